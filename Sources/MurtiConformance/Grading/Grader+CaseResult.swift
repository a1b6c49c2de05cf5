import MurtiProtocol

extension Grader {
    /// Grades what the driver got for `fixture` (docs/CONTRACT.md §3, §4): an answer through
    /// ``grade(_:answer:durationSeconds:)``; a harness error (crash, timeout, bad line, a case
    /// cut off by a stop) as `errored`, with `actual` = `{"error": …, "harness": kind}` and the
    /// error's one-line summary as the reason (the stderr tail stays in `actual`).
    public func grade(_ fixture: Fixture, _ result: CaseResult) -> FixtureResult {
        switch result {
        case .answer(let answer, let durationSeconds):
            return grade(fixture, answer: answer, durationSeconds: durationSeconds)
        case .flowUIAnswer(let answer, let durationSeconds):
            return FlowUIGrader(self).grade(fixture, answer: answer, durationSeconds: durationSeconds)
        case .harnessError(let error):
            var graded = grade(fixture, harnessErrorKind: error.kind, description: error.description)
            if graded.status == .errored { graded.reason = "harness error (\(error.kind)): \(error.summary)" }
            return graded
        }
    }

    /// Grades a whole driver run: `results[i]` answers `fixtures[i]`. A fixture without a
    /// result (a run shorter than the plan) gets none; the report is then `partial`.
    public func grade(_ fixtures: [Fixture], _ results: [CaseResult]) -> [FixtureResult] {
        zip(fixtures, results).map { grade($0, $1) }
    }
}
