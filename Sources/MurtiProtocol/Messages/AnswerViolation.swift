/// One entry of an answer's optional `violations` list (docs/PROTOCOL.md, Extensions): a rule
/// the document breaks, as `{layer, rule, path, message}`. Only the reference validator sends
/// it; `lint` uses it to prove each fixture breaks exactly one rule (docs/CONTRACT.md §1).
public struct AnswerViolation: Sendable, Hashable, Codable {
    /// The layer (1–4) whose rule is broken.
    public var layer: Int
    /// The rule id (docs/CONTRACT.md §1).
    public var rule: RuleID
    /// RFC 6901 JSON Pointer of the instance location.
    public var path: String
    /// Diagnostic text; never graded.
    public var message: String?

    /// Creates a violation entry.
    public init(layer: Int, rule: RuleID, path: String, message: String? = nil) {
        self.layer = layer
        self.rule = rule
        self.path = path
        self.message = message
    }
}
