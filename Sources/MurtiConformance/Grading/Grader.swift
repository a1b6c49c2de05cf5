import Foundation
import MurtiProtocol

/// Grades one implementation's answers against the corpus's expectations (docs/CONTRACT.md §3, §4).
///
/// Order of decisions for a fixture: a required capability the implementation did not declare
/// → `unsupported`; a harness error or an answer `error` → `errored`; `informational: true` →
/// `informational`; an answer `skipped` → `skipped` (`unsupported` outside the declared layers);
/// otherwise the verdict is compared (by the contract: Murti's `gradeVerdict`): JSON Schema engines
/// (`schemaOnly`) on the fixture's schema verdict, clients on outcome, layer, rule and
/// placeholders, with the three levels of ``GradingLevels`` and the cost level.
///
/// Scope (docs/CONTRACT.md §3 v1.1): a fixture expected at a layer the client does not declare is
/// never `passed`. An accept is `unsupported` (`layer 3 not declared`); a rejection is graded
/// (a wrong one fails), and a right one is `unsupported` too: it is outside what the
/// certificate covers (docs/DECISIONS.md, "Scope and certificates").
package struct Grader: Sendable {
    /// The implementation's declared layers, capabilities and `schemaOnly` flag.
    package let implementation: ImplementationInfo
    /// `false` when no process ever answered `start` (``implementation`` is then a stand-in):
    /// nothing is known to be unsupported, so every fixture is graded on what happened to it.
    package var capabilitiesKnown = true
    /// `run --max-case-ms`, in seconds: a graded answer that took longer fails the cost level
    /// (and is `failed`, docs/CONTRACT.md §4 v1.1). `nil`: no limit.
    package var maxCaseSeconds: Double?
    /// `run --strict`: a result right at the rule level that misses the strict level is
    /// `failed` (``FailureKind/strict``), so the strict level certifies (docs/DECISIONS.md 70).
    package var strictLevel = false

    /// Creates a grader for `implementation`.
    package init(implementation: ImplementationInfo, maxCaseSeconds: Double? = nil, strictLevel: Bool = false) {
        self.implementation = implementation
        self.maxCaseSeconds = maxCaseSeconds
        self.strictLevel = strictLevel
    }

    /// The declared scope the grader judges within (``DeclaredScope``).
    package var scope: DeclaredScope { DeclaredScope(implementation, known: capabilitiesKnown) }

    /// The capabilities `fixture` requires that the implementation did not declare, in the
    /// order written (docs/CONTRACT.md §3). Non-empty means the fixture is `unsupported`.
    package func missingCapabilities(for fixture: Fixture) -> [String] {
        scope.missingCapabilities(fixture.expectation)
    }

    /// The `unsupported` result for `fixture`, or `nil` when the implementation speaks its
    /// contract and declares every capability it requires. Such fixtures are never sent.
    package func unsupported(_ fixture: Fixture) -> FixtureResult? {
        let scope = scope
        guard !scope.sends(fixture) else { return nil }
        let reason: String
        if !scope.speaks(fixture.contract) {
            reason = "a \(fixture.contract.rawValue) fixture, and the implementation does not speak \(fixture.contract.rawValue)"
        } else {
            let missing = scope.missingCapabilities(fixture.expectation)
            let layers = scope.undeclaredLayers(fixture.expectation).map(ScopeGap.layer)
            reason = "requires \(missing.joined(separator: ", ")), which the implementation does not declare"
                + (layers.isEmpty ? "" : "; \(Self.notDeclared(layers))")
        }
        return FixtureResult(
            id: fixture.id, expected: fixture.expectation, actual: nil, status: .unsupported, reason: reason,
            notCertified: scopeGaps(for: fixture))
    }

    /// Where every contract's grading of an answer starts: a `failed` result holding `actual`
    /// and the answer's time (`durationSeconds`, seconds), and whether it is final already:
    /// `unsupported` when the fixture is outside the declared scope, `errored` when the answer
    /// carries `error` (docs/CONTRACT.md §3).
    package func startResult(
        _ fixture: Fixture, actual: JSONValue?, error: String?, durationSeconds: Double?
    ) -> (result: FixtureResult, final: Bool) {
        var result = FixtureResult(
            id: fixture.id, expected: fixture.expectation, actual: actual, status: .failed, durationSeconds: durationSeconds)
        if let unsupported = unsupported(fixture) {
            result.status = .unsupported
            result.reason = unsupported.reason
            result.notCertified = unsupported.notCertified
            return (result, true)
        }
        if let error {
            result.status = .errored
            result.reason = "the implementation answered error: \(error)"
            return (result, true)
        }
        return (result, false)
    }

    /// Grades the implementation's `answer` to `fixture` by the first of the registry's
    /// contracts whose answers are ``Answer``s
    /// (``ConformanceContract/grade(_:answer:durationSeconds:grader:)``); `durationSeconds` is
    /// recorded as-is and checked against ``maxCaseSeconds``. With no such contract the result
    /// is `errored`.
    package func grade(_ fixture: Fixture, answer: Answer, durationSeconds: Double?) -> FixtureResult {
        for contract in ContractRegistry.contracts {
            if let result = contract.grade(fixture, answer: answer, durationSeconds: durationSeconds, grader: self) {
                return result
            }
        }
        var (result, final) = startResult(fixture, actual: Self.json(answer), error: answer.error, durationSeconds: durationSeconds)
        if final { return result }
        result.status = .errored
        result.reason = "an answer no registered contract reads, to a \(fixture.contract.rawValue) fixture"
        return result
    }

    /// Applies the run's own limits to a graded answer: the cost level (``applyCost(_:seconds:)``),
    /// then, in a `run --strict`, the strict level: a pass that misses it becomes a failure
    /// (``FailureKind/strict``), its reason the strict difference.
    package func applyRunLimits(_ graded: inout Grade, seconds: Double?) {
        applyCost(&graded, seconds: seconds)
        guard strictLevel, graded.status == .passed, graded.levels?.strict == false else { return }
        graded.status = .failed
        graded.strict = .failed
    }

    /// Sets the cost level of a graded answer; a pass slower than ``maxCaseSeconds`` becomes a
    /// failure (``FailureKind/cost``).
    func applyCost(_ graded: inout Grade, seconds: Double?) {
        guard let limit = maxCaseSeconds, var levels = graded.levels, let seconds else { return }
        let fast = seconds <= limit
        levels.cost = fast
        graded.levels = levels
        guard !fast else { return }
        let slow = "too slow: answered in \(Self.milliseconds(seconds)) ms, over --max-case-ms \(Self.milliseconds(limit))"
        if graded.status == .passed {
            // A failed result is a strict failure too (docs/REPORTS.md "Strict level").
            graded.status = .failed
            graded.strict = .failed
            graded.reason = slow + " (right at the rule level)" + (graded.reason.map { "; \($0)" } ?? "")
        } else {
            graded.reason = (graded.reason ?? "failed") + "; also \(slow)"
        }
    }

    /// Grades a case the harness could not get an answer for (crash, timeout, bad line):
    /// `errored`, with `actual` = `{"error": description, "harness": kind}`.
    package func grade(_ fixture: Fixture, harnessErrorKind kind: HarnessErrorKind, description: String) -> FixtureResult {
        if let unsupported = unsupported(fixture) { return unsupported }
        return FixtureResult(
            id: fixture.id, expected: fixture.expectation,
            actual: .object(["error": .string(description), "harness": .string(kind.rawValue)]),
            status: .errored, reason: "harness error (\(kind)): \(description)")
    }

    /// `answer` as the JSON object it was received as (all members, `seq` included).
    static func json(_ answer: Answer) -> JSONValue? {
        answer.jsonValue
    }

    /// `seconds` in milliseconds for messages: `1060`, `0.412`.
    static func milliseconds(_ seconds: Double) -> String {
        let ms = seconds * 1000
        return ms >= 100 ? String(format: "%.0f", ms) : ms >= 1 ? String(format: "%.1f", ms) : String(format: "%.3f", ms)
    }
}
