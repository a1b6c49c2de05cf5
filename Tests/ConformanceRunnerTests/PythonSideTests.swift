import Foundation
import MurtiProtocol
import Testing

/// The Python side of the project, driven from `swift test` so that the README's one test
/// command covers it: the one Python test command (every package's unit tests), the style
/// check, the corpus tools, and the third-party adapter example certified by the runner.
@Suite("Python side", .serialized, .tags(.slow), CITier.trait)
struct PythonSideTests {
    /// The pinned virtual environment's interpreter (`adapters/venv.py` creates it on first use).
    static func venvPython() throws -> String {
        let outcome = try ShellCommand.run(
            ["python3", "adapters/venv.py"], in: RunnerProcess.packageRoot)
        try #require(outcome.status == 0, "adapters/venv.py failed: \(outcome.stderr)")
        return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The one Python test command (CONTRIBUTING.md, docs/DECISIONS.md D115): discovery from the
    /// repository root finds the tests of adapters/, fuzz/, tools/ and examples/, run once here.
    @Test("the Python unit tests pass: python -m unittest discover from the root, under the pinned engines")
    func pythonUnitTests() async throws {
        let python = try Self.venvPython()
        let outcome = try ShellCommand.run(
            [python, "-m", "unittest", "discover"],
            in: RunnerProcess.packageRoot)
        #expect(outcome.status == 0, "\(outcome.stderr.suffix(4000))")
        #expect(outcome.stderr.contains("OK"))
    }

    /// The house style for Python (CONTRIBUTING.md): the pinned ruff of
    /// `adapters/requirements.txt` over the whole tree, with the settings of the root
    /// `pyproject.toml`. `--no-cache` keeps the check from writing `.ruff_cache` into the clone.
    @Test("the Python code passes ruff check . with the root pyproject.toml")
    func pythonStyle() async throws {
        let python = try Self.venvPython()
        let outcome = try ShellCommand.run(
            [python, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", "."],
            in: RunnerProcess.packageRoot)
        #expect(
            outcome.status == 0,
            "ruff check . exited \(outcome.status):\n\(outcome.stdout.suffix(6000))\n\(outcome.stderr.suffix(2000))")
    }

    /// The corpus tools (docs/DECISIONS.md D115, D117): expectations.json's canonical form (the
    /// one property of the file lint leaves to Python), the independent Python model of the
    /// rules, and the generator's byte-for-byte reproducibility.
    @Test(
        "the corpus tools agree with the committed corpus",
        arguments: [
            ["tools/corpus/format.py", "--check"],
            ["tools/corpus/crosscheck.py"],
            ["-m", "tools.corpus.generate", "--check"],
        ])
    func corpusTools(_ arguments: [String]) async throws {
        let outcome = try ShellCommand.run(["python3"] + arguments, in: RunnerProcess.packageRoot)
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(3000))\n\(outcome.stderr.suffix(3000))")
    }

    /// The anti-drift proof with the real engines: a schema copy whose bound moved by one
    /// makes `agreement` fail and name the fixture at that bound.
    @Test(
        "agreement --schema with one bound moved by one exits 1 naming the fixture at the bound",
        arguments: [
            ("\"maxItems\": 256", "\"maxItems\": 255", "valid/bounds/children-256.json"),
            ("\"maxLength\": 4096", "\"maxLength\": 4097", "invalid/schema/value/string-4097.json"),
        ])
    func agreementCatchesAMovedBound(_ bound: (from: String, to: String, fixture: String)) async throws {
        let schema = try String(
            contentsOf: RunnerProcess.packageRoot.appendingPathComponent("murti.schema.json"),
            encoding: .utf8)
        try #require(schema.components(separatedBy: bound.from).count == 2, "the bound must be unique")
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("moved-bound-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: copy) }
        try schema.replacingOccurrences(of: bound.from, with: bound.to)
            .write(to: copy, atomically: true, encoding: .utf8)
        let moved = try RunnerProcess.run(["agreement", "--schema", copy.path])
        #expect(moved.status == 1, "\(moved.stderr.suffix(2000))")
        #expect(moved.stdout.contains(bound.fixture), "\(moved.stdout.suffix(3000))")
    }

    @Test("the example third-party adapter is certified by the runner on the real corpus")
    func exampleAdapterIsCertified() async throws {
        let python = try Self.venvPython()
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("example-adapter-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let outcome = try RunnerProcess.run([
            "run", "--format", "json", "--output", report.path, "--jobs", "2", "--",
            python, "examples/python-adapter/adapter.py",
        ])
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(3000))\n\(outcome.stderr.suffix(2000))")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: report))
        let json = try #require(object as? [String: Any])
        let implementation = try #require(json["implementation"] as? [String: Any])
        #expect(implementation["schemaOnly"] as? Bool == true)
        let totals = try #require(json["totals"] as? [String: Any])
        #expect(totals["failed"] as? Int == 0)
        #expect(totals["errored"] as? Int == 0)
        let results = try #require(json["results"] as? [[String: Any]])
        let fixtures = try FileManager.default.subpathsOfDirectory(
            atPath: RunnerProcess.packageRoot.appendingPathComponent("corpus").path
        ).filter { ($0.hasPrefix("valid/") || $0.hasPrefix("invalid/")) && $0.hasSuffix(".json") }
        #expect(results.count == fixtures.count)
        #expect((totals["passed"] as? Int ?? 0) > fixtures.count / 2)
    }
}

extension PythonSideTests {
    @Test("the example client is certified for exactly the layers it declares, 1 and 2, on the real corpus")
    func exampleClientIsCertified() async throws {
        let python = try Self.venvPython()
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("example-client-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let outcome = try RunnerProcess.run([
            "run", "--format", "json", "--output", report.path, "--jobs", "2", "--",
            python, "examples/python-client-adapter/adapter.py",
        ])
        #expect(outcome.status == 0, "\(outcome.stderr.suffix(3000))")
        #expect(outcome.stderr.contains("; Certified for layers 1, 2; report: "), "\(outcome.stderr.suffix(2000))")
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: report))
        #expect(json["implementation"]?["schemaOnly"] == .bool(false))
        #expect(json["scope"]?["statement"] == .string("Certified for layers 1, 2"))
        #expect(json["scope"]?["notCertified"]?["layers"] == .array([.number(3), .number(4)]))
        #expect(json["totals"]?["failed"] == .number(0))
        #expect(json["totals"]?["errored"] == .number(0))
        guard case .number(let passed)? = json["perLayer"]?["2"]?["passed"] else {
            Issue.record("no layer-2 count")
            return
        }
        #expect(passed > 200)  // the schema keywords, the major gate, the minor policy and the bounds
        for layer in ["3", "4"] { #expect(json["perLayer"]?[layer]?["passed"] == .number(0), "layer \(layer)") }
    }
}

/// Runs any command and collects its exit status and output (stdout and stderr via files, so
/// large output cannot block the child).
enum ShellCommand {
    static func run(_ arguments: [String], in directory: URL) throws -> RunnerProcess.Outcome {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let output = try FileHandle(forWritingTo: outURL)
        let error = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return RunnerProcess.Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
