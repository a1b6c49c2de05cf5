import MurtiProtocol

/// An expectation in a contract's own vocabulary (``FixtureExpectation/contract(_:)``,
/// docs/ARCHITECTURE.md "Contracts"): requests, reports, expected
/// failures, duplicate checks and roll-ups read it through these members alone, and encode it
/// as the entry's own members.
package protocol ContractExpectation: Sendable, Encodable, CustomStringConvertible {
    /// The contract the expectation is written in.
    var contract: ContractKind { get }
    /// Where the expectation comes from (the entry's `source`), or `nil`.
    var source: String? { get }
    /// The profile the fixture is sent under, `default` when the entry names none.
    var profileName: String { get }
    /// `true` for an informational entry, which is graded but never fails a run.
    var isInformational: Bool { get }
    /// The roll-up key by rule (``FixtureResult/ruleKey``): the rule the entry cites first.
    var ruleKey: String { get }
    /// What the expectation rests on (docs/DECISIONS.md D82), or `nil` when its source has no
    /// known form or the contract does not tell the two apart.
    var basis: SourceBasis? { get }
    /// `true` when `other` is the same expectation (same type, equal).
    func isSameExpectation(as other: any ContractExpectation) -> Bool
    /// The capabilities an implementation must declare to be sent the fixture, in the order
    /// written (docs/CONTRACT.md §3); the default is none.
    var requiredCapabilities: [String] { get }
    /// The layers the fixture is judged at, for the declared scope (docs/CONTRACT.md §3 v1.1);
    /// the default is none: layers mean nothing to a contract without them (§8).
    var judgedLayers: [Int] { get }
    /// Its report group (``FixtureResult/group``), or `nil` (the default) for the fixture's
    /// concern folder (``FixtureResult/concernFolder(of:)``).
    var reportGroup: String? { get }
    /// `true` when the fixture is sent as a manifest sequence (`kind: "manifestSequence"` and
    /// `documents`, docs/CONTRACT.md §6; ``Corpus/requests(for:)``); the default is `false`.
    var isManifestSequence: Bool { get }
}

extension ContractExpectation {
    /// None: the default of ``ContractExpectation/requiredCapabilities``.
    package var requiredCapabilities: [String] { [] }
    /// None: the default of ``ContractExpectation/judgedLayers``.
    package var judgedLayers: [Int] { [] }
    /// `nil`: the default of ``ContractExpectation/reportGroup``, the concern folder.
    package var reportGroup: String? { nil }
    /// `false`: the default of ``ContractExpectation/isManifestSequence``.
    package var isManifestSequence: Bool { false }
}

extension ContractExpectation where Self: Equatable {
    /// `true` when `other` is of the same type and equal: the default of
    /// ``ContractExpectation/isSameExpectation(as:)`` for an equatable expectation.
    package func isSameExpectation(as other: any ContractExpectation) -> Bool {
        (other as? Self) == self
    }
}
