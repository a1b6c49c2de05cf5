import Foundation
import Testing
@testable import conformance_runner

/// `import` of an upstream-style bank (`Tests/Resources/team-bank`, written from the seed):
/// an inferred profile, and what a signed envelope without a key says (docs/CONTRACT.md §5 v1.1).
@Suite("conformance-runner import: an inferred profile, profile files, envelopes without keys", .tags(.slow))
struct ImportCommandTests {
    static let bank = TestResources.url("team-bank")

    /// The printed fragment: `profiles` (when printed) and `fixtures`.
    static func fragment(_ outcome: RunnerProcess.Outcome) throws -> [String: [String: [String: Any]]] {
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
        return try #require(object as? [String: [String: [String: Any]]], "\(outcome.stdout)\n\(outcome.stderr)")
    }

    @Test("without a profile: accept for the valid pages, layer 4 for the third-party page, additionalProperties for unknown keys, no semantic.* or envelope.alg")
    func inferred() async throws {
        let outcome = try RunnerProcess.run(["import", Self.bank.path])
        #expect(outcome.status == 1, "the signed envelope needs a key: \(outcome.stderr)")
        let fragment = try Self.fragment(outcome)
        let fixtures = try #require(fragment["fixtures"])
        for id in ["valid/dashboard.json", "valid/login.json", "valid/offline.json"] {
            #expect(fixtures[id]?["outcome"] as? String == "accept", "\(id)")
            #expect(fixtures[id]?["layer"] == nil, "\(id)")
            #expect(fixtures[id]?["profile"] as? String == "imported")
        }
        #expect(fixtures["valid/confetti.json"]?["layer"] as? Int == 4)
        #expect(fixtures["valid/confetti.json"]?["placeholders"] as? [String] == ["/screen/root/children/0"])
        #expect(fixtures["invalid/node-unknown-member.json"]?["rule"] as? String == "additionalProperties")
        #expect(fixtures["invalid/action-unknown-member.json"]?["rule"] as? String == "additionalProperties")
        // A reference the bank's valid pages never make stays unknown.
        #expect(fixtures["invalid/unknown-screen.json"]?["rule"] as? String == "semantic.screen")
        let validRules = fixtures.filter { $0.key.hasPrefix("valid/") }.compactMap { $0.value["rule"] as? String }
        #expect(!validRules.contains { $0.hasPrefix("semantic.") })
        #expect(!outcome.stdout.contains("envelope.alg"))
        #expect(fixtures["valid/signed.json"] == nil)
        #expect(outcome.stderr.contains("valid/signed.json: a signed envelope (alg ed25519) and the profile has no ed25519 key"))
        let profile = try #require(fragment["profiles"]?["imported"])
        #expect(profile["screens"] as? [String] == ["balanceDetail", "dashboard", "offline", "orderPlaced", "receipt", "signIn"])
        #expect(profile["requests"] as? [String] == ["getAccountBalance", "postCredentials"])
        #expect(profile["links"] as? [String] == ["supportPage"])
        #expect(profile["dataKeys"] as? [String] == ["session.locale", "user.name"])
        #expect(profile["components"] as? [String] == ["vstack", "hstack", "zstack", "card", "text", "image", "button"])
        #expect(outcome.stderr.contains("signIn (valid/login.json)"))
    }

    @Test("--profile default judges by the corpus profile: the bank's own screens are then semantic.screen")
    func namedProfile() async throws {
        let outcome = try RunnerProcess.run(["import", Self.bank.path, "--profile", "default"])
        let fragment = try Self.fragment(outcome)
        #expect(fragment["profiles"] == nil)
        #expect(fragment["fixtures"]?["valid/login.json"]?["rule"] as? String == "semantic.screen")
        #expect(outcome.stderr.contains("valid/login.json: folder valid/ says accept"))
    }

    @Test("--profile-file with the signer's key: the envelope is judged, its entry requires envelope")
    func profileFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("valid"), withIntermediateDirectories: true)
        let payload = folder.appendingPathComponent("payload.json")
        try Data(#"{"schemaVersion": "1.0", "screen": {"key": "dashboard", "root": {"type": "text"}}}"#.utf8).write(to: payload)
        let key = RunnerProcess.packageRoot.appendingPathComponent("corpus/keys/test-ed25519.json")
        let signed = try RunnerProcess.run(["sign", "--key", key.path, payload.path])
        try #require(signed.status == 0, "\(signed.stderr)")
        try Data(signed.stdout.utf8).write(to: folder.appendingPathComponent("valid/signed.json"))
        let keyFile = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: key)) as? [String: Any])
        let publicKey = try #require(keyFile["publicKey"] as? String)
        let profile = folder.appendingPathComponent("profile.json")
        try Data(#"""
            {"schemaVersion": "1.0", "components": ["text"], "screens": ["dashboard"],
             "keys": [{"alg": "ed25519", "publicKey": "\#(publicKey)"}]}
            """#.utf8).write(to: profile)
        let outcome = try RunnerProcess.run(["import", folder.path, "--profile-file", profile.path])
        #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr)")
        let fragment = try Self.fragment(outcome)
        let entry = try #require(fragment["fixtures"]?["valid/signed.json"])
        #expect(entry["outcome"] as? String == "accept")
        #expect(entry["requires"] as? [String] == ["envelope"])
        #expect(fragment["profiles"]?["imported"]?["keys"] != nil)
    }

    @Test("--profile and --profile-file exclude each other; a bad profile file names the file and the pointer")
    func badProfiles() async throws {
        let both = try RunnerProcess.run(["import", Self.bank.path, "--profile", "default", "--profile-file", "p.json"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--profile and --profile-file exclude each other"), "\(both.stderr)")
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: profile) }
        try Data(#"{"components": "text"}"#.utf8).write(to: profile)
        let outcome = try RunnerProcess.run(["import", Self.bank.path, "--profile-file", profile.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("cannot use \(profile.path): /components: not an array of strings"), "\(outcome.stderr)")
        // A member the contract does not list is refused, not dropped.
        try Data(#"{"components": ["text"], "screen": ["home"]}"#.utf8).write(to: profile)
        let unknown = try RunnerProcess.run(["import", Self.bank.path, "--profile-file", profile.path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown member at \"/screen\""), "\(unknown.stderr)")
    }
}
