extension Grader {
    /// Grades one verdict answer (not `skipped`, `error` or `steps`) against `expected`.
    ///
    /// Clients (CONTRACT §4): passed when outcome, layer and rule are equal and the placeholder
    /// sets are equal; strict also compares `path` (rejections with a written path) and the
    /// warning sets. A layer the client does not declare turns the expectation into a plain
    /// accept (CONTRACT §3). `schemaOnly` engines: see ``gradeSchemaVerdict(_:_:)``.
    func gradeVerdict(_ expected: Expectation, _ answer: Answer) -> (status: ResultStatus, strict: ResultStatus?, reason: String?) {
        if implementation.schemaOnly { return gradeSchemaVerdict(expected, answer) }
        let want = clientExpectation(expected)
        let got = GradedVerdict(answer: answer)
        guard want.matches(got) else {
            let note = want.note.map { " (\($0))" } ?? ""
            return (.failed, .failed, "expected \(want.summary)\(note), got \(got.summary)")
        }
        var problems: [String] = []
        if want.outcome == "reject", let path = want.path, got.path != path {
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
        if problems.isEmpty { return (.passed, .passed, nil) }
        return (.passed, .failed, "strict: " + problems.joined(separator: "; "))
    }

    /// The expectation a client is graded against: as written, or a plain accept when its
    /// layer is one the client does not declare (CONTRACT §3; a layer-4 expectation too, as a
    /// client that does not render lists no placeholders).
    func clientExpectation(_ expected: Expectation) -> GradedVerdict {
        var verdict = GradedVerdict(expected: expected)
        if let layer = expected.layer, !implementation.layers.contains(layer) {
            verdict.outcome = "accept"
            verdict.layer = nil
            verdict.rule = nil
            verdict.path = nil
            verdict.placeholders = []
            verdict.note = "layer \(layer) is not declared, so \(expected.rule ?? "it") is graded as accept"
        }
        return verdict
    }

    /// JSON Schema engines (`schemaOnly`, CONTRACT §3): passed when the outcome equals the
    /// fixture's effective schema verdict; at the strict level, for schema-keyword rejections,
    /// the answer's rule (the keyword) and path must equal the expectation's too — unless the
    /// entry writes `schema` out. CONTRACT §2 asks for `schema` exactly where the engine's view
    /// differs from the client's (a higher-minor document with an unknown key: the client
    /// reports `required` in the next node, the engine `additionalProperties` at the unknown
    /// key), so the expected keyword and path are the client's and do not bind an engine.
    func gradeSchemaVerdict(_ expected: Expectation, _ answer: Answer) -> (status: ResultStatus, strict: ResultStatus?, reason: String?) {
        let verdict = expected.effectiveSchemaVerdict
        let got = answer.outcome ?? ""
        guard got == verdict else {
            var detail = ""
            if verdict == "reject", expected.outcome == "reject", let rule = expected.rule {
                detail = " (\(rule)\(expected.path.map { " at \(Self.show($0))" } ?? ""))"
            }
            let gotDetail = got == "reject" ? " (\(answer.rule ?? "no keyword")\(answer.path.map { " at \(Self.show($0))" } ?? ""))" : ""
            return (.failed, .failed, "expected schema verdict \(verdict)\(detail), got \(got.isEmpty ? "no outcome" : got)\(gotDetail)")
        }
        guard verdict == "reject", expected.isSchemaKeywordRejection, expected.schema == nil else {
            return (.passed, .passed, nil)
        }
        var problems: [String] = []
        if answer.rule != expected.rule {
            problems.append("expected keyword \(expected.rule ?? ""), got \(answer.rule ?? "none")")
        }
        if let path = expected.path, answer.path != path {
            problems.append("expected path \(Self.show(path)), got \(answer.path.map(Self.show) ?? "none")")
        }
        if problems.isEmpty { return (.passed, .passed, nil) }
        return (.passed, .failed, "strict: " + problems.joined(separator: "; "))
    }

    /// A JSON Pointer for messages (`""` for the whole document).
    static func show(_ pointer: String) -> String { pointer.isEmpty ? "\"\"" : pointer }
}
