import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

/// docs/DECISIONS.md 45–48: a filtered run, a run with expected failures and a run cut short
/// never read as a full certificate, in any format; a cost level only where it was graded.
@Suite("Reports: what a certificate states (selection, expected failures, not run, cost)", .contracts)
struct CertificateStatementTests {
    static let formats: [ReportFormat] = [.text, .json, .junit, .markdown, .badge]

    /// Two passing fixtures and one the implementation accepts wrongly, graded for layers 1, 2.
    static func report(
        selection: RunSelection? = nil, expected: String? = nil, cases extra: [(Fixture, CaseResult)] = [],
        partial: Bool = false, maxCaseMilliseconds: Int? = nil
    ) -> RunReport {
        var grader = Grader(implementation: ScopeReportTests.twoLayers)
        grader.maxCaseSeconds = maxCaseMilliseconds.map { Double($0) / 1000 }
        let cases: [(Fixture, CaseResult)] = [
            (SampleRun.fixture("valid/a.json", Expectation(outcome: .accept, description: "ok")), .answer(.accept, durationSeconds: 0.001)),
            (SampleRun.fixture("invalid/schema/r.json", SampleRun.required), .answer(.reject(2, "required", "/screen/root"), durationSeconds: 0.002)),
            (SampleRun.fixture("invalid/schema/wrong.json", SampleRun.required), .answer(.accept, durationSeconds: 0.001)),
        ] + extra
        var report = RunReport(
            implementation: ScopeReportTests.twoLayers,
            corpus: .init(path: "corpus", corpusVersion: "1.0.0", sha256: String(repeating: "0", count: 64)),
            results: cases.map { grader.grade($0.0, $0.1) }, partial: partial, startedAt: Date(timeIntervalSince1970: 0),
            durationSeconds: 0.686708, maxCaseMilliseconds: maxCaseMilliseconds, selection: selection)
        if let expected {
            var file = ExpectedFailures(parsing: expected)
            file.apply(to: &report, knownIDs: Set(cases.map(\.0.id)))
        }
        return report
    }

    @Test("a filtered run that passes exits 0 as a test run, but no format says Certified, and every one states the selection")
    func filteredRun() throws {
        let report = Self.report(
            selection: RunSelection(filter: "valid/**", fixtures: 3, corpusFixtures: 634),
            expected: "invalid/schema/wrong.json  # accepts a node without type")
        #expect(report.allPassed)
        #expect(!report.certifies)
        #expect(!report.scope.certified)
        #expect(report.scope.statement
            == "Passed for layers 1, 2 with 1 expected failure (filtered: 3 of 634 fixtures — not a certificate of the corpus)")
        #expect(report.scope.reasons == ["a filtered run (3 of 634 fixtures) is not a certificate of the corpus"])
        for format in Self.formats {
            let text = report.rendered(as: format)
            #expect(!text.contains("Certified for"), "\(format): \(text)")
            #expect(text.contains("3 of 634"), "\(format) does not state the selection: \(text)")
        }
        #expect(report.rendered(as: .text).contains(
            "selection: filtered: 3 of 634 fixtures (--filter 'valid/**') — not a certificate of the corpus\n"))
        let badge = try JSONDecoder().decode(JSONValue.self, from: Data(report.rendered(as: .badge).utf8))
        #expect(badge["color"] != .string("green"))
        #expect(badge["message"] == .string("layers 1, 2: 2/3 passed, 1 expected failure (filtered 3 of 634)"))
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(report.rendered(as: .json).utf8))
        #expect(json["selection"] == .object(["filter": .string("valid/**"), "fixtures": .number(3), "corpusFixtures": .number(634)]))
        #expect(try ReportSchemaTests.problems(of: report) == [])
    }

    @Test("a filter that selects the whole corpus is a certificate")
    func filterOfEverything() {
        let report = Self.report(
            selection: RunSelection(filter: "**", fixtures: 3, corpusFixtures: 3), expected: "invalid/schema/wrong.json")
        #expect(report.certifies)
        #expect(report.scope.statement == "Certified for layers 1, 2 with 1 expected failure")
        #expect(report.selection?.statement == nil)
    }

    @Test("expected failures are named in the headline of every format, and the badge is not the green certificate")
    func expectedFailuresQualify() throws {
        let report = Self.report(expected: "invalid/schema/**  # layer 2 not shipped")
        #expect(report.certifies)
        let statement = "Certified for layers 1, 2 with 1 expected failure"
        #expect(report.scope.statement == statement)
        #expect(report.rendered(as: .text).hasPrefix("murti conformance: two 1 (Go), corpus 1.0.0 sha256 \(String(repeating: "0", count: 64))\nscope: \(statement)\n"))
        #expect(report.rendered(as: .markdown).contains("**\(statement)**: 2/3 passed"))
        #expect(report.rendered(as: .junit).contains("<property name=\"scope\" value=\"\(statement)\"/>"))
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(report.rendered(as: .json).utf8))
        #expect(json["scope"]?["statement"] == .string(statement))
        #expect(report.oneLineSummary.contains(statement))
        let badge = try JSONDecoder().decode(JSONValue.self, from: Data(report.rendered(as: .badge).utf8))
        #expect(badge["color"] == .string("red"))  // 2 of 3 passed: an expected failure is not a pass
        #expect(badge["message"] == .string("layers 1, 2: 2/3 passed, 1 expected failure"))
        let clean = Self.report(expected: nil, cases: [])
        #expect(!clean.allPassed)  // the wrong answer fails without the file
    }

    @Test("text nits: singular counts, one stderr block named by its fixture, no repeated XFAIL reason, rounded Markdown seconds, no false JUnit time")
    func textNits() throws {
        let crash = HarnessError.crashed(termination: .exited(status: 1), stderrTail: "Error: boom\n    at x (a.js:1:1)")
        let report = Self.report(
            expected: "invalid/schema/wrong.json  # failed, wrong answer: expected reject layer 2 required at /screen/root, got accept",
            cases: [
                (SampleRun.fixture("invalid/decode/c1.json", ScopeReportTests.syntax), .harnessError(crash)),
                (SampleRun.fixture("invalid/decode/c2.json", ScopeReportTests.syntax), .answer(.reject(1, "decode.encoding", ""), durationSeconds: 0.001)),
                (SampleRun.fixture("invalid/decode/c3.json", ScopeReportTests.syntax), .harnessError(crash)),
                (SampleRun.fixture("invalid/decode/c4.json", ScopeReportTests.syntax), .harnessError(.cancelled)),
            ], partial: true)
        let text = report.rendered(as: .text, listing: .all)
        #expect(text.contains("1 expected failure;") || text.contains("1 expected failure\n"), "\(text)")
        #expect(!text.contains("1 expected failures"))
        #expect(text.contains("XFAIL invalid/schema/wrong.json: expected reject layer 2 required at /screen/root, got accept\n"))
        #expect(text.contains("    stderr: the same as under invalid/decode/c1.json\n"))
        #expect(!text.contains("(the same as above)"))
        #expect(text.contains("NOT RUN 1 fixture, invalid/decode/c4.json: the run was stopped before this case got an answer\n"))
        #expect(report.rendered(as: .markdown).contains("| Started | 1970-01-01T00:00:00Z, 0.69 s |"))
        let junit = report.rendered(as: .junit)
        #expect(junit.contains("name=\"invalid/decode/c4.json\">"))  // not run: no time at all
        #expect(junit.contains("<skipped message=\"not run: the run was stopped before this case got an answer\" type=\"notRun\">"))
    }

    @Test("cases never run are notRun, counted apart from errors, keep the run from passing and stay in the denominator")
    func notRunCounted() throws {
        let report = Self.report(
            cases: [(SampleRun.fixture("invalid/decode/n.json", ScopeReportTests.syntax), .harnessError(.cancelled))], partial: true)
        let result = try #require(report.results.last)
        #expect(result.status == .notRun)
        #expect(result.actual == nil)
        #expect(report.totals.notRun == 1)
        #expect(report.totals.errored == 0)
        #expect(report.totals.counted == 4)
        #expect(report.results.count == 4)  // every fixture exactly one result
        #expect(report.rendered(as: .text).hasSuffix("2 passed, 1 failed, 0 errored, 0 skipped, 1 not run\n"))
        #expect(!report.rendered(as: .text).contains("ERROR invalid/decode/n.json"))
        #expect(report.scope.reasons.contains("the run was cut short: 1 fixture not run"))
        #expect(try ReportSchemaTests.problems(of: report) == [])
        let decoded = try RunReport.decode(Data(report.rendered(as: .json).utf8))
        #expect(decoded.totals.notRun == 1)
    }

    @Test("no baseline is written from a run cut short; a complete run's baseline is")
    func baselineAfterPartialRun() throws {
        let partial = Self.report(
            cases: [(SampleRun.fixture("invalid/decode/n.json", ScopeReportTests.syntax), .harnessError(.cancelled))], partial: true)
        #expect(throws: ExpectedFailuresError.partialRun(notRun: 1, total: 4)) { try ExpectedFailures.baseline(for: partial) }
        #expect(ExpectedFailuresError.partialRun(notRun: 1, total: 4).description.hasPrefix("no baseline written: the run was cut short"))
        let complete = try ExpectedFailures.baseline(for: Self.report())
        #expect(complete.contains("invalid/schema/wrong.json  # failed"))
    }

    @Test("an expected-failures line whose fixtures were not all run is not stale")
    func notRunIsNotStale() {
        let report = Self.report(
            expected: "invalid/decode/*\ninvalid/schema/wrong.json",
            cases: [(SampleRun.fixture("invalid/decode/n.json", ScopeReportTests.syntax), .harnessError(.cancelled))], partial: true)
        #expect(report.expectedFailureProblems == [])
    }

    @Test("the cost level is present only when --max-case-ms is set; a too-slow right answer is failed at the strict level too")
    func costLevelOnlyWithTheFlag() throws {
        let without = Self.report()
        #expect(without.totals.levels.cost == nil)
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(without.rendered(as: .json).utf8))
        #expect(json["totals"]?["levels"]?["cost"] == nil)
        #expect(!without.rendered(as: .text).contains("cost "))
        let with = Self.report(maxCaseMilliseconds: 1)
        #expect(with.totals.levels.cost == 2)  // invalid/schema/r.json took 2 ms
        let slow = try #require(with.results.first { $0.id == "invalid/schema/r.json" })
        #expect(slow.status == .failed && slow.failure == .cost)
        #expect(slow.levels?.rule == true && slow.levels?.cost == false)
        #expect(slow.strict == .failed)
        #expect(with.totals.passed == 1 && with.totals.levels.rule == 2)
        #expect(with.rendered(as: .text).contains("levels: verdict 2/3, rule 2/3, strict 2/3, cost 2/3"))
        #expect(with.rendered(as: .markdown).contains("| Verdict | Rule | Strict | Cost |"))
        #expect(try ReportSchemaTests.problems(of: with) == [])
    }

    @Test("a run that judged nothing says why, and a run outside the declared scope reads as no certificate")
    func nothingJudged() {
        let grader = Grader(implementation: ScopeReportTests.twoLayers)
        let report = RunReport(
            implementation: ScopeReportTests.twoLayers, corpus: .init(path: "c", corpusVersion: "1.0.0", sha256: ""),
            results: [grader.grade(SampleRun.fixture("invalid/semantic/s.json", ScopeReportTests.semantic), .answer(.accept, durationSeconds: 0))],
            partial: false, startedAt: Date(), durationSeconds: 0, selection: RunSelection(filter: "invalid/semantic/**", fixtures: 1, corpusFixtures: 9))
        #expect(!report.allPassed)
        #expect(report.scope.reasons.first == "nothing was judged: of the 1 fixture of the run, 1 is unsupported (layer 3: 1); "
            + "a certificate needs at least one fixture passed within the declared scope")
        #expect(report.rendered(as: .text).contains("not a certificate: nothing was judged: "))
        #expect(report.exitLine?.hasPrefix("exit 1: nothing was judged: ") == true)
    }
}
