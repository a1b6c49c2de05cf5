import Foundation
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

/// A run of every kind of result, graded by the real ``Grader`` from answers.
enum SampleRun {
    static let info = ImplementationInfo(
        name: "murti-test", version: "0.1.0", language: "Swift", homepage: "https://example.invalid/a|b",
        layers: [1, 2, 3, 4], capabilities: [])

    static func fixture(_ id: String, _ expectation: Expectation) -> Fixture {
        Fixture(id: id, url: URL(fileURLWithPath: "/dev/null"), expectation: expectation)
    }

    static let required = Expectation(outcome: .reject, layer: 2, rule: "required", path: "/screen/root", description: "no type")

    /// (fixture, what the driver got).
    static let cases: [(Fixture, CaseResult)] = [
        (fixture("valid/a.json", Expectation(outcome: .accept, description: "ok")), .answer(Answer(seq: 1, outcome: .accept), durationSeconds: 0.002)),
        (fixture("invalid/schema/failed.json", required), .answer(Answer(seq: 2, outcome: .accept, message: "a|b <&> \"q\" 'a'"), durationSeconds: 0.001)),
        (fixture("invalid/schema/strict.json", required), .answer(Answer(seq: 3, outcome: .reject, layer: 2, rule: "required", path: "/screen"), durationSeconds: 0.001)),
        (fixture("invalid/decode/crash.json", Expectation(outcome: .reject, layer: 1, rule: "decode.syntax", path: "", description: "x")),
         .harnessError(.crashed(termination: .signaled(signal: 11), stderrTail: "bad\u{1}byte\u{0} <here> & \u{FFFE}"))),
        (fixture("invalid/semantic/skipped.json", Expectation(outcome: .reject, layer: 3, rule: "semantic.screen", path: "/screen/key", description: "x")),
         .answer(Answer(seq: 5, skipped: "no layer 3\nyet"), durationSeconds: 0.001)),
        (fixture("invalid/envelope/bad-sig.json", Expectation(outcome: .reject, layer: 2, rule: "envelope.signature", path: "/signature", requires: ["envelope"], description: "x")),
         .answer(Answer(seq: 6, outcome: .accept), durationSeconds: 0.001)),
        (fixture("invalid/decode/i-either.json", Expectation(outcome: .accept, informational: true, description: "x")),
         .answer(Answer(seq: 7, outcome: .reject, layer: 1, rule: "decode.encoding", path: ""), durationSeconds: 0.001)),
        (fixture("invalid/render/lottie.json", Expectation(outcome: .accept, layer: 4, rule: "render.placeholder", placeholders: ["/screen/root/children/0"], description: "x")),
         .answer(Answer(seq: 8, outcome: .accept, placeholders: ["/screen/root/children/0"]), durationSeconds: 0.001)),
    ]

    static var fixtures: [Fixture] { cases.map(\.0) }

    static func report(implementation: ImplementationInfo? = info, partial: Bool = false) -> RunReport {
        let grader = Grader(implementation: info)
        return RunReport(
            implementation: implementation,
            corpus: RunReport.CorpusInfo(path: "corpus", corpusVersion: "1.0.0", sha256: String(repeating: "ab", count: 32)),
            results: cases.map { grader.grade($0.0, $0.1) }, partial: partial,
            startedAt: Date(timeIntervalSince1970: 1_700_000_000), durationSeconds: 1.5, restarts: 1)
    }
}
