import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("Corpus requests and schema verdicts", .contracts)
struct CorpusRequestsTests {
    @Test("requests carry seq = index + 1, the exact bytes and the named profile")
    func requests() throws {
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(
                fixtures: """
                    {"valid/a.json": {"outcome": "accept", "description": "a"},
                     "valid/b.json": {"outcome": "accept", "profile": "old", "description": "b"}}
                    """,
                profiles: #"{"default": {"schemaVersion": "1.0"}, "old": {"schemaVersion": "1.2"}}"#),
            files: ["valid/a.json": Data([0xEF, 0xBB, 0xBF, 0x7B, 0x7D]), "valid/b.json": Data("{}".utf8)])
        defer { corpus.remove() }
        let loaded = try Corpus.load(from: corpus.root)
        let requests = try loaded.requests(for: loaded.fixtures)
        #expect(requests.map(\.seq) == [1, 2])
        #expect(requests.map(\.id) == ["valid/a.json", "valid/b.json"])
        #expect(requests[0].document == Data([0xEF, 0xBB, 0xBF, 0x7B, 0x7D]))
        #expect(requests[0].profile == .object(["schemaVersion": .string("1.0")]))
        #expect(requests[1].profile == .object(["schemaVersion": .string("1.2")]))
    }

    @Test("an unknown profile names the fixture")
    func unknownProfile() throws {
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(
                fixtures: #"{"valid/a.json": {"outcome": "accept", "profile": "nope", "description": "a"}}"#),
            files: ["valid/a.json": Data("{}".utf8)])
        defer { corpus.remove() }
        let loaded = try Corpus.load(from: corpus.root)
        #expect(throws: CorpusError.unknownProfile(fixture: "valid/a.json", profile: "nope", known: ["default"])) {
            try loaded.requests(for: loaded.fixtures)
        }
        #expect(CorpusError.unknownProfile(fixture: "valid/a.json", profile: "nope", known: ["default"])
            .description.contains("valid/a.json"))
    }

    /// (expectation, effective schema verdict per docs/CONTRACT.md §2).
    static let schemaVerdicts: [(Expectation, String)] = [
        (Expectation(outcome: .reject, layer: 1, rule: "decode.syntax", description: ""), "reject"),
        (Expectation(outcome: .reject, layer: 1, rule: "decode.duplicateKey", description: ""), "reject"),
        (Expectation(outcome: .reject, layer: 2, rule: "required", description: ""), "reject"),
        (Expectation(outcome: .reject, layer: 2, rule: "additionalProperties", description: ""), "reject"),
        (Expectation(outcome: .reject, layer: 2, rule: "version.major", description: ""), "accept"),
        (Expectation(outcome: .reject, layer: 2, rule: "bounds.depth", description: ""), "accept"),
        (Expectation(outcome: .reject, layer: 2, rule: "envelope.signature", description: ""), "accept"),
        (Expectation(outcome: .reject, layer: 3, rule: "semantic.screen", description: ""), "accept"),
        (Expectation(outcome: .accept, description: ""), "accept"),
        (Expectation(outcome: .accept, layer: 4, rule: "render.placeholder", placeholders: ["/screen/root"], description: ""), "accept"),
        (Expectation(outcome: .accept, warnings: [RulePath(rule: "additionalProperties", path: "/screen")], description: "", schema: .reject), "reject"),
        (Expectation(outcome: .reject, layer: 2, rule: "envelope.signature", description: "", schema: .accept), "accept"),
    ]

    @Test("effectiveSchemaVerdict follows docs/CONTRACT.md §2", arguments: schemaVerdicts)
    func schemaVerdict(expectation: Expectation, verdict: String) {
        #expect(expectation.effectiveSchemaVerdict.rawValue == verdict)
    }

    @Test("profileName defaults to default")
    func profileName() {
        #expect(Expectation(outcome: .accept, description: "").profileName == "default")
        #expect(Expectation(outcome: .accept, profile: "v1_2", description: "").profileName == "v1_2")
    }
}
