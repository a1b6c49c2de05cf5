/// A Murti verdict's outcome (docs/CONTRACT.md §3): what an answer's `outcome`, an expectation's
/// `outcome` and a fixture's schema verdict hold.
public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// The document is accepted (placeholders and warnings allowed).
    case accept
    /// Some layer refuses the document.
    case reject
}
