import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("Run report diagnostics: stderr tails, the every-case hint, expected-failure problems", .contracts)
struct RunReportDiagnosticsTests {
    static let exitedBeforeStart = HarnessError.exitedBeforeStart(
        termination: .exited(status: 1),
        stderrTail: "Traceback (most recent call last):\n  File \"adapter.py\", line 3, in <module>\n"
            + "    import jsonschema\nModuleNotFoundError: No module named 'jsonschema'")

    /// A report of `results` (fixture id → what the driver got), graded for a client.
    static func report(_ cases: [(String, CaseResult)], implementation: ImplementationInfo? = nil) -> RunReport {
        var grader = Grader(implementation: implementation ?? ImplementationInfo(name: "unknown", version: "", language: "", layers: [1, 2, 3, 4]))
        grader.capabilitiesKnown = implementation != nil
        let expectation = Expectation(outcome: .accept, description: "d")
        return RunReport(
            implementation: implementation, corpus: .init(path: "corpus", corpusVersion: "1.0.0", sha256: ""),
            results: cases.map { grader.grade(SampleRun.fixture($0.0, expectation), $0.1) }, partial: false,
            startedAt: Date(timeIntervalSince1970: 0), durationSeconds: 1)
    }

    @Test("text: the stderr tail follows an errored fixture, indented; a repeated tail is not repeated")
    func textTail() {
        let report = Self.report([
            ("valid/a.json", .harnessError(Self.exitedBeforeStart)),
            ("valid/b.json", .harnessError(Self.exitedBeforeStart)),
        ])
        let lines = report.rendered(as: .text).split(separator: "\n").map(String.init)
        let first = lines.firstIndex { $0.hasPrefix("ERROR valid/a.json: ") } ?? -1
        #expect(first >= 0)
        #expect(Array(lines[(first + 1)...(first + 5)]) == [
            "    fixture: d",
            "    stderr: Traceback (most recent call last):",
            "    stderr:   File \"adapter.py\", line 3, in <module>",
            "    stderr:     import jsonschema",
            "    stderr: ModuleNotFoundError: No module named 'jsonschema'",
        ])
        #expect(lines[first + 6].hasPrefix("ERROR valid/b.json: "))
        #expect(lines[first + 8] == "    stderr: the same as under valid/a.json")
    }

    @Test("the excerpt keeps the first 5 and the last 5 non-blank lines, each at most 240 characters")
    func excerptCap() throws {
        let many = (1...12).map { "line \($0)" }.joined(separator: "\n\n")
        let long = String(repeating: "x", count: 2000)
        let report = Self.report([
            ("valid/a.json", .harnessError(.crashed(termination: .signaled(signal: 11), stderrTail: many))),
            ("valid/b.json", .harnessError(.crashed(termination: .signaled(signal: 11), stderrTail: "start\n" + long))),
            ("valid/c.json", .harnessError(.crashed(termination: .signaled(signal: 11), stderrTail: "one\ntwo"))),
        ])
        let lines = try #require(RunReport.stderrExcerpt(report.results[0]))
        #expect(lines == [
            "line 1", "line 2", "line 3", "line 4", "line 5", "… (2 lines left out)",
            "line 8", "line 9", "line 10", "line 11", "line 12",
        ])
        let cut = try #require(RunReport.stderrExcerpt(report.results[1]))
        #expect(cut.count == 2)
        #expect(cut[1] == String(repeating: "x", count: RunReport.stderrLineCharacters) + "…")
        #expect(try #require(RunReport.stderrExcerpt(report.results[2])) == ["one", "two"])
    }

    @Test("a Node crash: the TypeError line is in the text, Markdown and JUnit reports, not only JSON")
    func nodeTrace() throws {
        let trace = ["/tmp/adapter.js:11", "  if (!value.screen.root.type)", "                   ^", "",
                     "TypeError: Cannot read properties of undefined (reading 'root')",
                     "    at validate (/tmp/adapter.js:11:54)"]
            + (1...12).map { "    at frame\($0) (node:internal/streams:\($0):3)" } + ["", "Node.js v20.20.2"]
        let report = Self.report([
            ("valid/a.json", .harnessError(.crashed(termination: .exited(status: 1), stderrTail: trace.joined(separator: "\n")))),
        ])
        let typeError = "TypeError: Cannot read properties of undefined (reading 'root')"
        #expect(report.rendered(as: .text).contains("    stderr: " + typeError))
        #expect(report.rendered(as: .markdown).contains("\n" + typeError + "\n"))
        #expect(report.rendered(as: .junit).contains(typeError.replacingOccurrences(of: "'", with: "'")))
        #expect(report.rendered(as: .text).contains("    stderr: Node.js v20.20.2"))
    }

    @Test("markdown: the stderr tail once per distinct excerpt, with its fixtures")
    func markdownTail() {
        let md = Self.report([
            ("valid/a.json", .harnessError(Self.exitedBeforeStart)),
            ("valid/b.json", .harnessError(Self.exitedBeforeStart)),
        ]).rendered(as: .markdown)
        #expect(md.contains("## Implementation stderr (errored fixtures)"))
        #expect(md.contains("`valid/a.json`, `valid/b.json`:\n\n```text\nTraceback (most recent call last):"))
        #expect(md.components(separatedBy: "ModuleNotFoundError").count == 3)  // the hint, and one block
    }

    @Test("every case errored the same way: one hint with the last stderr line, in text and markdown")
    func hint() {
        let report = Self.report([
            ("valid/a.json", .harnessError(Self.exitedBeforeStart)),
            ("valid/b.json", .harnessError(Self.exitedBeforeStart)),
            ("valid/c.json", .harnessError(.restartBudgetExhausted(budget: 2))),
        ])
        let expected = "every case errored the same way: the implementation ended (exit status 1) before answering start: "
            + "ModuleNotFoundError: No module named 'jsonschema'"
        #expect(report.commonErrorHint == expected)
        let lines = report.rendered(as: .text).split(separator: "\n").map(String.init)
        #expect(lines.contains("hint: " + expected))
        #expect(report.rendered(as: .markdown).contains("> **Hint:** " + OutputSink.markdown.escape(expected)))
    }

    /// Node's crash of a missing module, as it writes it (the version banner last).
    static let nodeMissingModule = """
        node:internal/modules/cjs/loader:1228
          throw err;
          ^

        Error: Cannot find module '/work/my-adapter/adapter.js'
            at Module._resolveFilename (node:internal/modules/cjs/loader:1225:15)
            at Module._load (node:internal/modules/cjs/loader:1051:27)
        {
          code: 'MODULE_NOT_FOUND',
          requireStack: []
        }

        Node.js v20.20.2
        """

    @Test("the hint quotes the stderr line that says what broke, not Node's version banner")
    func hintQuotesTheTellingLine() {
        let report = Self.report([
            ("valid/a.json", .harnessError(.exitedBeforeStart(termination: .exited(status: 1), stderrTail: Self.nodeMissingModule))),
            ("valid/b.json", .harnessError(.futileRestarts(cause: .exitedBeforeStart(termination: .exited(status: 1), stderrTail: "")))),
        ])
        #expect(report.commonErrorHint == "every case errored the same way: the implementation ended (exit status 1) before answering "
            + "start: Error: Cannot find module '/work/my-adapter/adapter.js'")
    }

    @Test(
        "the telling line: the first naming an error or exception, else the first non-blank one",
        arguments: [
            (nodeMissingModule, "Error: Cannot find module '/work/my-adapter/adapter.js'"),
            ("Traceback (most recent call last):\n  File \"a.py\", line 1\n    raise KeyError('x')\nKeyError: 'x'", "KeyError: 'x'"),
            ("Exception in thread \"main\" java.lang.IllegalStateException: boom\n\tat Main.main(Main.java:3)",
             "Exception in thread \"main\" java.lang.IllegalStateException: boom"),
            ("\n\nstarting adapter\nthread 'main' panicked at src/main.rs:2:5", "starting adapter"),
            ("goroutine 1 [running]:\npanic: runtime error: index out of range", "panic: runtime error: index out of range"),
            ("loading the schema\nErrorBoundary mounted\nerrors: 0", "loading the schema"),
        ])
    func tellingLine(_ sample: (text: String, line: String)) {
        #expect(RunReport.tellingLine(sample.text) == sample.line)
    }

    @Test("no hint when a case passed or the errors differ")
    func noHint() {
        let info = ImplementationInfo(name: "i", version: "1", language: "Go", layers: [1, 2, 3, 4])
        let mixed = Self.report([
            ("valid/a.json", .harnessError(.timedOut(seconds: 1, stderrTail: ""))),
            ("valid/b.json", .answer(Answer(seq: 2, outcome: .accept), durationSeconds: 0)),
        ], implementation: info)
        #expect(mixed.commonErrorHint == nil)
        let different = Self.report([
            ("valid/a.json", .harnessError(.timedOut(seconds: 1, stderrTail: ""))),
            ("valid/b.json", .harnessError(.crashed(termination: .exited(status: 3), stderrTail: ""))),
        ], implementation: info)
        #expect(different.commonErrorHint == nil)
        #expect(!different.rendered(as: .text).contains("hint:"))
    }

    @Test("expected failures: the summary says why the run fails; unlisted failures are marked once")
    func expectedFailureSummary() {
        var report = SampleRun.report()
        var file = ExpectedFailures(parsing: "invalid/decode/crash.json\ninvalid/semantic/skipped.json\nvalid/a.json\n")
        file.apply(to: &report)
        let lines = report.rendered(as: .text).split(separator: "\n").map(String.init)
        #expect(lines.last == "3 passed, 1 failed, 0 errored, 0 skipped")
        #expect(lines[lines.count - 2]
            == "expected failures: 1 failure not in the baseline (fix, or add its line); 1 baseline entry now passes (stale: remove line 3)")
        #expect(report.exitLine == "exit 1: 1 failure not in the baseline (1 failed); 1 baseline entry now passes (stale: remove line 3)")
        #expect(lines.contains("STALE line 3: `valid/a.json` now passes: remove the line `valid/a.json`"))
        #expect(!lines.contains { $0.hasPrefix("STALE unexpected") })
        let failLines = lines.filter { $0.hasPrefix("FAIL") && $0.contains("invalid/schema/failed.json") }
        #expect(failLines.count == 1)
        #expect(failLines.first?.hasPrefix("FAIL (wrong answer) invalid/schema/failed.json: ") == true)
        #expect(failLines.first?.contains("[unexpected failure: add the line `invalid/schema/failed.json`") == true)
        #expect(report.rendered(as: .markdown).contains("| invalid/schema/failed.json | unexpected failure (failed, wrong answer) |"))
    }

    @Test("an expected-failures line that is not a glob is a problem, not a literal match")
    func invalidGlobLine() {
        var report = SampleRun.report()
        var file = ExpectedFailures(parsing: "invalid/schema/failed.json\ninvalid/decode/crash.json\ninvalid/semantic/skipped.json\ninvalid/[x\n")
        file.apply(to: &report)
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.hasPrefix("line 4: `invalid/[x` is not a valid glob: ") == true)
        #expect(!report.allPassed)
    }
}
