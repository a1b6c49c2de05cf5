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
    /// A promise a Flow-UI decoder makes (docs/CONTRACT.md §8).
    case promise
    /// A Flow-UI decoding rule (docs/CONTRACT.md §8 "Decoding rules" 1–4).
    case decodingRule = "decoding-rule"
    /// A decision of docs/FLOW-UI.md "Decisions".
    case flowUIDecision = "flow-ui-decision"

    /// Kinds compare in declaration order.
    package static func < (left: CoverageKind, right: CoverageKind) -> Bool {
        allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
    }
}
