import MurtiConformance
import MurtiProtocol

/// What the reference validator says about one document: its verdict, its schema-only verdict
/// and every rule the document breaks. The raw material of `propose` and `import`, asked of
/// the reference over protocol v1 (``ReferenceJudge``), so this library never sees a validator.
package struct DocumentJudgement: Sendable, Equatable {
    /// The full verdict (layers 1–4).
    package var verdict: AnsweredVerdict
    /// The full verdict's text for people.
    package var message: String?
    /// The schema-only verdict (docs/DECISIONS.md 15).
    package var schemaVerdict: Outcome
    /// Every violation, first to last.
    package var violations: [AnswerViolation]

    /// Creates a judgement.
    package init(verdict: AnsweredVerdict, schemaVerdict: Outcome, violations: [AnswerViolation], message: String? = nil) {
        self.verdict = verdict
        self.message = message
        self.schemaVerdict = schemaVerdict
        self.violations = violations
    }

    /// The expectation entry the verdict implies, with `schema` written out only where it does
    /// not follow from the rest (docs/CONTRACT.md §2); `profile` when it is not `default`. The
    /// `description` is left empty for the contributor.
    package func proposedExpectation(profile: String?) -> Expectation {
        var entry = Expectation(outcome: verdict.outcome, description: "")
        if verdict.outcome == .reject {
            entry.layer = verdict.layer
            entry.rule = verdict.rule
            entry.path = verdict.path
        } else if !verdict.placeholders.isEmpty {
            entry.layer = 4
            entry.rule = .renderPlaceholder
            entry.placeholders = verdict.placeholders
        }
        if !verdict.warnings.isEmpty { entry.warnings = verdict.warnings }
        if let profile, profile != "default" { entry.profile = profile }
        if entry.effectiveSchemaVerdict != schemaVerdict { entry.schema = schemaVerdict }
        return entry
    }

    /// Each violation, when they break more than one distinct rule (a fixture must break
    /// exactly one, docs/CONTRACT.md §1), e.g. `layer 2 required at "/screen"`.
    package var ambiguity: [String]? {
        let rules = Set(violations.map { "\($0.layer) \($0.rule)" })
        return rules.count > 1 ? violations.map { "layer \($0.layer) \($0.rule) at \"\($0.path)\"" } : nil
    }
}
