extension FlowUI {
    /// The only three reasons a Flow-UI document is refused (docs/CONTRACT.md §8 rule 4).
    public enum Rejection: String, Sendable, Hashable, Codable, CaseIterable {
        /// No JSON value could be read.
        case notJSON
        /// The JSON value is not an object.
        case notObject
        /// The object has neither a `page` nor a `sheet` object.
        case noPage
    }
}
