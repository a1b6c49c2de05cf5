import MurtiConformance
import MurtiProtocol

extension FlowUIExpectation: ContractExpectation {
    /// ``ContractKind/flowUI``.
    package var contract: ContractKind { .flowUI }

    /// `true` for `"informational": true`.
    package var isInformational: Bool { informational == true }

    /// The rule its `source` cites first (``citedRule``).
    package var ruleKey: String { citedRule }

    /// `true` when `other` is an equal Flow-UI expectation.
    package func isSameExpectation(as other: any ContractExpectation) -> Bool {
        (other as? FlowUIExpectation) == self
    }
}

extension FixtureExpectation {
    /// A Flow-UI decoding (docs/CONTRACT.md §8 "Expectation"): ``contract(_:)``.
    package static func flowUI(_ expectation: FlowUIExpectation) -> FixtureExpectation {
        .contract(expectation)
    }

    /// The Flow-UI expectation, or `nil` for another contract's.
    package var flowUI: FlowUIExpectation? { contractExpectation as? FlowUIExpectation }
}
