/// The implementation's answer to one `validate` request (docs/CONTRACT.md §3), as read off the
/// wire.
///
/// Exactly one of: a verdict (`outcome` set), `skipped`, `error`, or `steps` (manifest sequence).
public struct Answer: Sendable, Equatable, Codable {
    /// Echo of the request's `seq`.
    public var seq: Int
    /// `accept` or `reject`.
    public var outcome: Outcome?
    /// The refusing layer (1–3), or 4 with placeholders.
    public var layer: Int?
    /// The rule id (docs/CONTRACT.md §1).
    public var rule: RuleID?
    /// JSON Pointer of the instance location (rejections).
    public var path: String?
    /// Diagnostic text; never graded.
    public var message: String?
    /// JSON Pointers of placeholder nodes (layer 4).
    public var placeholders: [String]?
    /// Downgraded failures.
    public var warnings: [RulePath]?
    /// Why the implementation did not judge this case.
    public var skipped: String?
    /// The implementation's own error for this case.
    public var error: String?
    /// Manifest sequences: one answer per document, in order (their `seq` is ignored).
    public var steps: [Answer]?
    /// Optional extension (docs/PROTOCOL.md): every rule the document breaks, for `lint`.
    public var violations: [AnswerViolation]?
    /// Optional extension (docs/PROTOCOL.md): where a JSON Schema engine's failing keyword is
    /// written in the schema, a URI-fragment JSON Pointer such as `#/$defs/value/maxLength`;
    /// `agreement` groups disagreements by it.
    public var schemaLocation: String?

    /// Creates an answer; see the properties.
    public init(
        seq: Int, outcome: Outcome? = nil, layer: Int? = nil, rule: RuleID? = nil,
        path: String? = nil, message: String? = nil, placeholders: [String]? = nil,
        warnings: [RulePath]? = nil, skipped: String? = nil, error: String? = nil,
        steps: [Answer]? = nil, violations: [AnswerViolation]? = nil, schemaLocation: String? = nil
    ) {
        self.seq = seq
        self.outcome = outcome
        self.layer = layer
        self.rule = rule
        self.path = path
        self.message = message
        self.placeholders = placeholders
        self.warnings = warnings
        self.skipped = skipped
        self.error = error
        self.steps = steps
        self.violations = violations
        self.schemaLocation = schemaLocation
    }

    /// An accept: with `placeholders`, layer 4 `render.placeholder` (docs/CONTRACT.md §3).
    public static func accept(seq: Int, placeholders: [String] = [], warnings: [RulePath] = [], message: String? = nil) -> Answer {
        var answer = Answer(seq: seq, outcome: .accept, message: message)
        if !placeholders.isEmpty {
            answer.layer = 4
            answer.rule = .renderPlaceholder
            answer.placeholders = placeholders
        }
        if !warnings.isEmpty { answer.warnings = warnings }
        return answer
    }

    /// A rejection at `layer` for `rule` at the instance location `path` (docs/CONTRACT.md §1, §3).
    public static func reject(
        seq: Int, layer: Int, rule: RuleID, path: String, message: String? = nil, warnings: [RulePath] = []
    ) -> Answer {
        Answer(seq: seq, outcome: .reject, layer: layer, rule: rule, path: path, message: message,
               warnings: warnings.isEmpty ? nil : warnings)
    }
}
