import Foundation
import Testing

/// `sign` (a payload into an envelope) and `serve` answering manifest sequences (docs/CONTRACT.md §6;
/// docs/ENVELOPE.md, docs/PROTOCOL.md "Extensions"), with the corpus's TEST ONLY keys.
@Suite("conformance-runner sign and manifest sequences", .tags(.slow))
struct SignAndManifestTests {
    static let keys = RunnerProcess.packageRoot.appendingPathComponent("corpus/keys")

    /// A payload file in a fresh folder.
    static func payloadFile(_ text: String) async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sign-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("payload.json")
        try Data(text.utf8).write(to: file)
        return file
    }

    static let payload = #"{"schemaVersion":"1.0","screen":{"key":"dashboard","root":{"type":"text"}}}"#

    @Test("sign writes an envelope that the reference accepts under the test-keys profile",
          arguments: [["test-ed25519.json"], ["test-es256.json"], ["test-ed25519.json", "test-hybrid-x25519-aesgcm.json"]])
    func signThenValidate(_ files: [String]) async throws {
        let payload = try await Self.payloadFile(Self.payload)
        defer { try? FileManager.default.removeItem(at: payload.deletingLastPathComponent()) }
        var arguments = ["sign", "--key", Self.keys.appendingPathComponent(files[0]).path]
        if files.count > 1 { arguments += ["--encrypt-to", Self.keys.appendingPathComponent(files[1]).path] }
        let signed = try RunnerProcess.run(arguments + [payload.path])
        #expect(signed.status == 0, "\(signed.stderr)")
        let envelope = try #require(try JSONSerialization.jsonObject(with: Data(signed.stdout.utf8)) as? [String: Any])
        #expect(envelope["schemaVersion"] as? String == "1.0")
        #expect((envelope["enc"] as? String) == (files.count > 1 ? "hybrid-x25519-aesgcm" : nil))
        let file = payload.deletingLastPathComponent().appendingPathComponent("envelope.json")
        try Data(signed.stdout.utf8).write(to: file)
        let verdict = try RunnerProcess.run(["validate", "--profile", "test-keys", file.path])
        #expect(verdict.status == 0, "\(verdict.stdout)\(verdict.stderr)")
        #expect(verdict.stdout.contains(": accept"))
        // The same envelope with its payload changed is refused.
        let original = try #require(envelope["payload"] as? String)
        let tamperedPayload = Data(Self.payload.replacingOccurrences(of: "text", with: "card").utf8).base64EncodedString()
        if files.count == 1 {
            try Data(signed.stdout.replacingOccurrences(of: original, with: tamperedPayload).utf8).write(to: file)
            let tampered = try RunnerProcess.run(["validate", "--profile", "test-keys", file.path])
            #expect(tampered.status == 1)
            #expect(tampered.stdout.contains("envelope.signature"))
        }
    }

    @Test("sign refuses usage errors with exit 2: no --key, --alg of another key, a missing file")
    func signUsage() async throws {
        let payload = try await Self.payloadFile(Self.payload)
        defer { try? FileManager.default.removeItem(at: payload.deletingLastPathComponent()) }
        #expect(try RunnerProcess.run(["sign", payload.path]).status == 2)
        let ed25519 = Self.keys.appendingPathComponent("test-ed25519.json").path
        #expect(try RunnerProcess.run(["sign", "--key", ed25519, "--alg", "es256", payload.path]).status == 2)
        #expect(try RunnerProcess.run(["sign", "--key", "/nonexistent/key.json", payload.path]).status == 2)
        #expect(try RunnerProcess.run(["sign", "--key", ed25519, "--encrypt-to", ed25519, payload.path]).status == 2)
    }

    @Test("serve answers kind manifestSequence with one step per document")
    func serveManifestSequence() async throws {
        let corpus = RunnerProcess.packageRoot.appendingPathComponent("corpus")
        let fixture = try Data(contentsOf: corpus.appendingPathComponent("invalid/manifest/rollback.json"))
        let container = try #require(try JSONSerialization.jsonObject(with: fixture) as? [String: Any])
        let documents = try #require(container["documents"] as? [String])
        let expectations = try Data(contentsOf: corpus.appendingPathComponent("expectations.json"))
        let profiles = try #require((try JSONSerialization.jsonObject(with: expectations) as? [String: Any])?["profiles"] as? [String: Any])
        let profile = try JSONSerialization.data(withJSONObject: try #require(profiles["test-keys"]))
        let request = #"{"cmd":"validate","seq":3,"id":"m","document":"","kind":"manifestSequence","documents":["#
            + documents.map { "\"\($0)\"" }.joined(separator: ",") + #"],"profile":"# + String(decoding: profile, as: UTF8.self) + "}"
        let session = "{\"cmd\":\"start\",\"protocol\":1}\n" + request + "\n{\"cmd\":\"stop\"}\n"
        let outcome = try RunnerProcess.run(["serve"], stdin: Data(session.utf8))
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        let implementation = try #require((try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])?["implementation"] as? [String: Any])
        #expect(implementation["capabilities"] as? [String] == ["envelope", "manifest"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(answer["seq"] as? Int == 3)
        let steps = try #require(answer["steps"] as? [[String: Any]])
        #expect(steps.map { $0["outcome"] as? String } == ["accept", "reject"])
        #expect(steps.last?["rule"] as? String == "manifest.rollback")
        #expect(steps.last?["layer"] as? Int == 3)
        #expect(steps.last?["path"] as? String == "/payload/sequence")
    }
}
