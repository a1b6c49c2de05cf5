import Foundation

/// Grades one implementation's answers against the corpus's expectations (CONTRACT §3, §4).
///
/// Order of decisions for a fixture: a required capability the implementation did not declare
/// → `unsupported`; a harness error or an answer `error` → `errored`; `informational: true` →
/// `informational`; an answer `skipped` → `skipped`; otherwise the verdict is compared
/// (``gradeVerdict(_:_:)``): JSON Schema engines (`schemaOnly`) on the fixture's schema verdict,
/// clients on outcome, layer, rule and placeholders, with an expectation at a layer the
/// client does not perform rewritten to a plain accept.
public struct Grader: Sendable {
    /// The implementation's declared layers, capabilities and `schemaOnly` flag.
    public let implementation: ImplementationInfo
    /// `false` when no process ever answered `start` (``implementation`` is then a stand-in):
    /// nothing is known to be unsupported, so every fixture is graded on what happened to it.
    public var capabilitiesKnown = true

    /// Creates a grader for `implementation`.
    public init(implementation: ImplementationInfo) {
        self.implementation = implementation
    }

    /// The capabilities `fixture` requires that the implementation did not declare, in the
    /// order written (CONTRACT §3). Non-empty means the fixture is `unsupported`.
    public func missingCapabilities(for fixture: Fixture) -> [String] {
        guard capabilitiesKnown else { return [] }
        return (fixture.expectation.requires ?? []).filter { !implementation.capabilities.contains($0) }
    }

    /// The `unsupported` result for `fixture`, or `nil` when the implementation declares every
    /// capability it requires. Lets a caller leave such fixtures out of the run.
    public func unsupported(_ fixture: Fixture) -> FixtureResult? {
        let missing = missingCapabilities(for: fixture)
        guard !missing.isEmpty else { return nil }
        return FixtureResult(
            id: fixture.id, expected: fixture.expectation, actual: nil, status: .unsupported,
            reason: "requires \(missing.joined(separator: ", ")), which the implementation does not declare")
    }

    /// Grades the implementation's `answer` to `fixture`; `durationSeconds` is recorded as-is.
    public func grade(_ fixture: Fixture, answer: Answer, durationSeconds: Double?) -> FixtureResult {
        var result = FixtureResult(
            id: fixture.id, expected: fixture.expectation, actual: Self.json(answer), status: .failed,
            durationSeconds: durationSeconds)
        if let unsupported = unsupported(fixture) {
            result.status = .unsupported
            result.reason = unsupported.reason
            return result
        }
        if let error = answer.error {
            result.status = .errored
            result.reason = "the implementation answered error: \(error)"
            return result
        }
        let graded = gradeAnswer(fixture.expectation, answer)
        if fixture.expectation.informational == true {
            result.status = .informational
            result.reason = "informational (either verdict is allowed): "
                + (answer.skipped != nil ? "skipped" : "answered \(GradedVerdict(answer: answer).summary)")
            return result
        }
        result.status = graded.status
        result.strict = graded.strict
        result.reason = graded.reason
        return result
    }

    /// Grades a case the harness could not get an answer for (crash, timeout, bad line):
    /// `errored`, with `actual` = `{"error": description, "harness": kind}`.
    public func grade(_ fixture: Fixture, harnessErrorKind kind: String, description: String) -> FixtureResult {
        if let unsupported = unsupported(fixture) { return unsupported }
        return FixtureResult(
            id: fixture.id, expected: fixture.expectation,
            actual: .object(["error": .string(description), "harness": .string(kind)]),
            status: .errored, reason: "harness error (\(kind)): \(description)")
    }

    /// The status, strict status and reason for an answer that is not an `error`.
    func gradeAnswer(_ expected: Expectation, _ answer: Answer) -> (status: ResultStatus, strict: ResultStatus?, reason: String?) {
        if let why = answer.skipped { return (.skipped, nil, "skipped: \(why)") }
        switch (expected.steps, answer.steps) {
        case (let steps?, let answers?):
            return gradeSteps(steps, answers)
        case (nil, _?):
            return (.failed, .failed, "expected \(GradedVerdict(expected: expected).summary), got a manifest sequence answer (steps)")
        case (let steps?, nil):
            return (.failed, .failed, "expected a manifest sequence answer with \(steps.count) steps, got \(GradedVerdict(answer: answer).summary)")
        case (nil, nil):
            guard answer.outcome != nil else { return (.errored, nil, "the answer has no outcome, skipped or error") }
            return gradeVerdict(expected, answer)
        }
    }

    /// Grades each step of a manifest sequence (CONTRACT §6): one result, passed when every
    /// step passes; the first step that does not pass gives the reason.
    func gradeSteps(_ steps: [Expectation], _ answers: [Answer]) -> (status: ResultStatus, strict: ResultStatus?, reason: String?) {
        guard steps.count == answers.count else {
            return (.failed, .failed, "expected \(steps.count) steps, got \(answers.count)")
        }
        var strictFailure: String?
        for (index, (step, answer)) in zip(steps, answers).enumerated() {
            if let error = answer.error { return (.errored, nil, "step \(index + 1): the implementation answered error: \(error)") }
            let graded = gradeAnswer(step, answer)
            if graded.status != .passed {
                return (graded.status, graded.strict, "step \(index + 1): \(graded.reason ?? graded.status.rawValue)")
            }
            if graded.strict == .failed, strictFailure == nil {
                strictFailure = "step \(index + 1): \(graded.reason ?? "strict failed")"
            }
        }
        return (.passed, strictFailure == nil ? .passed : .failed, strictFailure)
    }

    /// `answer` as the JSON object it was received as (all members, `seq` included).
    static func json(_ answer: Answer) -> JSONValue? {
        guard let data = try? JSONEncoder().encode(answer) else { return nil }
        return try? JSONDecoder().decode(JSONValue.self, from: data)
    }
}
