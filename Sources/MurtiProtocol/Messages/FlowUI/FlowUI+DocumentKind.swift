extension FlowUI {
    /// Which of the two documents decoded (docs/CONTRACT.md §8): the member of the answer
    /// holding it.
    public enum DocumentKind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `{"page": …}`.
        case page
        /// `{"sheet": …}`.
        case sheet
    }
}
