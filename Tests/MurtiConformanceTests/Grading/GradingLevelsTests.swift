import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

/// docs/CONTRACT.md §4 v1.1: three levels side by side, wrong names apart from wrong answers, and cost.
@Suite("Grading levels and cost", .contracts)
struct GradingLevelsTests {
    static let encoding = Expectation(outcome: .reject, layer: 1, rule: "decode.encoding", path: "", description: "a lone surrogate")
    static let fixture = SampleRun.fixture("invalid/decode/lone.json", encoding)

    /// (answer, verdict, rule, strict, failure kind).
    static let cases: [(Answer, Bool, Bool, Bool, FailureKind?)] = [
        (.reject(1, "decode.encoding", ""), true, true, true, nil),
        (.reject(1, "decode.encoding", "/x"), true, true, false, nil),
        (.reject(1, "decode.syntax", ""), true, false, false, .wrongName),
        (.reject(2, "decode.encoding", ""), true, false, false, .wrongName),
        (.accept, false, false, false, .wrongAnswer),
    ]

    @Test("each answer's levels, and the kind of its failure", arguments: cases)
    func levels(answer: Answer, verdict: Bool, rule: Bool, strict: Bool, kind: FailureKind?) throws {
        let result = Grader(implementation: SampleRun.info).grade(Self.fixture, .answer(answer, durationSeconds: 0.001))
        let levels = try #require(result.levels)
        #expect(levels == GradingLevels(verdict: verdict, rule: rule, strict: strict))
        #expect(result.failure == kind)
        #expect(result.status == (rule ? .passed : .failed))
    }

    @Test("no levels where nothing was graded: errored, skipped, unsupported, informational")
    func ungraded() {
        let grader = Grader(implementation: SampleRun.info)
        #expect(grader.grade(Self.fixture, .harnessError(.timedOut(seconds: 1, stderrTail: ""))).levels == nil)
        #expect(grader.grade(Self.fixture, .answer(Answer(seq: 1, skipped: "later"), durationSeconds: 0)).levels == nil)
        let envelope = SampleRun.fixture("e.json", Expectation(outcome: .accept, requires: ["envelope"], description: "e"))
        #expect(grader.grade(envelope, .answer(.accept, durationSeconds: 0)).levels == nil)
    }

    @Test("a JSON Schema engine: the rule level is the schema verdict; keyword and path are strict")
    func engine() throws {
        let engine = ImplementationInfo(name: "e", version: "1", language: "Python", layers: [], schemaOnly: true)
        let required = SampleRun.fixture("invalid/schema/r.json", SampleRun.required)
        let grader = Grader(implementation: engine)
        let other = grader.grade(required, .answer(.reject(2, "oneOf", "/screen/root"), durationSeconds: 0))
        #expect(other.levels == GradingLevels(verdict: true, rule: true, strict: false))
        let wrong = grader.grade(required, .answer(.accept, durationSeconds: 0))
        #expect(wrong.levels == GradingLevels(verdict: false, rule: false, strict: false))
        #expect(wrong.failure == .wrongAnswer)
    }

    @Test("manifest steps: the verdict level holds when every step's outcome does")
    func steps() throws {
        let sequence = SampleRun.fixture("invalid/manifest/s.json", Expectation(
            outcome: .reject, requires: ["manifest"], description: "rollback",
            steps: [Expectation(outcome: .accept, description: ""),
                    Expectation(outcome: .reject, layer: 3, rule: "manifest.rollback", path: "/sequence", description: "")]))
        let grader = Grader(implementation: ImplementationInfo(name: "m", version: "1", language: "Go", layers: [1, 2, 3, 4], capabilities: ["manifest"]))
        let named = grader.grade(sequence, .answer(Answer(seq: 1, steps: [.accept, .reject(2, "required", "")]), durationSeconds: 0))
        #expect(named.failure == .wrongName)
        let wrong = grader.grade(sequence, .answer(Answer(seq: 1, steps: [.accept, .accept]), durationSeconds: 0))
        #expect(wrong.failure == .wrongAnswer)
    }

    @Test("--max-case-ms: a right answer slower than the limit fails at the cost level, apart; a fast one passes")
    func cost() throws {
        let grader = Grader(implementation: SampleRun.info, maxCaseSeconds: 0.5)
        let right = Answer.reject(1, "decode.encoding", "")
        let slow = grader.grade(Self.fixture, .answer(right, durationSeconds: 1.06))
        #expect(slow.status == .failed)
        #expect(slow.failure == .cost)
        #expect(slow.levels == GradingLevels(verdict: true, rule: true, strict: true, cost: false))
        #expect(slow.reason?.hasPrefix("too slow: answered in 1060 ms, over --max-case-ms 500") == true)
        let fast = grader.grade(Self.fixture, .answer(right, durationSeconds: 0.2))
        #expect(fast.status == .passed)
        #expect(fast.levels?.cost == true)
        let slowAndWrong = grader.grade(Self.fixture, .answer(.accept, durationSeconds: 2))
        #expect(slowAndWrong.failure == .wrongAnswer)
        #expect(slowAndWrong.reason?.contains("also too slow") == true)
        #expect(Grader(implementation: SampleRun.info).grade(Self.fixture, .answer(right, durationSeconds: 9)).levels?.cost == nil)
    }

    @Test("counts: failed = wrong answers + wrong names + too slow; levels count every graded result")
    func counts() {
        let grader = Grader(implementation: SampleRun.info, maxCaseSeconds: 0.5)
        let results = [
            grader.grade(Self.fixture, .answer(.reject(1, "decode.encoding", ""), durationSeconds: 0.001)),
            grader.grade(Self.fixture, .answer(.reject(1, "decode.syntax", ""), durationSeconds: 0.001)),
            grader.grade(Self.fixture, .answer(.reject(1, "decode.syntax", ""), durationSeconds: 0.001)),
            grader.grade(Self.fixture, .answer(.accept, durationSeconds: 0.001)),
            grader.grade(Self.fixture, .answer(.reject(1, "decode.encoding", ""), durationSeconds: 3)),
            grader.grade(Self.fixture, .harnessError(.timedOut(seconds: 1, stderrTail: ""))),
        ]
        let report = RunReport(
            implementation: SampleRun.info, corpus: .init(path: "c", corpusVersion: "1.0.0", sha256: ""), results: results,
            partial: false, startedAt: Date(), durationSeconds: 0, maxCaseMilliseconds: 500)
        let totals = report.totals
        #expect(totals.failed == 4)
        #expect((totals.wrongAnswers, totals.wrongNames, totals.tooSlow) == (1, 2, 1))
        #expect(totals.levels == { var l = RunReport.LevelCounts(); l.graded = 5; l.verdict = 4; l.rule = 2; l.strict = 2; l.cost = 4; return l }())
        #expect(report.perRule["decode.encoding"]?.failed == 4)
        #expect(report.timing.tooSlow == 1)
        #expect(report.timing.maxCaseMilliseconds == 500)
    }
}
