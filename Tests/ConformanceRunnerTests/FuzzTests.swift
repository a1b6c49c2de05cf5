import Foundation
import MurtiConformance
import MurtiContract
import MurtiReferenceService
import MurtiValidator
import ConformanceTestSupport
import Testing
import OptionTable
@testable import conformance_runner

/// The differential fuzzer (docs/FUZZING.md): its command line, its Python unit tests, that
/// the built-in sides agree under the known-findings list, that it finds and shrinks both
/// planted drifts, and that its proposed expectation follows the reference when the schema
/// the engines judge with has drifted.
@Suite("Fuzzing", .contracts, .serialized, .tags(.slow), CITier.trait)
struct FuzzTests {
    @Test("fuzz flags, files after --replay, and the command after --")
    func parsing() throws {
        let arguments = try ParsedArguments([
            "--seconds", "5", "--seed", "42", "--out", "o", "--max-examples", "9",
            "--until", "x", "--", "python3", "a.py", "--regex", "python",
        ], spec: Verb.fuzz.spec)
        let options = try FuzzVerb.Options(arguments)
        #expect(options.seconds == 5 && options.seed == 42 && options.out == "o" && options.maxExamples == 9)
        #expect(options.until == "x" && options.timeout == DriverConfiguration.defaultTimeout && !options.replay)
        #expect(arguments.tail == ["python3", "a.py", "--regex", "python"])
        let replay = try ParsedArguments(["--replay", "a.json", "b.json"], spec: Verb.fuzz.spec)
        #expect(try FuzzVerb.Options(replay).replay)
        #expect(replay.positionals == ["a.json", "b.json"])
        #expect(throws: OptionError.badPositionals(
            command: "fuzz", got: ["a.json"], expected: "no positional arguments (or --replay FILE...)")) {
            _ = try FuzzVerb.handle(try ParsedArguments(["a.json"], spec: Verb.fuzz.spec))
        }
    }

    @Test("check --fuzz-seconds: a number of seconds, 0 to skip")
    func checkFuzzSeconds() throws {
        #expect(try CheckVerb.Options(ParsedArguments(["--fuzz-seconds", "0"], spec: Verb.check.spec)).fuzzSeconds == 0)
        #expect(try CheckVerb.Options(ParsedArguments([], spec: Verb.check.spec)).fuzzSeconds == FuzzRun.defaultSeconds)
    }

    @Test("the driver gets the four built-in sides, then the extra command")
    func driverCommand() throws {
        var fuzz = FuzzRun(
            workspace: try Workspace(corpus: RunnerProcess.packageRoot.appendingPathComponent("corpus").path),
            reference: ReferenceCommand(serve: [RunnerProcess.binary, "serve"]))
        fuzz.seed = 7
        fuzz.command = ["python3", "x.py"]
        let command = try fuzz.driverCommand()
        #expect(command[1].hasSuffix("fuzz/fuzz.py"))
        let sides = command.indices.filter { command[$0] == "--side" }.map { command[$0 + 1] }
        #expect(sides.count == 5)
        #expect(sides[0].contains(#""label":"reference""#) && sides[0].contains(#""--schema-only""#))
        #expect(sides[1].contains(#""label":"reference-client""#) && !sides[1].contains("--schema-only"))
        #expect(sides[2].contains("python_jsonschema_adapter.py"))
        #expect(sides[3].contains("jsonschema_rs_adapter.py"))
        #expect(sides[4] == #"{"command":["python3","x.py"]}"#)
        let seed = try #require(command.firstIndex(of: "--seed"))
        #expect(command[seed + 1] == "7")
    }

    @Test("the test-only grapheme switch moves maxLength from code points to graphemes, and only it")
    func graphemeSwitch() {
        // 129 code points, 65 grapheme clusters: over the node id's 128 only in code points.
        let id = String(repeating: "e\u{301}", count: 64) + "a"
        let document = Array(#"{"schemaVersion":"1.0","screen":{"key":"dashboard","root":{"type":"vstack","id":"\#(id)"}}}"#.utf8)
        var validator = Validator(profile: Profile(schemaVersion: "1.0"))
        #expect(validator.schemaVerdict(document).rule == "maxLength")  // docs/CONTRACT.md §1 Counting
        validator.testOnlyCountsGraphemes = true
        #expect(validator.schemaVerdict(document).outcome == .accept)
        #expect(ReferenceService.withTestSwitches(Validator(profile: Profile(schemaVersion: "1.0")))
            .testOnlyCountsGraphemes == ReferenceService.countsGraphemes)
    }

    @Test("the built-in sides agree on 300 documents of seed 1, beside the known findings")
    func builtInSidesAgree() async throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let outcome = try RunnerProcess.run([
            "fuzz", "--seed", "1", "--max-examples", "300", "--seconds", "600", "--out", out.path,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(3000))\n\(outcome.stderr.suffix(2000))")
        #expect(outcome.stdout.contains("300 documents in"))
        #expect(outcome.stdout.contains("0 new finding(s)"))
    }

    @Test("planted drift 1: Python's re ($ before a trailing newline) is found and shrunk")
    func trailingNewlineDrift() async throws {
        let python = try PythonSideTests.venvPython()
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let drifter = [python, "adapters/python_jsonschema_adapter.py", "--regex", "python"]
        let outcome = try RunnerProcess.run([
            "fuzz", "--seed", "1", "--seconds", "300", "--until", #"accept\[python-jsonschema-python-re\]"#,
            "--out", out.path, "--",
        ] + drifter)
        #expect(outcome.status == 1, "\(outcome.stdout.suffix(3000))\n\(outcome.stderr.suffix(2000))")
        let finding = try Self.finding(in: out, matching: "accept[python-jsonschema-python-re]")
        #expect(finding.signature.contains("reject:pattern[") && finding.signature.contains("reference"))
        // Shrunk: a few lines, and the string ECMA-262 refuses ends in a newline.
        #expect(finding.fixtureLines <= 12, "\(finding.fixture)")
        #expect(Self.strings(in: finding.document).contains { $0.hasSuffix("\n") }, "\(finding.fixture)")

        let replay = try RunnerProcess.run(["fuzz", "--replay", finding.folder.appendingPathComponent("fixture.json").path, "--"] + drifter)
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("finding: schema: accept[python-jsonschema-python-re]"))
    }

    @Test("planted drift 2: a reference counting graphemes for maxLength is found and shrunk")
    func graphemeDrift() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        // `env` passes the test-only switch to the fuzzer and so to the `serve` it starts.
        let outcome = try ShellCommand.run([
            "MURTI_TEST_COUNT_GRAPHEMES=1", RunnerProcess.binary, "fuzz", "--seed", "1", "--seconds", "300",
            "--until", #"accept\[reference\] \| reject:maxLength"#, "--out", out.path,
        ], in: RunnerProcess.packageRoot)
        #expect(outcome.status == 1, "\(outcome.stdout.suffix(3000))\n\(outcome.stderr.suffix(2000))")
        let finding = try Self.finding(in: out, matching: "accept[reference] | reject:maxLength[")
        #expect(finding.signature.contains("jsonschema-rs") && finding.signature.contains("python-jsonschema"))
        #expect(finding.fixtureLines <= 12, "\(finding.fixture)")
        // The witness: a string one code point over a bound (a node id or name 128, a
        // signature 1024, a value 4096) but within it in graphemes.
        let witness = Self.strings(in: finding.document).filter { $0.unicodeScalars.count > $0.count }
        #expect(witness.contains { [129, 1025, 4097].contains($0.unicodeScalars.count) && $0.count <= $0.unicodeScalars.count - 1 },
                "\(finding.fixture)")
    }

    @Test("a drifted schema: the proposed expectation's verdicts follow the reference, not the engines")
    func driftedSchemaProposal() async throws {
        let original = try String(
            contentsOf: RunnerProcess.packageRoot.appendingPathComponent("murti.schema.json"), encoding: .utf8)
        try #require(original.components(separatedBy: "\"maxLength\": 4096").count == 2)
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        // Both engines judge with value strings capped at 2048: they outvote the reference.
        let drifted = out.appendingPathComponent("drifted.schema.json")
        try original.replacingOccurrences(of: "\"maxLength\": 4096", with: "\"maxLength\": 2048")
            .write(to: drifted, atomically: true, encoding: .utf8)
        let outcome = try RunnerProcess.run([
            "fuzz", "--seed", "1", "--seconds", "300", "--schema", drifted.path,
            "--until", #"accept\[reference\] \| reject:maxLength\[jsonschema-rs,python-jsonschema\]"#,
            "--out", out.appendingPathComponent("findings").path,
        ])
        #expect(outcome.status == 1, "\(outcome.stdout.suffix(3000))\n\(outcome.stderr.suffix(2000))")
        let finding = try Self.finding(
            in: out.appendingPathComponent("findings"), matching: "accept[reference] | reject:maxLength[jsonschema-rs,python-jsonschema]")
        let proposal = try JSONSerialization.jsonObject(
            with: Data(contentsOf: finding.folder.appendingPathComponent("expectation.json")))
        let (id, value) = try #require((proposal as? [String: Any])?.first)
        let entry = try #require(value as? [String: Any])
        #expect(entry["schema"] as? String == "accept", "\(entry)")
        #expect(entry["outcome"] as? String == "accept", "\(entry)")
        #expect(id.hasPrefix("valid/fuzz/") || id.hasPrefix("invalid/fuzz/render-placeholder"), "\(id)")
        let description = try #require(entry["description"] as? String)
        #expect(description.contains("jsonschema-rs said reject:maxLength")
            && description.contains("python-jsonschema said reject:maxLength"), "\(description)")
    }

    // MARK: helpers

    struct FoundFinding {
        var signature: String
        var folder: URL
        var fixture: String
        var fixtureLines: Int
        var document: Any
    }

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The finding of `run.json` whose signature contains `fragment`, with its fixture.
    static func finding(in out: URL, matching fragment: String) throws -> FoundFinding {
        let run = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("run.json")))
        let new = try #require((run as? [String: Any])?["new"] as? [[String: Any]])
        let entry = try #require(new.first { ($0["signature"] as? String)?.contains(fragment) == true },
                                 "no finding with \(fragment) in \(new.map { $0["signature"] ?? "" })")
        let folder = URL(fileURLWithPath: try #require(entry["folder"] as? String))
        let data = try Data(contentsOf: folder.appendingPathComponent("fixture.json"))
        let text = String(decoding: data, as: UTF8.self)
        for name in ["expectation.json", "evidence.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
        return FoundFinding(
            signature: try #require(entry["signature"] as? String), folder: folder, fixture: text,
            fixtureLines: text.split(separator: "\n").count,
            document: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    /// Every string value (not member names) in a parsed JSON value.
    static func strings(in value: Any) -> [String] {
        if let text = value as? String { return [text] }
        if let array = value as? [Any] { return array.flatMap { strings(in: $0) } }
        if let object = value as? [String: Any] { return object.values.flatMap { strings(in: $0) } }
        return []
    }
}
