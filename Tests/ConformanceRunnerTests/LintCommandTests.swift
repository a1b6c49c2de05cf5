import Foundation
import Testing

@Suite("conformance-runner lint, check over corpora", .tags(.slow))
struct LintCommandTests {
    /// ``RunnerCorpus/cleanEntries`` sorted by id, as lint wants expectations.json.
    static let sortedEntries = #"""
        "invalid/schema/node-missing-type.json": {"outcome": "reject", "layer": 2, "rule": "required",
          "path": "/screen/root/children/0", "description": "a node with no type"},
        "valid/seed.json": {"outcome": "accept", "description": "the seed's valid fixture, trimmed"}
        """#

    @Test("a clean temporary corpus lints clean: exit 0")
    func clean() async throws {
        let corpus = try RunnerCorpus(entries: Self.sortedEntries)
        defer { corpus.remove() }
        let outcome = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.hasSuffix("lint: 2 fixtures, no problems\n"))
    }

    @Test("a broken corpus: each problem names its file, exit 1; --format github annotates")
    func broken() async throws {
        let entries = #"""
            "invalid/gone.json": {"outcome": "reject", "layer": 2, "rule": "required", "path": "", "description": "no file"},
            "invalid/schema/node-missing-type.json": {"outcome": "reject", "layer": 2, "rule": "required",
              "path": "/screen/root/children/0", "description": "a node with no type"},
            "invalid/schema/typo.json": {"outcome": "reject", "layer": 2, "rule": "requierd", "path": "/screen/root/children/0", "description": "typo"},
            "invalid/schema/wrong-path.json": {"outcome": "reject", "layer": 2, "rule": "required", "path": "/screen", "description": "path"},
            "valid/seed.json": {"outcome": "accept", "description": "the seed's valid fixture, trimmed"}
            """#
        let corpus = try RunnerCorpus(entries: entries, files: [
            "valid/seed.json": RunnerCorpus.validPayload,
            "invalid/schema/node-missing-type.json": RunnerCorpus.nodeMissingType,
            // The same document, spelt with other trailing whitespace: byte-identical fixtures
            // would be a problem of their own.
            "invalid/schema/typo.json": RunnerCorpus.nodeMissingType + " ",
            "invalid/schema/wrong-path.json": RunnerCorpus.nodeMissingType + "\n\n",
            "invalid/orphan.json": "{}",
        ])
        defer { corpus.remove() }
        let outcome = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path])
        #expect(outcome.status == 1)
        let text = outcome.stdout
        #expect(text.contains("/corpus/invalid/orphan.json: a fixture file with no entry"), "\(text)")
        #expect(text.contains("invalid/gone.json: an entry with no file"))
        // The typo is one problem: the reference naming "required" only repeats it.
        #expect(text.contains("rule \"requierd\" is not in the catalogue"))
        #expect(!text.contains("typo.json: expected"))
        #expect(text.contains(#"/corpus/invalid/schema/wrong-path.json: same rule, other instance location: expected "/screen", reference "/screen/root/children/0""#), "\(text)")
        #expect(text.contains("lint: 6 fixtures, 4 problems"), "\(text)")
        let github = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path, "--format", "github"])
        #expect(github.status == 1)
        #expect(github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=") }.count == 4)
    }

    @Test("expectations.json is checked against expectations.schema.json with the pinned engine")
    func expectationsSchema() async throws {
        let corpus = try RunnerCorpus(entries: Self.sortedEntries)
        defer { corpus.remove() }
        try corpus.write("expectations.schema.json", #"""
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
             "properties": {"fixtures": {"additionalProperties": {"properties": {"description": {"minLength": 25}}}}}}
            """#)
        let outcome = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path])
        #expect(outcome.status == 1)
        // "a node with no type" is 19 characters; the seed's description is longer than 25.
        #expect(outcome.stdout.contains(
            #"invalid/schema/node-missing-type.json: "description" is shorter than the minimum length 25"#), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("~1"))
        #expect(outcome.stdout.contains("lint: 2 fixtures, 1 problem\n"))
    }

    @Test("check: lint, run and agreement pass on a clean corpus (exit 0) and name the part that fails")
    func check() async throws {
        let corpus = try RunnerCorpus(entries: Self.sortedEntries)
        defer { corpus.remove() }
        let passed = try RunnerProcess.run(["check", "--corpus", corpus.corpus.path, "--fuzz-seconds", "0"])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.contains("lint: 2 fixtures, no problems"))
        #expect(passed.stdout.contains("run (murti-swift-reference"))
        #expect(passed.stdout.contains("agreement: 3 sides, 2 fixtures, 0 disagreements"))
        #expect(passed.stdout.hasSuffix("check: passed\n"))
        // Each part on stderr as it starts and as it ends, with its seconds; no carriage
        // return, stderr not being a terminal.
        let steps = passed.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("check: ") }
        #expect(steps.first == "check: lint \(corpus.corpus.path)/ …", "\(passed.stderr)")
        let ended = #/^check: (lint|run \(murti-swift-reference 1\.0\.0\)|agreement): .* \(\d+\.\d s\)$/#
        #expect(steps.filter { $0.wholeMatch(of: ended) != nil }.count == 3, "\(steps)")
        #expect(steps.contains { $0.hasPrefix("check: run (murti-swift-reference 1.0.0): 2 passed, 0 failed, 0 errored, 0 skipped (") })
        #expect(!passed.stderr.contains("\r"))

        let wrong = Self.sortedEntries.replacingOccurrences(
            of: #""valid/seed.json": {"outcome": "accept""#,
            with: #""valid/seed.json": {"outcome": "reject", "layer": 3, "rule": "semantic.screen", "path": "/screen/key""#)
        let broken = try RunnerCorpus(entries: wrong)
        defer { broken.remove() }
        let failed = try RunnerProcess.run(["check", "--corpus", broken.corpus.path, "--fuzz-seconds", "0"])
        #expect(failed.status == 1)
        #expect(failed.stdout.hasSuffix("check: FAILED (lint, run)\n"), "\(failed.stdout)")
    }

    @Test("outside a checkout, with no adapters/ to find, lint and check are usage errors (exit 2) naming MURTI_ADAPTERS_DIR")
    func noAdapters() async throws {
        // A copy of the binary in a folder with no adapters/ above it, run without
        // MURTI_ADAPTERS_DIR: nothing leads back to the checkout.
        let corpus = try RunnerCorpus(entries: Self.sortedEntries)
        defer { corpus.remove() }
        let binary = corpus.root.appendingPathComponent("conformance-runner")
        try RunnerProcess.copyBinary(to: binary)
        for verb in [["lint"], ["check", "--fuzz-seconds", "0"]] {
            let outcome = try RunnerProcess.run(
                executable: binary, verb + ["--corpus", corpus.corpus.path], in: corpus.root,
                environment: ProcessInfo.processInfo.environment.filter { $0.key != "MURTI_ADAPTERS_DIR" })
            #expect(outcome.status == 2, "\(verb): \(outcome.stderr)")
            #expect(outcome.stderr.contains("MURTI_ADAPTERS_DIR"), "\(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").last?.hasPrefix("conformance-runner: ") == true, "\(outcome.stderr)")
        }
    }

    @Test("with no python3 on PATH, the verbs that set up the engines say so (exit 2); protocol-check needs no Python")
    func noPython() async throws {
        let corpus = try RunnerCorpus(entries: Self.sortedEntries)
        defer { corpus.remove() }
        // A copy of the binary with no adapters/ above it, and a PATH with no python3 in it.
        let binary = corpus.root.appendingPathComponent("conformance-runner")
        try RunnerProcess.copyBinary(to: binary)
        let empty = corpus.root.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        func run(_ arguments: [String], adapters: Bool) async throws -> RunnerProcess.Outcome {
            var environment = ["PATH": empty.path]
            if adapters { environment["MURTI_ADAPTERS_DIR"] = RunnerProcess.packageRoot.appendingPathComponent("adapters").path }
            return try RunnerProcess.run(executable: binary, arguments, in: corpus.root, environment: environment)
        }
        for verb in [["lint"], ["agreement"], ["check", "--fuzz-seconds", "0"], ["fuzz", "--seconds", "1"]] {
            let outcome = try await run(verb + ["--corpus", corpus.corpus.path], adapters: true)
            #expect(outcome.status == 2, "\(verb): \(outcome.stderr)")
            #expect(outcome.stderr.contains("python3 not found on PATH (\(empty.path)): install Python 3.11+ with venv"), "\(outcome.stderr)")
            #expect(!outcome.stderr.contains("check the network"), "\(outcome.stderr)")
        }
        let checked = try await run(
            ["protocol-check", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "1", "--", binary.path, "serve"], adapters: false)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stderr.contains("protocol-check: 6 lines: 3 requests, 3 answers, 0 noise; 0 bad, 0 requests unanswered"))
    }

    @Test("the real corpus, when present, lints clean and the reference passes it")
    func realCorpus() async throws {
        let corpus = RunnerProcess.packageRoot.appendingPathComponent("corpus")
        guard FileManager.default.fileExists(atPath: corpus.appendingPathComponent("expectations.json").path) else { return }
        let lint = try RunnerProcess.run(["lint", "--corpus", corpus.path])
        #expect(lint.status == 0, "\(lint.stdout)")
        let run = try RunnerProcess.run(["run", "--corpus", corpus.path, "--quiet"])
        #expect(run.status == 0, "\(run.stdout)")
    }
}
