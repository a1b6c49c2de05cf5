import MurtiProtocol

/// A fixture's expectation in its contract's own vocabulary (docs/CONTRACT.md §2, §8): the
/// seam through which corpus loading, requests, grading and reports dispatch on the contract
/// a corpus declares. A contract's code reads its own type out of ``contractExpectation``;
/// shared code (reports, expected failures, duplicate checks) reads the members every contract
/// has (``ContractExpectation``).
///
/// Encoded (in reports) as the entry's own members, and decoded by its `outcome`.
package struct FixtureExpectation: Sendable, Equatable {
    /// The expectation, in its contract's vocabulary.
    package let contractExpectation: any ContractExpectation

    /// Wraps `expectation` (docs/CONTRACT.md §8 "Expectation").
    package init(_ expectation: any ContractExpectation) {
        contractExpectation = expectation
    }

    /// Wraps `expectation`, read through ``ContractExpectation``.
    package static func contract(_ expectation: any ContractExpectation) -> FixtureExpectation {
        FixtureExpectation(expectation)
    }

    /// The contract the expectation is written in.
    package var contract: ContractKind { contractExpectation.contract }

    /// `true` when both are the same contract's equal expectation.
    package static func == (left: FixtureExpectation, right: FixtureExpectation) -> Bool {
        left.contractExpectation.isSameExpectation(as: right.contractExpectation)
    }

    /// What the fixture shows, for people.
    package var description: String { contractExpectation.description }

    /// Where the case comes from.
    package var source: String? { contractExpectation.source }

    /// The profile the fixture is judged under: its `profile`, or `default`.
    package var profileName: String { contractExpectation.profileName }

    /// The capabilities an implementation must declare to be sent the fixture, in the order
    /// written (docs/CONTRACT.md §3; ``ContractExpectation/requiredCapabilities``).
    package var requiredCapabilities: [String] { contractExpectation.requiredCapabilities }

    /// The layers the fixture is judged at, for the declared scope (docs/CONTRACT.md §3 v1.1;
    /// ``ContractExpectation/judgedLayers``).
    package var judgedLayers: [Int] { contractExpectation.judgedLayers }

    /// Its report group, or `nil` for the fixture's concern folder (``FixtureResult/group``).
    package var reportGroup: String? { contractExpectation.reportGroup }

    /// Its roll-up key by rule (``FixtureResult/ruleKey``, ``ContractExpectation/ruleKey``).
    package var ruleKey: String { contractExpectation.ruleKey }

    /// `true` where the specs allow either answer: reported, never counted.
    package var isInformational: Bool { contractExpectation.isInformational }
}

extension FixtureExpectation: Codable {
    private enum CodingKeys: String, CodingKey {
        case outcome
    }

    /// Decodes an expectation as a report quotes it. Contracts' outcomes are disjoint, as
    /// docs/protocol.schema.json tells their answers apart, so the entry's `outcome` says which
    /// contract it is written in (``ConformanceContract/decodeExpectation(outcome:from:)``); an
    /// entry no contract claims by its `outcome` (a manifest sequence is written without one) is
    /// read by the first contract that reads such entries
    /// (``ConformanceContract/decodeUnclaimedExpectation(from:)``). Throws the decoder's error
    /// for an entry that cannot be read, and `DecodingError.dataCorrupted` when no contract
    /// reads it.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let outcome = try container.decodeIfPresent(String.self, forKey: .outcome),
            let expectation = try ContractRegistry.firstReading({ try $0.decodeExpectation(outcome: outcome, from: decoder) })
        {
            self.init(expectation)
            return
        }
        if let expectation = try ContractRegistry.firstReading({ try $0.decodeUnclaimedExpectation(from: decoder) }) {
            self.init(expectation)
            return
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no contract reads this expectation"))
    }

    /// Encodes the wrapped expectation's members.
    package func encode(to encoder: any Encoder) throws {
        try contractExpectation.encode(to: encoder)
    }
}
