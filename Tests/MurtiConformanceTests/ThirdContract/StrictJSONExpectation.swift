import MurtiConformance
import MurtiProtocol

/// An entry of the test-only third contract, `strict-json` (``StrictJSONContract``): whether
/// the fixture's bytes are one JSON text by RFC 8259, `{"outcome": "wellFormed" | "malformed",
/// "description": "…", "source": "…"}`. Its `outcome` member is what a report read back
/// dispatches on (``FixtureExpectation``'s decoding: outcomes are disjoint across contracts).
struct StrictJSONExpectation: ContractExpectation, Equatable, Codable {
    /// What RFC 8259 says of the bytes.
    enum Outcome: String, Sendable, Codable, CaseIterable {
        /// One JSON text.
        case wellFormed
        /// Not one JSON text.
        case malformed
    }

    /// The expected verdict.
    var outcome: Outcome
    /// What the fixture shows, for people.
    var description: String
    /// Where the verdict comes from (`RFC 8259 §6`), or `nil`.
    var source: String?

    /// ``ContractKind/strictJSON``.
    var contract: ContractKind { .strictJSON }
    /// `default`: the contract has one profile.
    var profileName: String { "default" }
    /// Never: every entry is graded.
    var isInformational: Bool { false }
    /// Its `source`, or `RFC 8259`.
    var ruleKey: String { source ?? "RFC 8259" }
    /// Not told apart: the contract's sources are all one RFC.
    var basis: SourceBasis? { nil }

    /// `true` when `other` is an equal strict-json entry.
    func isSameExpectation(as other: any ContractExpectation) -> Bool {
        (other as? StrictJSONExpectation) == self
    }

    /// Reads the entry at `pointer` with `reader`, unknown members refused. Throws
    /// ``CorpusError`` naming the JSON Pointer of the first wrong member.
    static func read(_ value: JSONValue, at pointer: String, reader: ExpectationsReader) throws(CorpusError) -> Self {
        let members = try reader.object(value, at: pointer, "the entry")
        try reader.rejectUnknown(members, at: pointer, known: ["outcome", "description", "source"])
        func required(_ key: String) throws(CorpusError) -> JSONValue {
            guard let member = members[JSONMemberName(key)] else {
                throw reader.failure(JSONPointer.appending(key, to: pointer), "missing", "add \"\(key)\"")
            }
            return member
        }
        let outcome = try reader.choice(
            required("outcome"), at: JSONPointer.appending("outcome", to: pointer), Outcome.allCases.map(\.rawValue))
        let description = try reader.string(required("description"), at: JSONPointer.appending("description", to: pointer))
        let source = try members[JSONMemberName("source")].map { value throws(CorpusError) in
            try reader.string(value, at: JSONPointer.appending("source", to: pointer))
        }
        return StrictJSONExpectation(outcome: Outcome(rawValue: outcome) ?? .malformed, description: description, source: source)
    }
}
