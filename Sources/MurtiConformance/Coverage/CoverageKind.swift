/// What a line of the coverage map is about (docs/DECISIONS.md 76), in the order the map lists
/// its kinds.
package enum CoverageKind: String, Sendable, Codable, CaseIterable, Comparable {
    /// A rule id of the typed catalogue (docs/CONTRACT.md §1, docs/RULES.md).
    case rule
    /// A decision of docs/DECISIONS.md that decides an answer, cited by fixtures' `source`.
    case decision
    /// A keyword location of the schema (`#/$defs/value/maxLength`).
    case keyword
    /// One side of a bound: a fixture at it, or one just past it.
    case bound
    /// A pattern class at an identifier site (`#/$defs/screen/properties/key: leading digit`).
    case patternClass = "pattern-class"
    /// A promise an implementation of the contract makes (docs/CONTRACT.md §8).
    case promise
    /// A decoding rule of the contract (docs/CONTRACT.md §8 "Decoding rules" 1–4).
    case decodingRule = "decoding-rule"
    /// A decision of the contract's own page ("Decisions"), apart from docs/DECISIONS.md's;
    /// its name in the map is the page's, which reports already print.
    case pageDecision = "flow-ui-decision"

    /// Kinds compare in declaration order.
    package static func < (left: CoverageKind, right: CoverageKind) -> Bool {
        allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
    }
}
