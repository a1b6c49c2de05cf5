import MurtiConformance
import MurtiValidator

/// Everything the reference validator says about one document: its verdict, its schema-only
/// verdict and every violation. The raw material of `propose` and `import`.
struct ReferenceJudgement {
    /// ``Validator/validate(_:)``.
    var verdict: Verdict
    /// ``Validator/schemaVerdict(_:)``.
    var schemaVerdict: Verdict
    /// ``Validator/violations(in:)``.
    var violations: [Violation]

    /// Judges `bytes` with `validator`.
    init(_ bytes: [UInt8], validator: Validator) {
        verdict = validator.validate(bytes)
        schemaVerdict = validator.schemaVerdict(bytes)
        violations = validator.violations(in: bytes)
    }

    /// The judgement in the library's terms (``DocumentJudgement``).
    var judgement: DocumentJudgement {
        let answered = AnsweredVerdict(
            outcome: verdict.outcome == .reject ? .reject : .accept, layer: verdict.layer, rule: verdict.rule,
            path: verdict.path, warnings: verdict.warnings.map { RulePath(rule: $0.rule, path: $0.path) },
            placeholders: verdict.placeholders)
        return DocumentJudgement(
            verdict: answered, schemaVerdict: schemaVerdict.outcome == .reject ? .reject : .accept,
            violations: violations.map { AnswerViolation(layer: $0.layer, rule: $0.rule, path: $0.path, message: $0.message) })
    }

    /// The expectation entry the verdict implies (``DocumentJudgement/proposedExpectation(profile:)``).
    func proposedExpectation(profile: String) -> Expectation {
        judgement.proposedExpectation(profile: profile)
    }

    /// Distinct broken rules, when more than one (a fixture must break exactly one, CONTRACT §1).
    var ambiguity: [String]? { judgement.ambiguity }
}
