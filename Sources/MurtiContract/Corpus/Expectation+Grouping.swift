import MurtiConformance
import MurtiProtocol

extension Expectation {
    /// The layers the expectation is judged at, for the declared scope (docs/CONTRACT.md §3
    /// v1.1): its steps' rejecting or placeholder layers for a manifest sequence, else its own,
    /// in the order written; empty for a plain accept.
    package var judgedLayers: [Int] {
        steps.map { $0.compactMap(\.layer) } ?? layer.map { [$0] } ?? []
    }

    /// Its report group (``FixtureResult/group``): `"sequence"` for a manifest sequence, the
    /// expected layer (`"1"`–`"4"`), else `"accept"`; never `nil` (the type is
    /// ``ContractExpectation/reportGroup``'s).
    package var reportGroup: String? {
        if steps != nil { return "sequence" }
        if let layer { return String(layer) }
        return "accept"
    }

    /// Its roll-up key by rule (``FixtureResult/ruleKey``): `"sequence"` for a manifest
    /// sequence, the expected rule id, else `"accept"` (rule ids never take these names).
    package var rollUpKey: String {
        if steps != nil { return "sequence" }
        return rule?.rawValue ?? "accept"
    }
}
