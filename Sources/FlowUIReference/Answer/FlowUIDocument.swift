/// What a document decoded to: a page or a sheet (docs/CONTRACT.md §8 "Files and requests").
package enum FlowUIDocument: Sendable {
    /// `{"page": …}`.
    case page(FlowPage)
    /// `{"sheet": …}`.
    case sheet(FlowSheet)
}
