extension FlowUI {
    /// What decoding a document came to (docs/CONTRACT.md §8 "Answer").
    public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
        /// The document decoded: its page or sheet and the diagnostics.
        case decoded
        /// The document cannot be decoded at all (one of ``Rejection``).
        case rejected
    }
}
