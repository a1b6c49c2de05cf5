import MurtiConformance
import MurtiProtocol

/// What a side answered for one fixture, reduced to the members a schema projection reads
/// (docs/CONTRACT.md §3): outcome, and for a rejection its layer, rule and instance location; warnings
/// and placeholders of an accept. `message` is never compared.
package struct AnsweredVerdict: Sendable, Equatable {
    /// `accept` or `reject`.
    package var outcome: Outcome
    /// The refusing layer (rejections).
    package var layer: Int?
    /// The rule id (rejections).
    package var rule: RuleID?
    /// RFC 6901 JSON Pointer of the instance location (rejections).
    package var path: String?
    /// Downgraded failures of an accept (the schemaVersion policy, docs/CONTRACT.md §1).
    package var warnings: [RulePath]
    /// Placeholder nodes of an accept (layer 4).
    package var placeholders: [String]

    /// Creates a verdict; rejection members are dropped from an accept.
    package init(
        outcome: Outcome, layer: Int? = nil, rule: RuleID? = nil, path: String? = nil,
        warnings: [RulePath] = [], placeholders: [String] = []
    ) {
        self.outcome = outcome
        self.layer = outcome == .reject ? layer : nil
        self.rule = outcome == .reject ? rule : nil
        self.path = outcome == .reject ? path : nil
        self.warnings = warnings
        self.placeholders = placeholders
    }

    /// The verdict of an answer, or `nil` when it has no `outcome` (error, skip, steps).
    package init?(answer: Answer) {
        guard let outcome = answer.outcome else { return nil }
        self.init(outcome: outcome, layer: answer.layer, rule: answer.rule, path: answer.path,
                  warnings: answer.warnings ?? [], placeholders: answer.placeholders ?? [])
    }

    /// The answer a conforming client gives for `expectation` (docs/CONTRACT.md §2), or `nil` for a
    /// manifest sequence (one answer per step, nothing to project as one document).
    package init?(expectation: Expectation) {
        guard expectation.steps == nil else { return nil }
        let outcome = expectation.outcome
        self.init(outcome: outcome, layer: expectation.layer, rule: expectation.rule, path: expectation.path,
                  warnings: expectation.warnings ?? [], placeholders: expectation.placeholders ?? [])
    }

    /// `reject 3 semantic.screen "/screen/key"`, `accept`, `accept with warnings additionalProperties "/x"`.
    package var summary: String {
        switch outcome {
        case .reject:
            return "reject \(layer.map(String.init) ?? "?") \(rule ?? "?") \(Self.quoted(path))"
        case .accept:
            var text = "accept"
            if !placeholders.isEmpty { text += " with placeholders " + placeholders.map { Self.quoted($0) }.joined(separator: ", ") }
            if !warnings.isEmpty {
                text += " with warnings " + warnings.map { "\($0.rule) \(Self.quoted($0.path))" }.joined(separator: ", ")
            }
            return text
        }
    }

    /// A JSON Pointer in double quotes (`""` is the whole document), `"?"` when absent.
    static func quoted(_ pointer: String?) -> String { "\"\(pointer ?? "?")\"" }
}
