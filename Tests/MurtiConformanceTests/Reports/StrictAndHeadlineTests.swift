import Foundation
import MurtiProtocol
import ConformanceTestSupport
import Testing

@testable import MurtiConformance
@testable import MurtiContract

/// `run --strict` (docs/DECISIONS.md 70), the headline naming rules that never passed (67) and
/// the last line saying why a run exits 1 (71).
@Suite("--strict, the headline, the exit line", .contracts)
struct StrictAndHeadlineTests {
    static let required = SampleRun.required
    static let corpus = RunReport.CorpusInfo(path: "c", corpusVersion: "1.0.0", sha256: String(repeating: "ab", count: 32))

    /// A right answer at another path, and a right one.
    static func report(strict: Bool) -> RunReport {
        let grader = Grader(implementation: SampleRun.info, strictLevel: strict)
        let results = [
            grader.grade(SampleRun.fixture("invalid/schema/a.json", required),
                         .answer(Answer.reject(seq: 1, layer: 2, rule: "required", path: "/screen"), durationSeconds: 0.001)),
            grader.grade(SampleRun.fixture("invalid/schema/b.json", required),
                         .answer(Answer.reject(seq: 2, layer: 2, rule: "required", path: "/screen/root"), durationSeconds: 0.001)),
        ]
        return RunReport(
            implementation: SampleRun.info, corpus: corpus, results: results, partial: false, startedAt: Date(), durationSeconds: 0,
            strictLevel: strict)
    }

    @Test("without --strict a strict-level miss passes; with it, it fails as a strict miss in every format")
    func strict() throws {
        let lenient = Self.report(strict: false)
        #expect(lenient.allPassed && lenient.totals.strictMisses == nil)
        #expect(lenient.headline == "Certified for layers 1, 2, 3, 4")
        let strict = Self.report(strict: true)
        #expect(!strict.allPassed)
        #expect(strict.results[0].status == .failed && strict.results[0].failure == .strict)
        #expect(strict.results[1].status == .passed)
        #expect(strict.totals.strictMisses == 1 && strict.totals.failed == 1)
        #expect(strict.totals.wrongAnswers + strict.totals.wrongNames + strict.totals.tooSlow + (strict.totals.strictMisses ?? 0) == strict.totals.failed)
        #expect(strict.scope.statement == "Not certified at the strict level (declared: layers 1, 2, 3, 4)")
        #expect(strict.rendered(as: .text).contains("FAIL (strict miss) invalid/schema/a.json: strict: expected path /screen/root, got /screen"))
        #expect(strict.rendered(as: .junit).contains(#"type="strict">"#))
        #expect(strict.rendered(as: .markdown).contains("## Strict misses (1)"))
        let json = strict.rendered(as: .json)
        #expect(try ReportSchemaTests.problems(of: strict) == [])
        let decoded = try RunReport.decode(Data(json.utf8))
        #expect(decoded.strictLevel && decoded.totals.strictMisses == 1)
        // Certified at the strict level when nothing misses it.
        let clean = RunReport(
            implementation: SampleRun.info, corpus: Self.corpus, results: [strict.results[1]], partial: false, startedAt: Date(),
            durationSeconds: 0, strictLevel: true)
        #expect(clean.scope.statement == "Certified at the strict level for layers 1, 2, 3, 4")
    }

    @Test("the headline names every rule with no pass, in every format; an expected failure still counts")
    func headline() throws {
        let grader = Grader(implementation: SampleRun.info)
        let duplicate = Expectation(outcome: .reject, layer: 1, rule: "decode.duplicateKey", path: "", description: "d")
        var results = (0..<3).map { index in
            grader.grade(SampleRun.fixture("invalid/decode/dup-\(index).json", duplicate), .answer(.accept, durationSeconds: 0))
        }
        results.append(grader.grade(SampleRun.fixture("valid/a.json", Expectation(outcome: .accept, description: "d")),
                                    .answer(.accept, durationSeconds: 0)))
        var report = RunReport(
            implementation: SampleRun.info, corpus: Self.corpus, results: results, partial: false, startedAt: Date(), durationSeconds: 0)
        var baseline = ExpectedFailures(parsing: "invalid/decode/**\n")
        baseline.apply(to: &report)
        #expect(report.certifies)
        let headline = "Certified for layers 1, 2, 3, 4 with 3 expected failures; decode.duplicateKey passed 0 of 3"
        #expect(report.headline == headline)
        #expect(report.scope.neverPassed == [.init(rule: "decode.duplicateKey", fixtures: 3)])
        #expect(report.rendered(as: .text).contains("scope: \(headline)\n"))
        #expect(report.rendered(as: .markdown).contains("**\(OutputSink.markdown.escape(headline))**"))
        #expect(report.rendered(as: .junit).contains("name=\"scope\" value=\"\(headline)\""))
        #expect(report.rendered(as: .badge).contains("decode.duplicateKey 0/3"))
        #expect(report.oneLineSummary.contains(headline))
        #expect(try ReportSchemaTests.problems(of: report) == [])
        #expect(report.exitLine == nil)
    }

    @Test("a run that exits 1 says why in its last line: new failures and a stale baseline line in their own words")
    func exitLine() {
        var report = SampleRun.report()
        var baseline = ExpectedFailures(parsing: "invalid/decode/crash.json\nvalid/a.json\nnothing/**\n")
        baseline.apply(to: &report)
        #expect(report.exitLine == "exit 1: 2 failures not in the baseline (1 failed, 1 skipped); "
            + "1 baseline entry now passes (stale: remove line 2); 1 baseline entry matches no fixture (remove line 3)")
        #expect(!(report.exitLine ?? "").contains("has"), "never \"the file has N problems\"")
    }
}
