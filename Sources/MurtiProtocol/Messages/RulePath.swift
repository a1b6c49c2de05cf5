/// A `{rule, path}` pair: a downgraded failure (`warnings`) in answers and expectations
/// (docs/CONTRACT.md §1, schemaVersion policy).
public struct RulePath: Sendable, Hashable, Codable {
    /// The rule id (docs/CONTRACT.md §1).
    public var rule: RuleID
    /// RFC 6901 JSON Pointer of the object the failure is about.
    public var path: String

    /// Creates a rule/path pair.
    public init(rule: RuleID, path: String) {
        self.rule = rule
        self.path = path
    }
}
