import Foundation
import MurtiConformance
import MurtiContract
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// The gate's power (docs/DECISIONS.md 72–79): `coverage` over the project's corpus, lint's
/// coverage policy and manifest check, `fuzz` within a client's declared scope, `run
/// --fuzz-seconds`, and the schema's mutation score, each end to end through the runner.
@Suite("The gate's power", .contracts, .serialized, .tags(.slow), CITier.trait)
struct GatePowerTests {
    static let root = RunnerProcess.packageRoot
    static let venvPython = root.appendingPathComponent(".build/adapters-venv/bin/python").path
    static let clientAdapter = root.appendingPathComponent("examples/python-client-adapter/adapter.py").path

    @Test("coverage lists every rule id and keyword location of the project, with counts, zeros first")
    func coverageOfTheProject() async throws {
        let outcome = try RunnerProcess.run(["coverage", "--format", "json"], in: Self.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let map = try StrictJSON.parse(Data(outcome.stdout.utf8), file: "coverage")
        guard case .array(let contracts)? = map["contracts"], case .array(let items)? = contracts.first?["items"] else {
            Issue.record("no items: \(outcome.stdout.prefix(500))")
            return
        }
        #expect(contracts.count == 2, "both corpora: corpus and corpus-flow-ui")
        let ids = Set(items.compactMap { $0["id"]?.stringValue })
        let catalog = try RuleCatalog.load(schemaAt: Self.root.appendingPathComponent("murti.schema.json"))
        for rule in RuleID.clientRules + catalog.schemaKeywords { #expect(ids.contains(rule.rawValue), "\(rule)") }
        for location in ["#/$defs/value/maxLength", "#/$defs/identifier/pattern", "#/$defs/manifest/required",
                         "#/$defs/action/allOf/0/then/required"] {
            #expect(ids.contains(location), "\(location)")
        }
        let zeros = items.map { $0["zero"] == .bool(true) }
        #expect(zeros == zeros.sorted { $0 && !$1 }, "zeros first")
        #expect(items.allSatisfy { $0["valid"] != nil && $0["invalid"] != nil })
        let text = try RunnerProcess.run(["coverage", "--corpus", "corpus"], in: Self.root)
        #expect(text.stdout.contains("#/$defs/screen/properties/key: leading digit"))
        #expect(text.stdout.split(separator: "\n").last?.contains("CONTRIBUTING.md") == true)
    }

    @Test("lint fails on a zero the corpus's coverage policy names, and on an id it cannot find")
    func coveragePolicy() async throws {
        let corpus = try RunnerCorpus(entries: LintCommandTests.sortedEntries)
        defer { corpus.remove() }
        try corpus.write("coverage-policy.json", #"{"required": ["required", "decode.syntax", "no.such.item"]}"#)
        let outcome = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path])
        #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("requires a fixture for rule `decode.syntax`"))
        #expect(outcome.stdout.contains("`no.such.item`, which is not an item of the coverage map"))
        #expect(!outcome.stdout.contains("rule `required`"), "a covered item is no problem")
    }

    @Test("lint holds every manifest step to the schema's #/$defs/manifest: a drifted definition is a problem")
    func manifestSteps() async throws {
        var schema = try StrictJSON.parse(try Data(contentsOf: Self.root.appendingPathComponent("murti.schema.json")), file: "schema")
        guard case .object(var document) = schema, case .object(var defs)? = document["$defs"],
            case .object(var manifest)? = defs["manifest"] else {
            Issue.record("no #/$defs/manifest")
            return
        }
        manifest["additionalProperties"] = nil
        defs["manifest"] = .object(manifest)
        document["$defs"] = .object(defs)
        schema = .object(document)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-open-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(schema.jsonBytes).write(to: file)
        let outcome = try RunnerProcess.run(["lint", "--schema", file.path], in: Self.root)
        #expect(outcome.status == 1, "\(outcome.stdout.suffix(2000))")
        #expect(outcome.stdout.contains("invalid/manifest/shape.json: step 2's manifest is expected to break `additionalProperties`"))
    }

    @Test("fuzz -- a layers-1-and-2 client: findings outside its scope are counted apart, and the run exits 0")
    func fuzzWithinScope() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-scope-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let outcome = try RunnerProcess.run(
            ["fuzz", "--seed", "2", "--max-examples", "400", "--seconds", "300", "--out", out.path, "--",
             Self.venvPython, Self.clientAdapter], in: Self.root)
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(3000))\(outcome.stderr.suffix(2000))")
        let summary = try #require(outcome.stdout.split(separator: "\n").last { $0.hasPrefix("fuzz: ") && $0.contains(" documents in ") })
        #expect(summary.contains("0 new finding(s)"), "\(summary)")
        #expect(summary.contains("example-python-client: layer 3 not declared"), "\(summary)")
        let run = try StrictJSON.parse(try Data(contentsOf: out.appendingPathComponent("run.json")), file: "run.json")
        guard case .object(let apart)? = run["outsideScope"] else {
            Issue.record("run.json has no outsideScope")
            return
        }
        #expect(!apart.isEmpty)
    }

    @Test("run --fuzz-seconds certifies and fuzzes in one step, and the report states both")
    func runAndFuzz() async throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("run-fuzz-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let outcome = try RunnerProcess.run(
            ["run", "--quiet", "--fuzz-seconds", "5", "--format", "json", "--output", report.path, "--",
             Self.venvPython, Self.clientAdapter], in: Self.root)
        #expect(outcome.stderr.contains("Certified for layers 1, 2"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("fuzzed "), "\(outcome.stderr)")
        let json = try StrictJSON.parse(try Data(contentsOf: report), file: "report")
        #expect(json["reportVersion"] == .string(RunReport.currentVersion))
        let fuzz = try #require(json["fuzz"])
        #expect(fuzz["seed"] == .number(1))
        guard case .number(let documents)? = fuzz["documents"], case .array(let found)? = fuzz["newFindings"] else {
            Issue.record("fuzz: \(fuzz)")
            return
        }
        #expect(documents > 0)
        #expect(outcome.status == (found.isEmpty ? 0 : 1), "a finding within the scope fails the run, else it passes")
    }

    @Test("python3 -m tools.mutation --schema: a sample of mutants judged by agreement and lint, the score printed")
    func schemaMutationSample() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("schema-mutation-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let outcome = try ShellCommand.run(
            ["python3", "-m", "tools.mutation", "--schema", "--sample", "2", "--seed", "1", "--runner", RunnerProcess.binary,
             "--json", report.path], in: Self.root)
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(3000))\n\(outcome.stderr.suffix(3000))")
        let summary = try #require(outcome.stdout.split(separator: "\n").last { $0.hasPrefix("mutation: ") })
        #expect(summary.contains(" of 2 schema mutants killed"), "\(summary)")
        let json = try StrictJSON.parse(try Data(contentsOf: report), file: "report")
        guard case .array(let mutants)? = json["mutants"] else {
            Issue.record("no mutants in the report")
            return
        }
        #expect(mutants.count == 2)
        for mutant in mutants {
            #expect(["killed", "survived", "equivalent", "undecided"].contains(mutant["status"]?.stringValue ?? ""))
            #expect(mutant["location"]?.stringValue?.hasPrefix("#") == true)
        }
    }
}
