/// What the reference validator says about one document: its verdict, its schema-only verdict
/// and every rule the document breaks. The raw material of `propose` and `import`; the CLI
/// fills it in, so this library never sees a validator.
public struct DocumentJudgement: Sendable, Equatable {
    /// The full verdict (layers 1–4).
    public var verdict: AnsweredVerdict
    /// The schema-only verdict (docs/DECISIONS.md 15).
    public var schemaVerdict: VerdictOutcome
    /// Every violation, first to last.
    public var violations: [AnswerViolation]

    /// Creates a judgement.
    public init(verdict: AnsweredVerdict, schemaVerdict: VerdictOutcome, violations: [AnswerViolation]) {
        self.verdict = verdict
        self.schemaVerdict = schemaVerdict
        self.violations = violations
    }

    /// The expectation entry the verdict implies, with `schema` written out only where it does
    /// not follow from the rest (CONTRACT §2); `profile` when it is not `default`. The
    /// `description` is left empty for the contributor.
    public func proposedExpectation(profile: String?) -> Expectation {
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
        if !verdict.warnings.isEmpty { entry.warnings = verdict.warnings }
        if let profile, profile != "default" { entry.profile = profile }
        if entry.effectiveSchemaVerdict != schemaVerdict.rawValue { entry.schema = schemaVerdict.rawValue }
        return entry
    }

    /// Each violation, when they break more than one distinct rule (a fixture must break
    /// exactly one, CONTRACT §1), e.g. `layer 2 required at "/screen"`.
    public var ambiguity: [String]? {
        let rules = Set(violations.map { "\($0.layer) \($0.rule)" })
        return rules.count > 1 ? violations.map { "layer \($0.layer) \($0.rule) at \"\($0.path)\"" } : nil
    }
}
