import MurtiConformance
import MurtiProtocol

/// A verdict as a JSON Schema engine gives it: what `agreement` compares between sides and
/// with each fixture's `schema` verdict (docs/CONTRACT.md §2, §5).
package struct SchemaView: Sendable, Equatable, Hashable {
    /// `accept` or `reject`.
    package var outcome: Outcome
    /// For a rejection: 1 (a `decode.*` rule) or 2 (a schema keyword).
    package var layer: Int?
    /// For a rejection: the `decode.*` rule or the Draft 2020-12 keyword.
    package var rule: RuleID?
    /// For a rejection: the instance location (RFC 6901 JSON Pointer).
    package var path: String?
    /// Where the side says the failing keyword is written in the schema
    /// (`#/$defs/value/maxLength`, the `schemaLocation` answer extension of docs/PROTOCOL.md);
    /// `nil` when it does not say.
    package var schemaLocation: String?

    /// Creates a view; rejection members are dropped from an accept.
    package init(outcome: Outcome, layer: Int? = nil, rule: RuleID? = nil, path: String? = nil,
                schemaLocation: String? = nil) {
        self.outcome = outcome
        self.layer = outcome == .reject ? layer : nil
        self.rule = outcome == .reject ? rule : nil
        self.path = outcome == .reject ? path : nil
        self.schemaLocation = outcome == .reject ? schemaLocation : nil
    }

    /// `true` for rule ids that are Draft 2020-12 keywords of `murti.schema.json`: the rules
    /// without a `.` (every client rule is dotted, docs/CONTRACT.md §1).
    package static func isSchemaKeyword(_ rule: RuleID?) -> Bool {
        rule?.isSchemaKeyword ?? false
    }

    /// `reject 2 maxLength "/screen/root/props/value" at #/$defs/value/maxLength`, `accept`.
    package var summary: String {
        guard outcome == .reject else { return "accept" }
        var text = "reject \(layer.map(String.init) ?? "?") \(rule?.rawValue ?? "?") \(AnsweredVerdict.quoted(path))"
        if let schemaLocation { text += " at \(schemaLocation)" }
        return text
    }
}
