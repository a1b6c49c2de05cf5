/// What a line of the coverage map is about (docs/DECISIONS.md 76): the word the map prints and
/// the rank it is listed by. The shared kinds are here; a contract adds its own beside them
/// (Flow-UI's promises, decoding rules and page decisions), ranked after them, so that the core
/// names no contract's kind.
package struct CoverageKind: Sendable, Hashable, Comparable {
    /// Its name in the map, as every report format prints it (`rule`, `pattern-class`).
    package let rawValue: String
    /// Where the map lists it among a section's kinds: lower first.
    package let rank: Int

    /// Creates a kind printed as `rawValue`, listed by `rank` (the shared kinds take 0–4).
    package init(_ rawValue: String, rank: Int) {
        self.rawValue = rawValue
        self.rank = rank
    }

    /// A rule id of the typed catalogue (docs/CONTRACT.md §1, docs/RULES.md).
    package static let rule = CoverageKind("rule", rank: 0)
    /// A decision of docs/DECISIONS.md that decides an answer, cited by fixtures' `source`.
    package static let decision = CoverageKind("decision", rank: 1)
    /// A keyword location of the schema (`#/$defs/value/maxLength`).
    package static let keyword = CoverageKind("keyword", rank: 2)
    /// One side of a bound: a fixture at it, or one just past it.
    package static let bound = CoverageKind("bound", rank: 3)
    /// A pattern class at an identifier site (`#/$defs/screen/properties/key: leading digit`).
    package static let patternClass = CoverageKind("pattern-class", rank: 4)

    /// Kinds compare by rank, then by name.
    package static func < (left: CoverageKind, right: CoverageKind) -> Bool {
        (left.rank, left.rawValue) < (right.rank, right.rawValue)
    }
}
