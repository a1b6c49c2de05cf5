import MurtiConformance
import MurtiProtocol

extension Grader {
    /// The grade of an answer that is not an `error`.
    package func gradeAnswer(_ expected: Expectation, _ answer: Answer) -> Grade {
        if let why = answer.skipped {
            // A case outside the declared layers that the implementation declines is simply
            // not certified; inside them a skip counts against the certificate.
            let gaps = layerGaps(expected)
            if !gaps.isEmpty { return .unsupported(gaps, reason: "\(Self.notDeclared(gaps)) (skipped: \(why))") }
            return Grade(status: .skipped, reason: "skipped: \(why)")
        }
        switch (expected.steps, answer.steps) {
        case (let steps?, let answers?):
            return gradeSteps(steps, answers)
        case (nil, _?):
            return .wrongKind("expected \(GradedVerdict(expected: expected).summary), got a manifest sequence answer (steps)")
        case (let steps?, nil):
            return .wrongKind("expected a manifest sequence answer with \(steps.count) steps, got \(GradedVerdict(answer: answer).summary)")
        case (nil, nil):
            guard answer.outcome != nil else { return Grade(status: .errored, reason: "the answer has no outcome, skipped or error") }
            return gradeVerdict(expected, answer)
        }
    }

    /// Grades each step of a manifest sequence (docs/CONTRACT.md §6): one result. An errored step makes
    /// it errored; otherwise the first failed or skipped step decides (and names itself in the
    /// reason); otherwise a step outside the declared layers makes it unsupported; otherwise it
    /// passes. Each level holds when it holds for every graded step.
    func gradeSteps(_ steps: [Expectation], _ answers: [Answer]) -> Grade {
        guard steps.count == answers.count else {
            return .wrongKind("expected \(steps.count) steps, got \(answers.count)")
        }
        var grades: [Grade] = []
        for (index, (step, answer)) in zip(steps, answers).enumerated() {
            if let error = answer.error {
                return Grade(status: .errored, reason: "step \(index + 1): the implementation answered error: \(error)")
            }
            grades.append(gradeAnswer(step, answer))
        }
        func named(_ index: Int) -> String { "step \(index + 1): \(grades[index].reason ?? grades[index].status.rawValue)" }
        let graded = grades.compactMap(\.levels)
        let levels = GradingLevels(
            verdict: graded.allSatisfy(\.verdict), rule: graded.allSatisfy(\.rule), strict: graded.allSatisfy(\.strict))
        if let index = grades.firstIndex(where: { $0.status == .errored }) {
            return Grade(status: .errored, reason: named(index))
        }
        if let index = grades.firstIndex(where: { $0.status == .failed || $0.status == .skipped }) {
            var grade = grades[index]
            grade.reason = named(index)
            grade.levels = grade.status == .failed ? levels : nil
            grade.strict = grade.status == .failed ? .failed : nil
            return grade
        }
        if let index = grades.firstIndex(where: { $0.status == .unsupported }) {
            let gaps = Set(grades.flatMap(\.gaps)).sorted()
            return .unsupported(gaps, reason: named(index))
        }
        let strictFailure = grades.firstIndex { $0.levels?.strict == false }
        return .graded(levels, reason: strictFailure.map(named))
    }

    /// The layers of `expected` a client does not declare: its own rejecting or placeholder
    /// layer, or its steps' (docs/CONTRACT.md §3 v1.1). Always empty for a JSON Schema engine, graded
    /// on schema verdicts whatever the layer, and when no `start` answer is known.
    func layerGaps(_ expected: Expectation) -> [ScopeGap] {
        scope.undeclaredLayers(expected).map(ScopeGap.layer)
    }
}
