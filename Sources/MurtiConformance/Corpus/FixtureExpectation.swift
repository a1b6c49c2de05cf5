import MurtiProtocol

/// A fixture's expectation in its contract's own vocabulary (docs/CONTRACT.md §2, §8): the
/// seam through which corpus loading, requests, grading and reports dispatch on the contract
/// a corpus declares. Murti's code reads ``murti``, another contract's reads its own type out of
/// ``contractExpectation``; shared code (reports, expected failures, duplicate checks) reads
/// the members every contract has.
///
/// Encoded (in reports) as the entry's own members, and decoded by its `outcome`.
package enum FixtureExpectation: Sendable, Equatable {
    /// A Murti verdict (docs/CONTRACT.md §2).
    case murti(Expectation)
    /// Another contract's expectation (docs/CONTRACT.md §8 "Expectation"), read through
    /// ``ContractExpectation``.
    case contract(any ContractExpectation)

    /// The contract the expectation is written in.
    package var contract: ContractKind {
        switch self {
        case .murti: .murti
        case .contract(let expectation): expectation.contract
        }
    }

    /// The Murti expectation, or `nil` for another contract's.
    package var murti: Expectation? {
        if case .murti(let expectation) = self { return expectation }
        return nil
    }

    /// Another contract's expectation, or `nil` for Murti's.
    package var contractExpectation: (any ContractExpectation)? {
        if case .contract(let expectation) = self { return expectation }
        return nil
    }

    /// `true` when both are the same contract's equal expectation.
    package static func == (left: FixtureExpectation, right: FixtureExpectation) -> Bool {
        switch (left, right) {
        case (.murti(let left), .murti(let right)): left == right
        case (.contract(let left), .contract(let right)): left.isSameExpectation(as: right)
        default: false
        }
    }

    /// What the fixture shows, for people.
    package var description: String {
        switch self {
        case .murti(let expectation): expectation.description
        case .contract(let expectation): expectation.description
        }
    }

    /// Where the case comes from.
    package var source: String? {
        switch self {
        case .murti(let expectation): expectation.source
        case .contract(let expectation): expectation.source
        }
    }

    /// The profile the fixture is judged under: its `profile`, or `default`.
    package var profileName: String {
        switch self {
        case .murti(let expectation): expectation.profileName
        case .contract(let expectation): expectation.profileName
        }
    }

    /// The capabilities an implementation must declare to be sent the fixture, in the order
    /// written (docs/CONTRACT.md §3): a Murti entry's `requires`, another contract's
    /// (``ContractExpectation/requiredCapabilities``).
    package var requiredCapabilities: [String] {
        switch self {
        case .murti(let expectation): expectation.requires ?? []
        case .contract(let expectation): expectation.requiredCapabilities
        }
    }

    /// The layers the fixture is judged at, for the declared scope (docs/CONTRACT.md §3 v1.1):
    /// ``Expectation/judgedLayers`` or ``ContractExpectation/judgedLayers``.
    package var judgedLayers: [Int] {
        switch self {
        case .murti(let expectation): expectation.judgedLayers
        case .contract(let expectation): expectation.judgedLayers
        }
    }

    /// Its report group, or `nil` for the fixture's concern folder (``FixtureResult/group``).
    package var reportGroup: String? {
        switch self {
        case .murti(let expectation): expectation.reportGroup
        case .contract(let expectation): expectation.reportGroup
        }
    }

    /// Its roll-up key by rule (``FixtureResult/ruleKey``): ``Expectation/rollUpKey`` or
    /// ``ContractExpectation/ruleKey``.
    package var ruleKey: String {
        switch self {
        case .murti(let expectation): expectation.rollUpKey
        case .contract(let expectation): expectation.ruleKey
        }
    }

    /// `true` where the specs allow either answer: reported, never counted.
    package var isInformational: Bool {
        switch self {
        case .murti(let expectation): expectation.informational == true
        case .contract(let expectation): expectation.isInformational
        }
    }
}

extension FixtureExpectation: Codable {
    private enum CodingKeys: String, CodingKey {
        case outcome
    }

    /// Decodes an expectation as a report quotes it. Contracts' outcomes are disjoint
    /// (`accept`/`reject` are Murti's), as docs/protocol.schema.json tells their answers apart,
    /// so the entry's `outcome` says which contract it is written in
    /// (``ConformanceContract/decodeExpectation(outcome:from:)``); a manifest sequence written
    /// without `outcome` is Murti's.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let outcome = try container.decodeIfPresent(String.self, forKey: .outcome) {
            for contract in ContractRegistry.contracts {
                if let expectation = try contract.decodeExpectation(outcome: outcome, from: decoder) {
                    self = .contract(expectation)
                    return
                }
            }
        }
        self = .murti(try Expectation(from: decoder))
    }

    /// Encodes the wrapped expectation's members.
    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .murti(let expectation): try expectation.encode(to: encoder)
        case .contract(let expectation): try expectation.encode(to: encoder)
        }
    }
}
