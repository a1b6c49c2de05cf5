import MurtiConformance

extension CoverageKind {
    /// A promise an implementation of the contract makes (docs/CONTRACT.md §8).
    static let promise = CoverageKind("promise", rank: 5)
    /// A decoding rule of the contract (docs/CONTRACT.md §8 "Decoding rules" 1–4).
    static let decodingRule = CoverageKind("decoding-rule", rank: 6)
    /// A decision of the contract's own page (docs/FLOW-UI.md "Decisions"), apart from
    /// docs/DECISIONS.md's; its name in the map is the page's, which reports already print.
    static let pageDecision = CoverageKind("flow-ui-decision", rank: 7)
}
