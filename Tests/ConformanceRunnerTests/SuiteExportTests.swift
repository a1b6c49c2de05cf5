import Foundation
import Testing
import MurtiProtocol

/// `export --format json-schema-test-suite` end to end (docs/MATRIX.md "Export"): the files pass
/// the suite's format, every fixture is exported or left out with a reason, and run as a suite
/// runner runs them, python-jsonschema and jsonschema-rs give the verdicts `agreement` gives,
/// drift included.
@Suite("conformance-runner export --format json-schema-test-suite", .serialized, .tags(.slow), CITier.trait)
struct SuiteExportTests {
    /// The summary `adapters/suite_runner.py` prints for `folder`.
    static func runSuite(_ python: String, _ folder: URL, regex: String = "ecma") async throws -> (status: Int32, report: [String: Any]) {
        let outcome = try ShellCommand.run(
            [python, "adapters/suite_runner.py", folder.path, "--regex", regex], in: RunnerProcess.packageRoot)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
        return (outcome.status, try #require(object as? [String: Any], "\(outcome.stderr.suffix(2000))"))
    }

    @Test("the export passes the format check, covers every fixture once, and gives agreement's verdicts")
    func export() async throws {
        let python = try MatrixBrowserTests.venvPython()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suite-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try RunnerProcess.run(["export", "--format", "json-schema-test-suite", "--output", folder.path, "--jobs", "2"])
        try #require(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.contains("fixtures left out"), "\(written.stderr)")
        let tests = folder.appendingPathComponent("tests/draft2020-12")

        // The format, and the pinned engines with no layer 1, as a suite runner calls them.
        let (status, report) = try await Self.runSuite(python, tests)
        #expect(status == 0, "\(report["formatProblems"] ?? "")")
        #expect((report["formatProblems"] as? [String])?.isEmpty == true)
        let mismatches = try #require(report["mismatches"] as? [String: [String]])
        #expect(mismatches == ["python-jsonschema": [], "jsonschema-rs": []])

        // Every fixture exactly once: a test, or a line of left-out.json with its reason.
        let exported = try #require(report["ids"] as? [String])
        let leftOutObject = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("left-out.json")))
        let leftOut = try #require((leftOutObject as? [String: Any])?["leftOut"] as? [[String: String]])
        let expectations = try JSONSerialization.jsonObject(
            with: Data(contentsOf: RunnerProcess.packageRoot.appendingPathComponent("corpus/expectations.json")))
        let entries = try #require((expectations as? [String: Any])?["fixtures"] as? [String: [String: Any]])
        #expect(Set(exported).count == exported.count)
        #expect(Set(exported).isDisjoint(with: leftOut.compactMap { $0["id"] }))
        #expect(Set(exported).union(leftOut.compactMap { $0["id"] }) == Set(entries.keys))
        for line in leftOut {
            let entry = entries[line["id"] ?? ""]
            let layerOne = (entry?["rule"] as? String)?.hasPrefix("decode.") == true
            #expect(layerOne || entry?["informational"] as? Bool == true, "\(line)")
            #expect(line["reason"]?.isEmpty == false)
        }
        // The NFC and NFD spellings of a name are two names: such a document is a test.
        #expect(exported.contains("valid/unicode/nfc-nfd-prop-names.json"))
        #expect(exported.count > 500)

        // Drift: python-jsonschema on Python's re. agreement's disagreements for that side are
        // exactly the tests it gets wrong as a suite runner runs it.
        let agreement = try RunnerProcess.run(
            ["agreement", "--no-reference", "--format", "json", "--jobs", "2", "--",
             python, "adapters/python_jsonschema_adapter.py", "--regex", "python"])
        #expect(agreement.status == 1, "\(agreement.stderr.suffix(2000))")
        let joined = try #require(try JSONSerialization.jsonObject(with: Data(agreement.stdout.utf8)) as? [String: Any])
        let rows = try #require(joined["disagreements"] as? [[String: Any]])
        var disagreeing: [String: Set<String>] = [:]
        for row in rows {
            for (side, verdict) in row["verdicts"] as? [String: [String: Any]] ?? [:]
            where ["verdict", "noVerdict"].contains(verdict["comparison"] as? String) {
                disagreeing[side, default: []].insert(row["id"] as? String ?? "?")
            }
        }
        let drifted = disagreeing["python-jsonschema (Python re)", default: []]
        #expect(!drifted.isEmpty)
        #expect(disagreeing["python-jsonschema"] == nil && disagreeing["jsonschema-rs"] == nil)
        let (driftStatus, driftReport) = try await Self.runSuite(python, tests, regex: "python")
        #expect(driftStatus == 1)
        let driftMismatches = try #require(driftReport["mismatches"] as? [String: [String]])
        #expect(Set(driftMismatches["python-jsonschema (Python re)"] ?? []) == drifted.intersection(exported))
        #expect(driftMismatches["jsonschema-rs"] == [])
    }

    @Test("the format check fails a file that breaks the suite's format, naming the file and the pointer")
    func formatCheckBites() async throws {
        let python = try MatrixBrowserTests.venvPython()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suite-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"[{"description": "x", "schema": true, "tests": [{"description": "t", "data": 1, "valid": "yes", "extra": 1}]}]"#.utf8)
            .write(to: folder.appendingPathComponent("bad.json"))
        let (status, report) = try await Self.runSuite(python, folder)
        #expect(status == 1)
        let problems = report["formatProblems"] as? [String] ?? []
        #expect(problems.contains { $0.hasPrefix("bad.json at /0/tests/0") && $0.contains("'yes' is not of type 'boolean'") }, "\(problems)")
        #expect(problems.contains { $0.contains("'extra' was unexpected") }, "\(problems)")
    }

    @Test("a Flow-UI corpus has no schema verdicts: export says so, exit 2")
    func flowUIRefused() async throws {
        let outcome = try RunnerProcess.run(["export", "--format", "json-schema-test-suite", "--corpus", "corpus-flow-ui", "--output", "/tmp/never"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("has no schema verdicts"), "\(outcome.stderr)")
        let noFormat = try RunnerProcess.run(["export"])
        #expect(noFormat.status == 2)
        #expect(noFormat.stderr.contains("--format json-schema-test-suite"))
    }
}
