import Foundation
import Testing

/// What a first-time user runs into: unusable input is exit 2 with one message naming the
/// file and the fix; a run that cannot pass says why in its last lines.
@Suite("conformance-runner run: unusable input, first-run diagnostics (docs/CONTRACT.md §3–§5)", .tags(.slow))
struct RunInputTests {
    @Test("a trailing comma in expectations.json is exit 2 naming file, line:column and the fix, in run and agreement")
    func trailingComma() async throws {
        let corpus = try RunnerCorpus(entries: RunnerCorpus.cleanEntries + ",")
        defer { corpus.remove() }
        for verb in ["run", "agreement"] {
            let outcome = try RunnerProcess.run([verb, "--corpus", corpus.corpus.path, "--quiet"].filter { verb == "run" || $0 != "--quiet" })
            #expect(outcome.status == 2, "\(verb): \(outcome.stderr)")
            #expect(outcome.stdout.isEmpty, "\(verb)")
            #expect(outcome.stderr.contains("expectations.json:"), "\(verb): \(outcome.stderr)")
            #expect(outcome.stderr.contains("trailing comma"), "\(verb): \(outcome.stderr)")
            #expect(outcome.stderr.contains("remove the comma"), "\(verb): \(outcome.stderr)")
        }
    }

    @Test("a command that cannot be started is exit 2 with one message, not an errored run")
    func cannotStart() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--", "/nonexistent/adapter"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.components(separatedBy: "cannot start /nonexistent/adapter: ").count == 2, "\(outcome.stderr)")
    }

    @Test("--filter: a trailing slash selects the folder; an unterminated [ is exit 2")
    func filter() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let folder = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--filter", "invalid/schema/"])
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout.hasSuffix("1 passed, 0 failed, 0 errored, 0 skipped\n"), "\(folder.stdout)")
        let bad = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--filter", "["])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--filter [ is not a valid glob"), "\(bad.stderr)")
    }

    @Test("a fixture requiring an undeclared capability is never sent: unsupported, no actual")
    func unsupportedNotSent() async throws {
        // The implementation crashes on the envelope fixture: if it were sent, a restart would show.
        let entries = RunnerCorpus.cleanEntries
            + #", "valid/envelope/signed.json": {"outcome": "accept", "requires": ["envelope"], "schema": "reject", "description": "d"}"#
        let corpus = try RunnerCorpus(entries: entries, files: [
            "valid/seed.json": RunnerCorpus.validPayload, "invalid/schema/node-missing-type.json": RunnerCorpus.nodeMissingType,
            "valid/envelope/signed.json": "{}",
        ])
        defer { corpus.remove() }
        let command = try FakeImplementations.command(Self.crashOnEnvelope)
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--format", "json", "--"] + command)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["restarts"] as? Int == 0)
        let results = try #require(object["results"] as? [[String: Any]])
        let envelope = try #require(results.first { $0["id"] as? String == "valid/envelope/signed.json" })
        #expect(envelope["status"] as? String == "unsupported")
        #expect(envelope["actual"] == nil)
    }

    @Test("every case failing the same way: stderr tail under each error, one hint before the totals")
    func firstRunHint() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(
            "import sys\nsys.stderr.write('ModuleNotFoundError: No module named jsonschema\\n')\nsys.exit(1)\n")
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--"] + command)
        #expect(outcome.status == 1)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("    stderr: ModuleNotFoundError: No module named jsonschema"), "\(outcome.stdout)")
        #expect(lines.contains("hint: every case errored the same way: the implementation ended (exit status 1) "
            + "before answering start: ModuleNotFoundError: No module named jsonschema"), "\(outcome.stdout)")
        #expect(outcome.stderr.contains("run: every case errored the same way"))
    }

    @Test("a stale expected-failures line: exit 1, the line before the last says so, and the run's last line says why it exits 1")
    func staleExpectedFailure() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let file = corpus.root.appendingPathComponent("xfail.txt")
        try Data("valid/seed.json  was broken once\n".utf8).write(to: file)
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--quiet", "--expected-failures", file.path])
        #expect(outcome.status == 1)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "2 passed, 0 failed, 0 errored, 0 skipped")
        #expect(lines.dropLast().last == "expected failures: 1 baseline entry now passes (stale: remove line 1)")
        let last = outcome.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("run: 2 passed, 0 failed, 0 errored, 0 skipped; "), "\(outcome.stderr)")
        #expect(last.hasSuffix("; exit 1: 1 baseline entry now passes (stale: remove line 1)"), "\(outcome.stderr)")
    }

    @Test("run from another folder (swift run --package-path) uses the checkout's corpus; with none anywhere it says where it looked")
    func corpusOfTheCheckout() async throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let run = try RunnerProcess.run(
            ["run", "--quiet", "--filter", "valid/basic/minimal.json", "--format", "json"], in: elsewhere)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let corpus = try #require((report["corpus"] as? [String: Any])?["path"] as? String)
        #expect(corpus == RunnerProcess.packageRoot.appendingPathComponent("corpus").standardizedFileURL.path)
        // A copy of the binary outside any checkout, in a folder with no corpus: exit 2, naming
        // --corpus and every place looked in.
        let lonely = elsewhere.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
        try RunnerProcess.copyBinary(to: lonely.appendingPathComponent("conformance-runner"))
        let lost = try RunnerProcess.run(
            executable: lonely.appendingPathComponent("conformance-runner"), ["run", "--quiet"], in: elsewhere,
            environment: ProcessInfo.processInfo.environment)
        #expect(lost.status == 2)
        let text = lost.stderr
        #expect(text.contains("pass --corpus DIR"), "\(text)")
        #expect(text.contains(elsewhere.appendingPathComponent("corpus").standardizedFileURL.path), "\(text)")
    }

    @Test("diff with one report, import of a missing folder: exit 2 with a message of our own")
    func argumentMessages() async throws {
        let diff = try RunnerProcess.run(["diff", "A.json"])
        #expect(diff.status == 2)
        #expect(diff.stderr.contains("diff needs two reports: diff BEFORE.json AFTER.json"), "\(diff.stderr)")
        let missing = "/nonexistent/bank-\(UUID().uuidString)"
        let bank = try RunnerProcess.run(["import", missing])
        #expect(bank.status == 2)
        #expect(bank.stderr.contains("the folder \(missing) does not exist"), "\(bank.stderr)")
        let report = try RunnerProcess.run(["diff", missing + "/a.json", missing + "/b.json"])
        #expect(report.status == 2)
        #expect(report.stderr.contains("no such file"), "\(report.stderr)")
        #expect(!report.stderr.contains("..") && !report.stderr.contains("The file"), "\(report.stderr)")
    }

    /// Accepts everything, but exits 3 when it is sent an id under `valid/envelope/`.
    static let crashOnEnvelope = #"""
        import json, sys
        for line in sys.stdin:
            m = json.loads(line)
            if m["cmd"] == "start":
                print(json.dumps({"protocol": 1, "implementation": {"name": "no-envelope", "version": "1", "language": "Python"}}), flush=True)
            elif m["cmd"] == "stop":
                break
            elif m["id"].startswith("valid/envelope/"):
                sys.exit(3)
            else:
                print(json.dumps({"seq": m["seq"], "outcome": "reject" if m["id"].startswith("invalid/") else "accept", "layer": 2, "rule": "required"}), flush=True)
        """#
}
