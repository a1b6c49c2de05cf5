import Foundation
import MurtiProtocol

extension Grader {
    /// Grades what the driver got for `fixture` (docs/CONTRACT.md §3, §4): an answer through
    /// ``grade(_:answer:durationSeconds:)`` (an `error` answer keeps the case's stderr); a
    /// harness error (crash, timeout, bad line) as `errored`, with `actual` = `{"error": …,
    /// "harness": kind}`, the error's one-line summary as the reason and its stderr in
    /// ``FixtureResult/stderr``; a case the run never got to (a stop, `--max-errors`) as
    /// `notRun` (docs/DECISIONS.md 46).
    package func grade(_ fixture: Fixture, _ result: CaseResult) -> FixtureResult {
        switch result {
        case .answer(let answer, let durationSeconds, let stderr):
            var graded = grade(fixture, answer: answer, durationSeconds: durationSeconds)
            if graded.status == .errored { graded.stderr = stderr.flatMap { $0.isEmpty ? nil : $0 } }
            return graded
        case .contractAnswer(let answer, let durationSeconds, let stderr):
            var graded = answer.graded(fixture, by: self, durationSeconds: durationSeconds)
            if graded.status == .errored { graded.stderr = stderr.flatMap { $0.isEmpty ? nil : $0 } }
            // A wrong answer or a wrong name quotes the implementation's own message, as an
            // ``Answer``'s does (``quoting(_:in:)``).
            if graded.failure == .wrongAnswer || graded.failure == .wrongName, let reason = graded.reason {
                graded.reason = Self.quoting(answer.message, in: reason)
            }
            return graded
        case .harnessError(.cancelled):
            if let unsupported = unsupported(fixture) { return unsupported }
            return FixtureResult(
                id: fixture.id, expected: fixture.expectation, actual: nil, status: .notRun, reason: Self.notRunReason)
        case .harnessError(let error):
            var graded = grade(fixture, harnessErrorKind: error.kind, description: error.description)
            if graded.status == .errored {
                graded.reason = "harness error (\(error.kind)): \(error.summary)"
                graded.stderr = error.stderrTail.isEmpty ? nil : error.stderrTail
            }
            return graded
        }
    }

    /// The reason of a `notRun` result when nothing more is known of why the run stopped.
    package static let notRunReason = "not run: the run was stopped before this case got an answer"

    /// Grades a whole driver run: `results[i]` answers `fixtures[i]`. A fixture without a
    /// result (a run shorter than the plan) gets none; the report is then `partial`.
    package func grade(_ fixtures: [Fixture], _ results: [CaseResult]) -> [FixtureResult] {
        zip(fixtures, results).map { grade($0, $1) }
    }

    /// `reason` with the answer's `message` quoted after it (capped and escaped as a JSON
    /// string, ``Bounds/quoted(_:)``): `expected decoded, got rejected (noPage):
    /// "keyNotFound sections[3].layout"`, so that a team tells its refusals apart in every
    /// format (docs/REPORTS.md "Grading"); `reason` alone for no message or an empty one.
    package static func quoting(_ message: String?, in reason: String) -> String {
        guard let message, !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return reason }
        return reason + ": " + Bounds.quoted(message)
    }
}
