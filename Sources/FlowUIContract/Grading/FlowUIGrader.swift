import MurtiConformance
import MurtiProtocol

/// Grades a Flow-UI answer against its fixture's expectation (docs/CONTRACT.md §8 "Grading
/// levels"), within the scope and limits of the run's ``Grader``, which hands it every
/// `flowUIAnswer`: the driver, the process pool, scope, harness errors and the cost level are
/// shared with Murti; only what is compared is Flow-UI's.
///
/// Order of decisions: a contract not spoken → `unsupported`; an answer `error` → `errored`;
/// `informational: true` → `informational`; `skipped` → `skipped`; otherwise the three levels:
/// `verdict` (the outcome, and a rejection's reason), `rule` (the skeleton and the graded
/// diagnostics: what certifies), `strict` (the whole canonical answer but `message`). A failure
/// names the promise the answer broke (``FlowUIPromise``) and the first difference.
struct FlowUIGrader {
    /// The run's grader: scope, `--max-case-ms`.
    let grader: Grader

    init(_ grader: Grader) {
        self.grader = grader
    }

    /// The result for `fixture` given `answer`, which took `durationSeconds`.
    func grade(_ fixture: Fixture, answer: FlowUI.Answer, durationSeconds: Double?) -> FixtureResult {
        var (result, final) = grader.startResult(
            fixture, actual: answer.jsonValue, error: answer.error, durationSeconds: durationSeconds)
        if final { return result }
        guard let expected = fixture.expectation.flowUI else {
            result.status = .errored
            result.reason = "a Flow-UI answer to a \(fixture.contract.rawValue) fixture"
            return result
        }
        if expected.informational == true {
            result.status = .informational
            result.reason = "informational (either answer is allowed): " + Self.summary(answer)
            return result
        }
        if let why = answer.skipped {
            result.status = .skipped
            result.reason = "skipped: \(why)"
            return result
        }
        guard let decoding = answer.decoding else {
            result.status = .errored
            result.reason = "the answer has no outcome, skipped or error"
            return result
        }
        if let fault = FlowUIComparison.expectationFault(expected.decoding, registry: expected.registry) {
            result.status = .errored
            result.reason = "the corpus's expectation is not a docs/CONTRACT.md §8 answer (\(fault)); "
                + "`conformance-runner lint --corpus` names the fix"
            return result
        }
        var (graded, promise) = Self.grade(expected, decoding)
        grader.applyRunLimits(&graded, seconds: result.durationSeconds)
        result.status = graded.status
        result.strict = graded.strict
        result.reason = graded.reason
        result.levels = graded.levels
        result.brokenPromise = promise?.rawValue
        return result
    }

    /// The levels of `decoding` against `expected`, the reason, and the promise a
    /// `verdict`- or `rule`-level failure breaks. A fixture with a hostile element is graded by
    /// docs/DECISIONS.md D83 (``gradeHostile(_:_:hostile:)``).
    static func grade(_ expected: FlowUIExpectation, _ decoding: FlowUI.Decoding) -> (Grade, FlowUIPromise?) {
        if let hostile = expected.hostileElement { return gradeHostile(expected, decoding, hostile: hostile) }
        let differences = FlowUIComparison.differences(expected: expected.decoding, got: decoding, registry: expected.registry)
        if let first = differences.first {
            return failure(expected, differences, verdict: !first.isVerdict)
        }
        return strictGrade(expected, decoding)
    }

    /// A hostile element's fixture: a `notJSON` refusal or an answer losing the element alone
    /// passes the `verdict` and `rule` levels; another refusal, or an answer losing a sibling, is
    /// a wrong outcome. The `strict` level compares the entry's own answer.
    static func gradeHostile(
        _ expected: FlowUIExpectation, _ decoding: FlowUI.Decoding, hostile: FlowUIHostileElement
    ) -> (Grade, FlowUIPromise?) {
        switch decoding {
        case .rejected(.notJSON):
            return strictGrade(expected, decoding)
        case .rejected(let reason):
            return failure(expected, [.reason(expected: .notJSON, got: reason)], verdict: false)
        case .decoded(let kind, let document, let diagnostics):
            let differences = FlowUIHostileComparison.differences(
                hostile, kind: kind, answer: document, diagnostics: diagnostics, registry: expected.registry)
            guard differences.isEmpty else {
                return failure(expected, differences, verdict: false, promise: .hostileBytesCostOneElement)
            }
            return strictGrade(expected, decoding)
        }
    }

    /// A failure at the `verdict` (or only the `rule`) level: the promise the first difference
    /// breaks (located by the fixture's faults) unless `named`, what the fixture rests on, the
    /// difference and how many more (docs/DECISIONS.md D81, D82).
    static func failure(
        _ expected: FlowUIExpectation, _ differences: [FlowUIDifference], verdict: Bool, promise named: FlowUIPromise? = nil
    ) -> (Grade, FlowUIPromise?) {
        let first = differences[0]
        let promise = named ?? FlowUIPromise.broken(by: first, faults: expectedFaults(expected))
        let more = differences.count > 1 ? " (and \(differences.count - 1) more: \(differences.dropFirst().prefix(3).map(\.detail).joined(separator: "; "))\(differences.count > 4 ? "; …" : ""))" : ""
        let rests = expected.basis.map { " (\($0.citationLabel): \(expected.citedRule))" } ?? ""
        let levels = GradingLevels(verdict: verdict, rule: false, strict: false)
        return (.graded(levels, reason: "\(promise.statement)\(rests): \(first.detail)\(more)"), promise)
    }

    /// The pointers of the fixture's faults the grader knows without its input: the expected
    /// diagnostics' `src` and the hostile element's.
    static func expectedFaults(_ expected: FlowUIExpectation) -> [String] {
        var faults: [String] = []
        if case .decoded(_, _, let diagnostics) = expected.decoding { faults = diagnostics.map(\.src) }
        if let hostile = expected.hostileElement { faults.append(hostile.src) }
        return faults
    }

    /// The `strict` level of an answer that passed the `rule` level.
    static func strictGrade(_ expected: FlowUIExpectation, _ decoding: FlowUI.Decoding) -> (Grade, FlowUIPromise?) {
        let want = expected.decoding.json(includeMessages: false)
        let have = decoding.json(includeMessages: false)
        guard let strict = FlowUIStrictDifference.first(expected: want, got: have) else {
            return (.graded(GradingLevels(verdict: true, rule: true, strict: true), reason: nil), nil)
        }
        let order = Self.differsInOrderOnly(want, have) ? Self.diagnosticOrderNote : ""
        return (.graded(GradingLevels(verdict: true, rule: true, strict: false), reason: "strict: \(order)\(strict)"), nil)
    }

    /// What a strict line says before the first difference when only the diagnostics' order differs.
    static let diagnosticOrderNote = "diagnostics in another order than the document's (docs/FLOW-UI.md Decision 20): first at "

    /// `true` when `want` and `have` hold the same diagnostics in another order, and differ in nothing else.
    static func differsInOrderOnly(_ want: JSONValue, _ have: JSONValue) -> Bool {
        guard case .object(var wantMembers) = want, case .object(var haveMembers) = have,
              case .array(let wanted)? = wantMembers["diagnostics"], case .array(let had)? = haveMembers["diagnostics"]
        else { return false }
        let canonical = { (list: [JSONValue]) in list.map(\.canonicalBytes).sorted { $0.lexicographicallyPrecedes($1) } }
        guard wanted.count == had.count, canonical(wanted) == canonical(had) else { return false }
        wantMembers["diagnostics"] = nil
        haveMembers["diagnostics"] = nil
        return JSONValue.object(wantMembers).canonicalBytes == JSONValue.object(haveMembers).canonicalBytes
    }

    /// `decoded (a page, 3 diagnostics)`, `rejected notJSON`, `skipped`, for people.
    static func summary(_ answer: FlowUI.Answer) -> String {
        if answer.skipped != nil { return "skipped" }
        switch answer.decoding {
        case .decoded(let kind, _, let diagnostics)?:
            return "answered decoded (a \(kind.rawValue), \(RunReport.plural(diagnostics.count, "diagnostic")))"
        case .rejected(let reason)?:
            return "answered rejected \(reason.rawValue)"
        case nil:
            return "no outcome"
        }
    }
}
