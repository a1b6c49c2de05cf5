import MurtiConformance
import MurtiProtocol

extension Grader {
    /// Grades a Murti `answer` to `fixture` (docs/CONTRACT.md §3, §4): a start as every
    /// contract's (``startResult(_:actual:error:durationSeconds:)``), then `errored` for a
    /// fixture of another contract, `informational` for `informational: true`, else the graded
    /// verdict (``gradeAnswer(_:_:)``) within the run's limits (``applyRunLimits(_:seconds:)``);
    /// `durationSeconds` is recorded as-is.
    func gradeMurti(_ fixture: Fixture, answer: Answer, durationSeconds: Double?) -> FixtureResult {
        var (result, final) = startResult(fixture, actual: answer.jsonValue, error: answer.error, durationSeconds: durationSeconds)
        if final { return result }
        guard let expected = fixture.expectation.murti else {
            result.status = .errored
            result.reason = "a Murti answer to a \(fixture.contract.rawValue) fixture"
            return result
        }
        var graded = gradeAnswer(expected, answer)
        if expected.informational == true {
            result.status = .informational
            result.reason = "informational (either verdict is allowed): "
                + (answer.skipped != nil ? "skipped" : "answered \(GradedVerdict(answer: answer).summary)")
            return result
        }
        applyRunLimits(&graded, seconds: result.durationSeconds)
        result.status = graded.status
        result.strict = graded.strict
        result.reason = graded.reason
        result.levels = graded.levels
        if graded.status == .unsupported { result.notCertified = graded.gaps }
        return result
    }
}
