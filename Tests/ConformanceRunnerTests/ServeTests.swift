import Foundation
import Testing

@Suite("conformance-runner serve speaks protocol v1 (docs/CONTRACT.md §3)", .tags(.slow))
struct ServeTests {
    /// `start`, one `validate` of `document` under the default profile, `stop`.
    static func session(_ document: String) async -> Data {
        let base64 = Data(document.utf8).base64EncodedString()
        let profile = RunnerCorpus.defaultProfile.replacingOccurrences(of: "\n", with: " ")
        return Data("""
            {"cmd":"start","protocol":1}
            {"cmd":"validate","seq":7,"id":"x.json","document":"\(base64)","profile":\(profile)}
            {"cmd":"stop"}

            """.utf8)
    }

    static func lines(_ text: String) async throws -> [[String: Any]] {
        try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("start, validate, stop: the handshake and a rejection at the node with no type")
    func fullMode() async throws {
        let outcome = try await RunnerProcess.run(["serve"], stdin: Self.session(RunnerCorpus.nodeMissingType))
        #expect(outcome.status == 0)
        let lines = try await Self.lines(outcome.stdout)
        #expect(lines.count == 2)
        let implementation = try #require(lines.first?["implementation"] as? [String: Any])
        #expect(lines.first?["protocol"] as? Int == 1)
        #expect(implementation["name"] as? String == "murti-swift-reference")
        #expect(implementation["language"] as? String == "Swift")
        #expect(implementation["layers"] as? [Int] == [1, 2, 3, 4])
        #expect(implementation["schemaOnly"] as? Bool == false)
        let answer = lines[1]
        #expect(answer["seq"] as? Int == 7)
        #expect(answer["outcome"] as? String == "reject")
        #expect(answer["layer"] as? Int == 2)
        #expect(answer["rule"] as? String == "required")
        #expect(answer["path"] as? String == "/screen/root/children/0")
        #expect(answer["violations"] == nil)
    }

    @Test("--schema-only declares a JSON Schema engine on layers 1 and 2")
    func schemaOnly() async throws {
        // A client refuses the unknown screen key at layer 3; the schema accepts it.
        let document = RunnerCorpus.validPayload.replacingOccurrences(of: "dashboard", with: "ghostScreen")
        let lines = try await Self.lines(try RunnerProcess.run(["serve", "--schema-only"], stdin: Self.session(document)).stdout)
        let implementation = try #require(lines.first?["implementation"] as? [String: Any])
        #expect(implementation["schemaOnly"] as? Bool == true)
        #expect(implementation["layers"] as? [Int] == [1, 2])
        #expect(lines.last?["outcome"] as? String == "accept")
        let full = try await Self.lines(try RunnerProcess.run(["serve"], stdin: Self.session(document)).stdout)
        #expect(full.last?["rule"] as? String == "semantic.screen")
    }

    @Test("--all-violations lists every broken rule")
    func allViolations() async throws {
        // Two faults: a node with no type and an unknown screen key.
        let document = RunnerCorpus.nodeMissingType.replacingOccurrences(of: "dashboard", with: "ghostScreen")
        let lines = try await Self.lines(try RunnerProcess.run(["serve", "--all-violations"], stdin: Self.session(document)).stdout)
        let violations = try #require(lines.last?["violations"] as? [[String: Any]])
        let rules = Set(violations.compactMap { $0["rule"] as? String })
        #expect(rules.contains("required"))
        #expect(lines.last?["rule"] as? String == "required")
    }
}
