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

    /// The expectation entry the verdict implies, with `schema` written out only where it does
    /// not follow from the rest (CONTRACT §2). `description` is left for the contributor.
    func proposedExpectation(profile: String) -> Expectation {
        var entry = Expectation(outcome: verdict.outcome.rawValue, description: "")
        if verdict.outcome == .reject {
            entry.layer = verdict.layer
            entry.rule = verdict.rule
            entry.path = verdict.path
        } else if !verdict.placeholders.isEmpty {
            entry.layer = 4
            entry.rule = "render.placeholder"
            entry.placeholders = verdict.placeholders
        }
        if !verdict.warnings.isEmpty {
            entry.warnings = verdict.warnings.map { RulePath(rule: $0.rule, path: $0.path) }
        }
        if profile != "default" { entry.profile = profile }
        let schema = schemaVerdict.outcome.rawValue
        if entry.effectiveSchemaVerdict != schema { entry.schema = schema }
        return entry
    }

    /// Distinct broken rules, when more than one (a fixture must break exactly one, CONTRACT §1).
    var ambiguity: [String]? {
        let rules = Set(violations.map { "\($0.layer) \($0.rule)" })
        return rules.count > 1 ? violations.map { "layer \($0.layer) \($0.rule) at \"\($0.path)\"" } : nil
    }
}
