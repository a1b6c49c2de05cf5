import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("import: a profile inferred from the bank, and proposals under it (docs/CONTRACT.md §5 v1.1)", .contracts)
struct BankImportTests {
    static let base = BankProfile(
        schemaVersion: "1.0", components: ["vstack", "text", "button"],
        registries: [.screens: ["dashboard"], .requests: ["getAccountBalance"]],
        bounds: .object(["maxDepth": .number(32)]))

    static func file(_ id: String, _ text: String) -> FixtureBank.File {
        FixtureBank.File(id: id, folder: id.hasPrefix("valid/") ? .valid : .invalid, bytes: Data(text.utf8))
    }

    static let bank = FixtureBank(root: URL(fileURLWithPath: "/bank"), files: [
        file("invalid/ghost.json", #"{"schemaVersion":"1.0","screen":{"key":"ghost","root":{"type":"text"}}}"#),
        file("valid/login.json", #"{"schemaVersion":"1.0","screen":{"key":"signIn","root":{"type":"button","action":{"type":"api","request":"postCredentials","onSuccess":{"type":"navigate","screen":"dashboard"}}}}}"#),
        file("valid/signed.json", #"{"schemaVersion":"1.0","alg":"es256","payload":"e30=","signature":"c2ln"}"#),
    ])

    @Test("the inferred profile keeps the base's components and bounds and registers what the valid fixtures reference")
    func inference() {
        let inference = ProfileInference(bank: Self.bank, base: Self.base)
        #expect(inference.profile.components == ["vstack", "text", "button"])
        #expect(inference.profile.bounds == Self.base.bounds)
        #expect(inference.profile.keys == nil)
        #expect(inference.profile.names(.screens) == ["dashboard", "signIn"])
        #expect(inference.profile.names(.requests) == ["postCredentials"])
        // Only valid fixtures count: an invalid one's unknown screen stays unknown.
        #expect(!inference.profile.names(.screens).contains("ghost"))
        #expect(inference.origins.first { $0.name == "signIn" }?.fixtures == ["valid/login.json"])
        let text = inference.profile.text(indent: 4)
        #expect(text.contains("\"screens\": [\"dashboard\", \"signIn\"]"))
        #expect(text.contains("\"bounds\": {\"maxDepth\":32}"))
    }

    /// A stand-in for the reference: `envelope.alg` for envelopes, accept for the rest.
    static func judge(_ bytes: Data) -> DocumentJudgement {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("\"signature\"") {
            return DocumentJudgement(
                verdict: AnsweredVerdict(outcome: .reject, layer: 2, rule: "envelope.alg", path: "/alg"),
                schemaVerdict: .accept, violations: [])
        }
        return DocumentJudgement(verdict: AnsweredVerdict(outcome: .accept), schemaVerdict: .accept, violations: [])
    }

    @Test("a signed envelope whose key the profile lacks gets no entry and says so, never envelope.alg")
    func needsKey() throws {
        let inference = ProfileInference(bank: Self.bank, base: Self.base)
        let report = BankImport(bank: Self.bank, bankShown: "bank", profile: inference.profile, source: .inferred(inference))
            .run(judge: Self.judge)
        let signed = try #require(report.proposals.first { $0.id == "valid/signed.json" })
        #expect(signed.kind == .needsKey(alg: "es256"))
        #expect(!report.fragment.contains("envelope.alg"))
        #expect(!report.fragment.contains("valid/signed.json"))
        #expect(report.needsReview)
        #expect(report.reviewLines.contains { $0.contains("valid/signed.json: a signed envelope (alg es256)") })
        // The plain accept of an invalid/ file is a conflict.
        #expect(report.conflicts.map(\.id) == ["invalid/ghost.json"])
        #expect(report.fragment.contains("\"profiles\": {\n    \"imported\": {"))
        #expect(report.proposals.first { $0.id == "valid/login.json" }?.entry?.profile == "imported")
    }

    @Test("with the key in the profile, the envelope is judged and its entry requires envelope")
    func withKey() throws {
        var profile = Self.base
        profile.keys = .array([.object(["alg": .string("es256"), "publicKey": .string("BASE64")])])
        let report = BankImport(bank: Self.bank, bankShown: "bank", profile: profile, source: .file("p.json"))
            .run { _ in DocumentJudgement(verdict: AnsweredVerdict(outcome: .accept), schemaVerdict: .accept, violations: []) }
        let signed = try #require(report.proposals.first { $0.id == "valid/signed.json" })
        #expect(signed.entry?.requires == ["envelope"])
        #expect(signed.entry?.outcome == .accept)
        #expect(report.needingKeys.isEmpty)
    }

    @Test("a corpus profile by name is not printed; a default one adds no profile member to the entries")
    func named() {
        let report = BankImport(bank: Self.bank, bankShown: "bank", profile: Self.base, source: .named("default"))
            .run { _ in DocumentJudgement(verdict: AnsweredVerdict(outcome: .accept, placeholders: ["/screen/root"]),
                                          schemaVerdict: .accept, violations: []) }
        #expect(!report.fragment.contains("\"profiles\""))
        let login = report.proposals.first { $0.id == "valid/login.json" }
        #expect(login?.entry?.profile == nil)
        #expect(login?.entry?.layer == 4)
        #expect(login?.notes.first == "layer 4: in this corpus it belongs under invalid/render/")
        // Placeholders under invalid/ are layer 4, not a conflict.
        #expect(report.conflicts.isEmpty)
    }
}
