import Foundation
import Testing
import OptionTable
@testable import conformance_runner

/// `agreement` with a team's implementation as a side and grouped disagreements, end to end
/// through the built binary and the pinned engines (docs/CONTRACT.md §5 v1.1).
@Suite("conformance-runner agreement: a team's implementation, grouped disagreements", .serialized, .tags(.slow), CITier.trait)
struct AgreementCommandTests {
    static let corpus = RunnerProcess.packageRoot.appendingPathComponent("corpus")

    /// The JSON report's object, or a recorded issue.
    static func json(_ outcome: RunnerProcess.Outcome) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
        return try #require(object as? [String: Any], "\(outcome.stdout.prefix(2000))\n\(outcome.stderr.suffix(2000))")
    }

    /// Ids of the corpus's fixtures whose only fault is an unknown key, read straight from
    /// expectations.json: an `additionalProperties` rejection, or a higher-minor accept whose
    /// warning it is, where the schema rejects (a fault inside an envelope's payload has
    /// `schema: accept`). Informational fixtures and manifest sequences are left out.
    static func unknownKeyFixtures(_ expectations: URL) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: expectations))
        let fixtures = try #require((object as? [String: Any])?["fixtures"] as? [String: [String: Any]])
        return Set(fixtures.compactMap { id, entry in
            guard entry["informational"] as? Bool != true, entry["steps"] == nil,
                (entry["schema"] as? String ?? "reject") == "reject" else { return nil }
            let rejects = entry["outcome"] as? String == "reject" && entry["rule"] as? String == "additionalProperties"
            let warns = entry["outcome"] as? String == "accept" && entry["schema"] as? String == "reject"
                && (entry["warnings"] as? [[String: String]] ?? []).contains { $0["rule"] == "additionalProperties" }
            return rejects || warns ? id : nil
        })
    }

    @Test("a scripted client that answers every expectation exactly agrees on the whole corpus: exit 0")
    func exactClient() async throws {
        let outcome = try RunnerProcess.run(
            ["agreement", "--format", "json", "--"] + TestResources.client(Self.corpus.appendingPathComponent("expectations.json"), "exact"))
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(3000))\n\(outcome.stderr.suffix(2000))")
        let report = try Self.json(outcome)
        let sides = try #require(report["sides"] as? [[String: Any]])
        #expect(sides.map { $0["name"] as? String } == ["reference", "python-jsonschema", "jsonschema-rs", "scripted-exact"])
        #expect(sides.last?["role"] as? String == "client")
        let counts = try #require(sides.last?["counts"] as? [String: Int])
        #expect((counts["compared"] ?? 0) > 400)
        #expect(counts["disagreeing"] == 0)
        #expect((report["counts"] as? [String: Int])?["disagreements"] == 0)
    }

    @Test("a client that ignores unknown keys: exit 1, one group, its accept against the engines' reject, naming every unknown-key fixture")
    func unknownKeysClient() async throws {
        let expectations = Self.corpus.appendingPathComponent("expectations.json")
        let outcome = try RunnerProcess.run(
            ["agreement", "--format", "json", "--"] + TestResources.client(expectations, "ignore-unknown-keys"))
        #expect(outcome.status == 1, "\(outcome.stderr.suffix(2000))")
        let report = try Self.json(outcome)
        let groups = try #require(report["groups"] as? [[String: Any]])
        try #require(groups.count == 1, "\(groups.map { ($0["kind"], $0["deviating"], $0["keyword"]) })")
        let group = groups[0]
        #expect(group["kind"] as? String == "verdict")
        #expect(group["deviating"] as? [String] == ["scripted-ignore-unknown-keys"])
        #expect(group["keyword"] as? String == "additionalProperties")
        #expect(group["lookAt"] as? [String] == ["the client scripted-ignore-unknown-keys: its own checks, not the schema"])
        let expected = try Self.unknownKeyFixtures(expectations)
        #expect(expected.count > 10)
        #expect(Set(group["fixtures"] as? [String] ?? []) == expected)
        let locations = (group["schemaLocations"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(locations.contains("#/$defs/node/additionalProperties"))
        #expect(locations.contains("#/$defs/action/additionalProperties"))
        // The client's accept, against the engines' reject, in every row of the group.
        for row in report["disagreements"] as? [[String: Any]] ?? [] {
            let verdicts = try #require(row["verdicts"] as? [String: [String: Any]])
            #expect(verdicts["scripted-ignore-unknown-keys"]?["comparison"] as? String == "verdict")
            #expect((verdicts["jsonschema-rs"]?["schema"] as? [String: Any])?["outcome"] as? String == "reject")
        }
    }

    @Test("a schema whose root is a bare oneOf: its keyword/location differences are one explained group")
    func bareRootOneOf() async throws {
        let folder = try TestResources.agreementCorpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = TestResources.url("agreement/bare-root-oneof.schema.json")
        let corpus = folder.appendingPathComponent("corpus")
        let text = try RunnerProcess.run(["agreement", "--corpus", corpus.path, "--schema", schema.path])
        #expect(text.status == 1, "\(text.stderr.suffix(2000))")
        #expect(text.stdout.contains("in 1 group"), "\(text.stdout)")
        #expect(text.stdout.contains("group 1 of 1: keyword/location difference, 6 fixtures: python-jsonschema (schema-only), "
            + "jsonschema-rs (schema-only) deviate; keyword oneOf at #/oneOf"), "\(text.stdout)")
        #expect(text.stdout.contains("cause: the schema's root is a bare oneOf (#/oneOf)"))
        #expect(text.stdout.contains("where to look: the schema file Tests/Resources/agreement/bare-root-oneof.schema.json, at #/oneOf"))
        let json = try Self.json(try RunnerProcess.run(["agreement", "--corpus", corpus.path, "--schema", schema.path, "--format", "json"]))
        let groups = try #require(json["groups"] as? [[String: Any]])
        try #require(groups.count == 1)
        // Every fixture the entries expect rejected by a schema keyword (or a downgraded one).
        #expect(Set(groups[0]["fixtures"] as? [String] ?? []) == [
            "invalid/schema/action/extra-key.json", "invalid/schema/action/link-url.json",
            "invalid/schema/node/extra-key.json", "invalid/schema/node/missing-type.json",
            "invalid/schema/screen/extra-key.json", "valid/version/higher-minor-unknown-node-key.json",
        ])
    }

    @Test("--no-reference leaves the reference out; what a client does not declare is counted apart, not a disagreement")
    func noReferenceAndScope() async throws {
        let folder = try TestResources.agreementCorpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = folder.appendingPathComponent("corpus")
        let expectations = corpus.appendingPathComponent("expectations.json")
        let exact = try RunnerProcess.run(
            ["agreement", "--corpus", corpus.path, "--no-reference", "--"] + TestResources.client(expectations, "exact", layers: "1,2"))
        #expect(exact.status == 0, "\(exact.stdout)\n\(exact.stderr.suffix(2000))")
        #expect(exact.stdout.hasPrefix("agreement: 3 sides, 11 fixtures, 0 disagreements"))
        #expect(!exact.stdout.contains("reference:"))
        #expect(exact.stdout.contains("scripted-exact: 2 unsupported (layer 4 not declared: 1; layer 3 not declared: 1); "
            + "1 not comparable"), "\(exact.stdout)")
        let drifted = try RunnerProcess.run(
            ["agreement", "--corpus", corpus.path, "--no-reference", "--"]
                + TestResources.client(expectations, "ignore-unknown-keys", layers: "1,2"))
        #expect(drifted.status == 1)
        #expect(drifted.stdout.contains("group 1 of 1: verdict difference, 4 fixtures: scripted-ignore-unknown-keys (client) deviates; "
            + "keyword additionalProperties"), "\(drifted.stdout)")
        #expect(drifted.stdout.contains("what: accepts what the expectation rejects (schema verdict reject, by keyword additionalProperties)"), "\(drifted.stdout)")
        for id in ["invalid/schema/action/extra-key.json", "invalid/schema/node/extra-key.json",
                   "invalid/schema/screen/extra-key.json", "valid/version/higher-minor-unknown-node-key.json"] {
            #expect(drifted.stdout.contains("    \(id)\n"), "\(id)")
        }
    }

    @Test("check prints the grouped form when agreement fails")
    func check() async throws {
        let folder = try TestResources.agreementCorpus(schema: TestResources.url("agreement/bare-root-oneof.schema.json"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try RunnerProcess.run(
            ["check", "--corpus", folder.appendingPathComponent("corpus").path, "--fuzz-seconds", "0"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("group 1 of 1: keyword/location difference, 6 fixtures"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("cause: the schema's root is a bare oneOf"))
        #expect(outcome.stdout.hasSuffix("check: FAILED (agreement)\n"))
    }

    @Test("agreement parses --no-reference and -- COMMAND")
    func parsing() throws {
        let options = try ParsedArguments(["--no-reference", "--", "swift", "run", "my-client"], spec: Verb.agreement.spec)
        #expect(try AgreementVerb.Options(options).noReference)
        #expect(options.tail == ["swift", "run", "my-client"])
        let plain = try ParsedArguments([], spec: Verb.agreement.spec)
        #expect(try !AgreementVerb.Options(plain).noReference)
        #expect(plain.tail == nil)
    }
}
