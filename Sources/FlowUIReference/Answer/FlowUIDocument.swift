/// What a document decoded to: a page or a sheet (CONTRACT §8 "Files and requests").
public enum FlowUIDocument: Sendable {
    /// `{"page": …}`.
    case page(FlowPage)
    /// `{"sheet": …}`.
    case sheet(FlowSheet)
}
