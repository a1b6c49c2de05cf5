import MurtiProtocol

/// A fixture's expectation in its contract's own vocabulary (docs/CONTRACT.md §2, §8): the
/// seam through which corpus loading, requests, grading and reports dispatch on the contract
/// a corpus declares. Murti's code reads ``murti``, Flow-UI's ``flowUI``; shared code (reports,
/// expected failures, duplicate checks) reads the members every contract has.
///
/// Encoded (in reports) as the entry's own members, and decoded by its `outcome`.
package enum FixtureExpectation: Sendable, Equatable {
    /// A Murti verdict (docs/CONTRACT.md §2).
    case murti(Expectation)
    /// A Flow-UI decoding (docs/CONTRACT.md §8 "Expectation").
    case flowUI(FlowUIExpectation)

    /// The contract the expectation is written in.
    package var contract: ContractKind {
        switch self {
        case .murti: .murti
        case .flowUI: .flowUI
        }
    }

    /// The Murti expectation, or `nil` for another contract's.
    package var murti: Expectation? {
        if case .murti(let expectation) = self { return expectation }
        return nil
    }

    /// The Flow-UI expectation, or `nil` for another contract's.
    package var flowUI: FlowUIExpectation? {
        if case .flowUI(let expectation) = self { return expectation }
        return nil
    }

    /// What the fixture shows, for people.
    package var description: String {
        switch self {
        case .murti(let expectation): expectation.description
        case .flowUI(let expectation): expectation.description
        }
    }

    /// Where the case comes from.
    package var source: String? {
        switch self {
        case .murti(let expectation): expectation.source
        case .flowUI(let expectation): expectation.source
        }
    }

    /// The profile the fixture is judged under: its `profile`, or `default`.
    package var profileName: String {
        switch self {
        case .murti(let expectation): expectation.profileName
        case .flowUI(let expectation): expectation.profileName
        }
    }

    /// `true` where the specs allow either answer: reported, never counted.
    package var isInformational: Bool {
        switch self {
        case .murti(let expectation): expectation.informational == true
        case .flowUI(let expectation): expectation.informational == true
        }
    }
}

extension FixtureExpectation: Codable {
    private enum CodingKeys: String, CodingKey {
        case outcome
    }

    /// Decodes an expectation as a report quotes it. The two contracts' outcomes are disjoint
    /// (`accept`/`reject`, `decoded`/`rejected`), as docs/protocol.schema.json tells their
    /// answers apart, so the entry says which contract it is written in; a manifest sequence
    /// written without `outcome` is Murti's.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let outcome = try container.decodeIfPresent(String.self, forKey: .outcome)
        if let outcome, FlowUI.Outcome(rawValue: outcome) != nil {
            self = .flowUI(try FlowUIExpectation(from: decoder))
        } else {
            self = .murti(try Expectation(from: decoder))
        }
    }

    /// Encodes the wrapped expectation's members.
    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .murti(let expectation): try expectation.encode(to: encoder)
        case .flowUI(let expectation): try expectation.encode(to: encoder)
        }
    }
}
