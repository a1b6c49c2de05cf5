/// `accept` or `reject`: a verdict's outcome as `agreement` compares it (CONTRACT §3, §5).
public enum VerdictOutcome: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The document is accepted (placeholders and warnings allowed).
    case accept
    /// Some layer refuses the document.
    case reject
}
