import Foundation
import Testing

/// Certificates that mean what they say (docs/CONTRACT.md §3–§5 v1.1), end to end through `run`.
@Suite("conformance-runner run: scope, levels, adapters as they really are", .tags(.slow))
struct CertificateTests {
    static func json(_ text: String) async throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("an adapter declaring no layer that accepts everything is never certified and exits 1")
    func noLayers() async throws {
        let corpus = try ScopeCorpus.make()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeAdapterHabits.python(layers: "[]", answer: FakeAdapterHabits.acceptAll))
        for format in ["text", "markdown", "junit", "json", "badge"] {
            let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--format", format, "--"] + command)
            #expect(outcome.status == 1, "\(format)")
            #expect(!outcome.stdout.contains("Certified for"), "\(format): \(outcome.stdout)")
            #expect(!outcome.stdout.contains("**Certified"), "\(format)")
        }
        let text = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--"] + command).stdout
        #expect(text.contains("implementation.layers: [] declares nothing to certify"), "\(text)")
        #expect(text.hasSuffix("0 passed, 0 failed, 4 errored, 0 skipped\n"), "\(text)")
    }

    @Test("an adapter declaring [1, 2] has no passed result at layers 3 and 4; they are named not certified")
    func twoLayers() async throws {
        let corpus = try ScopeCorpus.make()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeAdapterHabits.python(layers: "[1, 2]", answer: FakeAdapterHabits.answerRight))
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--format", "json", "--"] + command)
        #expect(outcome.status == 0, "\(outcome.stdout)")
        let report = try await Self.json(outcome.stdout)
        let results = try #require(report["results"] as? [[String: Any]])
        for result in results {
            let expected = try #require(result["expected"] as? [String: Any])
            if let layer = expected["layer"] as? Int, layer >= 3 {
                #expect(result["status"] as? String == "unsupported", "\(result)")
            }
        }
        #expect(results.filter { $0["status"] as? String == "passed" }.count == 2)
        let scope = try #require(report["scope"] as? [String: Any])
        #expect(scope["statement"] as? String == "Certified for layers 1, 2")
        let notCertified = try #require(scope["notCertified"] as? [String: Any])
        #expect(notCertified["layers"] as? [Int] == [3, 4])
        #expect(notCertified["fixtures"] as? Int == 2)
        let text = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--show", "all", "--"] + command).stdout
        #expect(text.contains("not certified (outside the declared scope): layers 3, 4 (2 unsupported fixtures: layer 3: 1, layer 4: 1)"), "\(text)")
        #expect(text.contains("UNSUPPORTED invalid/semantic/unknown-screen.json: layer 3 not declared"), "\(text)")
    }

    @Test("wrong rule names are shown apart from wrong verdicts in every format")
    func wrongNames() async throws {
        let corpus = try ScopeCorpus.make()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeAdapterHabits.python(layers: "[1, 2, 3, 4]", answer: FakeAdapterHabits.wrongName))
        func run(_ format: String) async throws -> String {
            let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--format", format, "--"] + command)
            #expect(outcome.status == 1)
            return outcome.stdout
        }
        let text = try await run("text")
        #expect(text.contains("FAIL (wrong name) invalid/schema/node-missing-type.json: expected reject layer 2 required"), "\(text)")
        #expect(text.contains("FAIL (wrong answer) invalid/semantic/unknown-screen.json: expected reject layer 3 semantic.screen"))
        #expect(text.contains("    fixture: a screen key the profile does not know"))
        #expect(text.contains("(1 wrong answer, 1 wrong name)"))
        let md = try await run("markdown")
        #expect(md.contains("## Wrong answers (1)") && md.contains("## Wrong names (1)"), "\(md)")
        let junit = try await run("junit")
        #expect(junit.contains("type=\"wrongName\"") && junit.contains("type=\"wrongAnswer\""), "\(junit)")
        let totals = try await #require(try Self.json(try run("json"))["totals"] as? [String: Any])
        #expect(totals["wrongNames"] as? Int == 1)
        #expect(totals["wrongAnswers"] as? Int == 1)
        let levels = try #require(totals["levels"] as? [String: Int])
        #expect(levels == ["graded": 4, "verdict": 3, "rule": 2, "strict": 2], "no cost level without --max-case-ms (docs/DECISIONS.md 48)")
    }

    @Test("a debug line before every answer, and a banner before start: everything answered right passes")
    func debugLines() async throws {
        let corpus = try ScopeCorpus.make()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeAdapterHabits.python(
            layers: "[1, 2, 3, 4]", answer: FakeAdapterHabits.answerRight,
            before: "print('debug: validating ' + m['id'], flush=True)", banner: "print('fake adapter ready', flush=True)"))
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "1", "--format", "json", "--"] + command)
        #expect(outcome.status == 0, "\(outcome.stdout)")
        let report = try await Self.json(outcome.stdout)
        #expect((report["totals"] as? [String: Any])?["passed"] as? Int == 4)
        #expect(report["restarts"] as? Int == 0)
        let noise = try #require(report["noise"] as? [String: Any])
        #expect(noise["lines"] as? Int == 5)
        let first = try #require(noise["first"] as? [[String: String]])
        #expect(first.first == ["line": "fake adapter ready"])
        #expect(first.dropFirst().first == ["line": "debug: validating invalid/render/lottie.json", "case": "invalid/render/lottie.json"])
        let text = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "1", "--"] + command).stdout
        #expect(text.contains("stdout noise: 5 lines not starting with {"), "\(text)")
        #expect(text.contains("    \"fake adapter ready\" during start"))
    }

    @Test("Node: console.log before every answer passes everything answered right",
          .enabled(if: FakeAdapterHabits.node != nil))
    func nodeConsoleLog() async throws {
        let corpus = try ScopeCorpus.make()
        defer { corpus.remove() }
        let command = try FakeAdapterHabits.nodeCommand(FakeAdapterHabits.nodeAdapter(layers: "[1, 2, 3, 4]", crashOnSchema: false))
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--"] + command)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.hasSuffix("4 passed, 0 failed, 0 errored, 0 skipped\n"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("\"murti-node adapter 0.0.1 listening\" during start"))
    }

    @Test("Node: a TypeError thrown on one case: its exception line is in the text report; the rest pass",
          .enabled(if: FakeAdapterHabits.node != nil))
    func nodeTypeError() async throws {
        let corpus = try ScopeCorpus.make()
        defer { corpus.remove() }
        let command = try FakeAdapterHabits.nodeCommand(FakeAdapterHabits.nodeAdapter(layers: "[1, 2, 3, 4]", crashOnSchema: true))
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "1", "--"] + command)
        #expect(outcome.status == 1)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("ERROR invalid/schema/node-missing-type.json: harness error (crash)") }, "\(outcome.stdout)")
        #expect(lines.contains { $0.hasPrefix("    stderr: TypeError: Cannot read properties of undefined") }, "\(outcome.stdout)")
        #expect(outcome.stdout.hasSuffix("3 passed, 0 failed, 1 errored, 0 skipped\n"))
    }

    @Test("a stack trace on stderr longer than five lines keeps its exception line in the text report")
    func longTrace() async throws {
        let corpus = try ScopeCorpus.make()
        defer { corpus.remove() }
        let crash = """
            def answer(m):
                if m["id"] == "invalid/schema/node-missing-type.json":
                    sys.stderr.write("TypeError: node.type is undefined\\n" + "".join("    at frame %d\\n" % k for k in range(40)))
                    sys.stderr.flush()
                    sys.exit(1)
                return RIGHT[m["id"]]
            """
        let command = try FakeImplementations.command(FakeAdapterHabits.python(layers: "[1, 2, 3, 4]", answer: crash))
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--"] + command)
        #expect(outcome.stdout.contains("    stderr: TypeError: node.type is undefined\n"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("    stderr:     at frame 39\n"))
    }

    @Test("an implementation that never answers start: every case errs within 30 s, after two handshakes")
    func neverStarts() async throws {
        let corpus = try await RunTests.acceptCorpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command("import sys, time\nsys.stdin.readline()\ntime.sleep(3600)\n")
        let started = Date()
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "2", "--format", "json", "--"] + command)
        let elapsed = Date().timeIntervalSince(started)
        #expect(outcome.status == 1)
        #expect(elapsed < 30, "\(elapsed) s")
        let report = try await Self.json(outcome.stdout)
        let results = try #require(report["results"] as? [[String: Any]])
        #expect(results.count == 10)
        #expect(results.allSatisfy { $0["status"] as? String == "errored" })
        let kinds = results.compactMap { ($0["actual"] as? [String: Any])?["harness"] as? String }
        #expect(kinds.filter { $0 == "futileRestarts" }.count == 8, "\(kinds)")
        // Each worker's first process, and at most one restart begun before the verdict.
        #expect((report["restarts"] as? Int ?? 99) <= 1)
    }

    @Test("run --output FILE still prints a one-line summary on stderr, in every format")
    func outputSummary() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeImplementations.alwaysAccept)
        for format in ["junit", "json", "text"] {
            let file = corpus.root.appendingPathComponent("report.\(format)")
            let outcome = try RunnerProcess.run(
                ["run", "--corpus", corpus.corpus.path, "--quiet", "--format", format, "--output", file.path, "--"] + command)
            #expect(outcome.status == 1)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.hasSuffix(
                "run: 1 passed, 1 failed, 0 errored, 0 skipped; Not certified (declared: layers 1, 2, 3, 4); required passed 0 of 1; "
                    + "failed: 1 wrong answer, 0 wrong names; report: \(file.path); exit 1: 1 fixture did not pass (1 failed)\n"),
                "\(outcome.stderr)")
        }
    }

    @Test("a baseline written by --write-expected-failures exits 0 once written, and makes the same run exit 0")
    func baselineRoundTrip() async throws {
        let corpus = try ScopeCorpus.make()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeAdapterHabits.python(layers: "[1, 2, 3, 4]", answer: FakeAdapterHabits.wrongName))
        let baseline = corpus.root.appendingPathComponent("baseline.txt").path
        let first = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--quiet", "--write-expected-failures", baseline, "--"] + command)
        #expect(first.status == 0)
        #expect(first.stderr.contains("run: wrote 2 failing fixture ids to \(baseline)"), "\(first.stderr)")
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.contains("\ninvalid/schema/node-missing-type.json  # failed, wrong name: "))
        let second = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--expected-failures", baseline, "--"] + command)
        #expect(second.status == 0, "\(second.stdout)")
        #expect(second.stdout.contains("XFAIL 2 expected failures (listed in the baseline; run --show all lists them)"))
        let all = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--quiet", "--show", "all", "--expected-failures", baseline, "--"] + command)
        #expect(all.stdout.contains("XFAIL invalid/schema/node-missing-type.json"))
    }

    @Test("--max-case-ms: a right answer slower than the limit fails apart, at the cost level")
    func maxCaseMilliseconds() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let slow = """
            import time
            def answer(m):
                if m["id"] == "valid/seed.json":
                    time.sleep(0.4)
                return RIGHT[m["id"]]
            """
        let command = try FakeImplementations.command(FakeAdapterHabits.python(layers: "[1, 2, 3, 4]", answer: slow))
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--max-case-ms", "150", "--"] + command)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("COST valid/seed.json: too slow: answered in "), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("--max-case-ms 150: 1 too slow"))
        #expect(outcome.stdout.hasSuffix("1 passed, 1 failed, 0 errored, 0 skipped\n"))
        let unlimited = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--"] + command)
        #expect(unlimited.status == 0)
    }

    @Test("--max-restarts N: past N restarts every remaining case errs with the budget")
    func maxRestarts() async throws {
        let corpus = try await RunTests.acceptCorpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeImplementations.crashEvery, arguments: ["1"])
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "1", "--max-restarts", "2", "--format", "json", "--"] + command)
        let report = try await Self.json(outcome.stdout)
        #expect(report["restarts"] as? Int == 2)
        let kinds = try #require(report["results"] as? [[String: Any]]).compactMap { ($0["actual"] as? [String: Any])?["harness"] as? String }
        #expect(kinds == ["crash", "crash", "crash"] + Array(repeating: "restartBudget", count: 7))
    }

    @Test("diff: a failed case that now errs is a regression (exit 1)")
    func diffFailedToErrored() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let failing = corpus.root.appendingPathComponent("failing.json").path
        let crashing = corpus.root.appendingPathComponent("crashing.json").path
        let accept = try FakeImplementations.command(FakeImplementations.alwaysAccept)
        _ = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--format", "json", "--output", failing, "--"] + accept)
        let crash = try FakeImplementations.command(FakeAdapterHabits.python(layers: "[1, 2, 3, 4]", answer: """
            def answer(m):
                if m["id"].startswith("invalid/"):
                    sys.exit(3)
                return {"outcome": "accept"}
            """))
        _ = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--format", "json", "--output", crashing, "--"] + crash)
        let diff = try RunnerProcess.run(["diff", failing, crashing])
        #expect(diff.status == 1, "\(diff.stdout)")
        #expect(diff.stdout.contains("REGRESSED invalid/schema/node-missing-type.json: failed → errored"), "\(diff.stdout)")
    }
}
