import Foundation
import MurtiConformance
import MurtiProtocol

extension Grader {
    /// Grades one verdict answer (not `skipped`, `error` or `steps`) against `expected`.
    ///
    /// Clients (docs/CONTRACT.md §4): the verdict level compares the outcome; the rule level (passed)
    /// outcome, layer, rule and the placeholder sets; the strict level also `path` (rejections
    /// with a written path) and the warning sets. An expectation at a layer the client does not
    /// declare is never passed (docs/CONTRACT.md §3 v1.1): an accept is unsupported, a rejection is
    /// graded and a right one is unsupported. `schemaOnly` engines: see
    /// ``gradeSchemaVerdict(_:_:)``.
    func gradeVerdict(_ expected: Expectation, _ answer: Answer) -> Grade {
        if implementation.schemaOnly { return gradeSchemaVerdict(expected, answer) }
        let want = GradedVerdict(expected: expected)
        let got = GradedVerdict(answer: answer)
        let gaps = layerGaps(expected)
        if !gaps.isEmpty, got.outcome == .accept {
            return .unsupported(gaps, reason: "\(Self.notDeclared(gaps)) (answered \(got.summary); not graded)")
        }
        guard want.matches(got) else {
            let levels = GradingLevels(verdict: want.outcome == got.outcome, rule: false, strict: false)
            return .graded(levels, reason: Self.quoting(answer.message, in: "expected \(want.summary), got \(got.summary)"))
        }
        if !gaps.isEmpty {
            return .unsupported(gaps, reason: "\(Self.notDeclared(gaps)) (answered \(got.summary), which is right, "
                + "but outside the declared scope: declare the layer to be certified for it)")
        }
        var problems: [String] = []
        if want.outcome == .reject, let path = want.path, got.path != path {
            problems.append("expected path \(Self.show(path)), got \(got.path.map(Self.show) ?? "none")")
        }
        if want.warnings != got.warnings {
            let missing = want.warnings.subtracting(got.warnings)
            let extra = got.warnings.subtracting(want.warnings)
            var parts: [String] = []
            if !missing.isEmpty { parts.append("missing \(GradedVerdict.list(missing))") }
            if !extra.isEmpty { parts.append("unexpected \(GradedVerdict.list(extra))") }
            problems.append("warnings: " + parts.joined(separator: ", "))
        }
        let levels = GradingLevels(verdict: true, rule: true, strict: problems.isEmpty)
        return .graded(levels, reason: problems.isEmpty ? nil : "strict: " + problems.joined(separator: "; "))
    }

    /// JSON Schema engines (`schemaOnly`, docs/CONTRACT.md §3): passed (verdict and rule level) when
    /// the outcome equals the fixture's effective schema verdict; at the strict level, for
    /// schema-keyword rejections, the answer's rule (the keyword) and path must equal the
    /// expectation's too — unless the entry writes `schema` out. docs/CONTRACT.md §2 asks for `schema`
    /// exactly where the engine's view differs from the client's (a higher-minor document with
    /// an unknown key: the client reports `required` in the next node, the engine
    /// `additionalProperties` at the unknown key), so the expected keyword and path are the
    /// client's and do not bind an engine.
    func gradeSchemaVerdict(_ expected: Expectation, _ answer: Answer) -> Grade {
        let verdict = expected.effectiveSchemaVerdict
        let got = answer.outcome
        guard got == verdict else {
            var detail = ""
            if verdict == .reject, expected.outcome == .reject, let rule = expected.rule {
                detail = " (\(rule)\(expected.path.map { " at \(Self.show($0))" } ?? ""))"
            }
            let gotDetail = got == .reject
                ? " (\(answer.rule?.rawValue ?? "no keyword")\(answer.path.map { " at \(Self.show($0))" } ?? ""))" : ""
            return .graded(.none, reason: Self.quoting(
                answer.message, in: "expected schema verdict \(verdict.rawValue)\(detail), got \(got?.rawValue ?? "no outcome")\(gotDetail)"))
        }
        let pass = GradingLevels(verdict: true, rule: true, strict: true)
        guard verdict == .reject, expected.isSchemaKeywordRejection, expected.schema == nil else {
            return .graded(pass, reason: nil)
        }
        var problems: [String] = []
        if answer.rule != expected.rule {
            problems.append("expected keyword \(expected.rule?.rawValue ?? ""), got \(answer.rule?.rawValue ?? "none")")
        }
        if let path = expected.path, answer.path != path {
            problems.append("expected path \(Self.show(path)), got \(answer.path.map(Self.show) ?? "none")")
        }
        if problems.isEmpty { return .graded(pass, reason: nil) }
        return .graded(GradingLevels(verdict: true, rule: true, strict: false), reason: "strict: " + problems.joined(separator: "; "))
    }

    /// A JSON Pointer for messages (`""` for the whole document).
    static func show(_ pointer: String) -> String { pointer.isEmpty ? "\"\"" : pointer }
}
