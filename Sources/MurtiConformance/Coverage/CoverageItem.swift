/// One line of the coverage map: an item of the contract and the fixtures that exercise it
/// (docs/DECISIONS.md 76).
package struct CoverageItem: Sendable, Equatable {
    /// What the item is.
    package var kind: CoverageKind
    /// Its name: a rule id, `D9`, a keyword location, `#/$defs/value/maxLength: at 4096`.
    package var id: String
    /// Fixtures that exercise the item and are not refused by it: accepted ones (a rule or
    /// decision), ones whose value passes the keyword, the fixtures at a bound.
    package var valid: Int
    /// Fixtures refused by (or, for warnings and placeholders, flagged by) the item.
    package var invalid: Int
    /// Whether the item is a zero: no fixture exercises it where it matters (for a keyword
    /// location, none fails there).
    package var isZero: Bool
    /// Up to three fixture ids that exercise it, in corpus order.
    package var examples: [String]

    /// Creates an item; `isZero` defaults to "no fixture at all".
    package init(kind: CoverageKind, id: String, valid: Int = 0, invalid: Int = 0, isZero: Bool? = nil, examples: [String] = []) {
        self.kind = kind
        self.id = id
        self.valid = valid
        self.invalid = invalid
        self.isZero = isZero ?? (valid + invalid == 0)
        self.examples = examples
    }
}

/// Counts being gathered per item id, with the examples, in corpus order.
package struct CoverageTally {
    private(set) var valid: [String: Set<String>] = [:]
    private(set) var invalid: [String: Set<String>] = [:]
    private(set) var examples: [String: [String]] = [:]

    /// Creates an empty tally.
    package init() {}

    /// Counts `fixture` once for `id`, on the valid or the invalid side.
    package mutating func count(_ id: String, fixture: String, valid isValid: Bool) {
        if isValid { valid[id, default: []].insert(fixture) } else { invalid[id, default: []].insert(fixture) }
        if examples[id, default: []].count < 3, !(examples[id]?.contains(fixture) ?? false) {
            examples[id, default: []].append(fixture)
        }
    }

    /// The item `id` of `kind` with its counts; `zero` decides from (valid, invalid) when given.
    package func item(_ kind: CoverageKind, _ id: String, zero: ((Int, Int) -> Bool)? = nil) -> CoverageItem {
        let good = valid[id]?.count ?? 0
        let bad = invalid[id]?.count ?? 0
        return CoverageItem(kind: kind, id: id, valid: good, invalid: bad, isZero: zero?(good, bad), examples: examples[id] ?? [])
    }
}
