import Foundation
import Testing

@Suite("conformance-runner validate, propose, import", .tags(.slow))
struct ValidateTests {
    @Test("validate: a valid file exits 0, a node with no type exits 1 naming layer, rule and path")
    func validate() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let valid = corpus.corpus.appendingPathComponent("valid/seed.json").path
        let invalid = corpus.corpus.appendingPathComponent("invalid/schema/node-missing-type.json").path
        let accepted = try RunnerProcess.run(["validate", valid, "--corpus", corpus.corpus.path])
        #expect(accepted.status == 0)
        #expect(accepted.stdout == "\(valid): accept\n")
        let both = try RunnerProcess.run(["validate", valid, invalid, "--corpus=\(corpus.corpus.path)"])
        #expect(both.status == 1)
        #expect(both.stdout.contains("\(invalid): reject at layer 2 (rule required, at \"/screen/root/children/0\")"))
        let missing = try RunnerProcess.run(["validate", "/nonexistent.json", "--corpus", corpus.corpus.path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent.json"))
        let profile = try RunnerProcess.run(["validate", valid, "--corpus", corpus.corpus.path, "--profile", "nope"])
        #expect(profile.status == 2)
        #expect(profile.stderr.contains("/profiles/nope"))
    }

    @Test("propose prints a pasteable entry and a reminder, and writes nothing")
    func propose() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        try corpus.write("invalid/schema/new.json", RunnerCorpus.nodeMissingType)
        let before = try Data(contentsOf: corpus.corpus.appendingPathComponent("expectations.json"))
        let outcome = try RunnerProcess.run(
            ["propose", corpus.corpus.appendingPathComponent("invalid/schema/new.json").path, "--corpus", corpus.corpus.path])
        #expect(outcome.status == 0)
        let wrapped = "{" + outcome.stdout + "}"
        let object = try #require(try JSONSerialization.jsonObject(with: Data(wrapped.utf8)) as? [String: [String: Any]])
        let entry = try #require(object["invalid/schema/new.json"])
        #expect(entry["outcome"] as? String == "reject")
        #expect(entry["layer"] as? Int == 2)
        #expect(entry["rule"] as? String == "required")
        #expect(entry["path"] as? String == "/screen/root/children/0")
        #expect(entry["schema"] == nil)
        #expect(outcome.stderr.contains("check its outcome, layer, rule and path against docs/RULES.md"))
        #expect(try Data(contentsOf: corpus.corpus.appendingPathComponent("expectations.json")) == before)
    }

    @Test("import flags every file whose folder and reference verdict disagree")
    func importBank() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let bank = corpus.root.appendingPathComponent("bank")
        for (id, text) in [("valid/fine.json", RunnerCorpus.validPayload), ("valid/broken.json", RunnerCorpus.nodeMissingType),
                           ("invalid/not-really.json", RunnerCorpus.validPayload),
                           ("invalid/missing-type.json", RunnerCorpus.nodeMissingType)] {
            let url = bank.appendingPathComponent(id)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let outcome = try RunnerProcess.run(["import", bank.path, "--corpus", corpus.corpus.path])
        #expect(outcome.status == 1)
        let fragment = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: [String: [String: Any]]])
        let object = try #require(fragment["fixtures"])
        #expect(Set(object.keys) == ["valid/fine.json", "valid/broken.json", "invalid/not-really.json", "invalid/missing-type.json"])
        #expect(outcome.stderr.contains("4 files, 2 where the folder and the reference disagree"))
        #expect(outcome.stderr.contains("valid/broken.json: folder valid/ says accept"))
        #expect(outcome.stderr.contains("invalid/not-really.json: folder invalid/ says reject"))
        #expect((object["invalid/missing-type.json"]?["description"] as? String)?.contains("REVIEW") == false)
    }
}
