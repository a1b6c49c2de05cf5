import Foundation

/// Protocol v1 (CONTRACT §3): one JSON object per line over the implementation's stdin/stdout.
public enum ProtocolV1 {
    /// The protocol version number this runner speaks.
    public static let version = 1
}

/// A line the runner writes to the implementation's stdin.
public enum Request: Sendable, Equatable {
    /// `{"cmd":"start","protocol":1}`: the handshake.
    case start(protocol: Int)
    /// `{"cmd":"validate",...}`: judge one fixture.
    case validate(ValidateRequest)
    /// `{"cmd":"stop"}`: the implementation exits 0.
    case stop
}

/// The `validate` request: one fixture's exact bytes and the profile it is judged under.
public struct ValidateRequest: Sendable, Equatable {
    /// Unique within a run; the answer must echo it.
    public var seq: Int
    /// The fixture id (its path relative to `corpus/`).
    public var id: String
    /// The fixture's exact bytes (base64 on the wire). Empty for a manifest sequence.
    public var document: Data
    /// The profile object from `expectations.json` (CONTRACT §2).
    public var profile: JSONValue
    /// `nil` for a single document; `"manifestSequence"` for CONTRACT §6 manifest fixtures.
    public var kind: String?
    /// The ordered documents of a manifest sequence (base64 on the wire).
    public var documents: [Data]?

    /// Creates a validate request.
    public init(
        seq: Int, id: String, document: Data, profile: JSONValue, kind: String? = nil,
        documents: [Data]? = nil
    ) {
        self.seq = seq
        self.id = id
        self.document = document
        self.profile = profile
        self.kind = kind
        self.documents = documents
    }
}

/// The implementation's answer to `start` (CONTRACT §3).
public struct ImplementationInfo: Sendable, Equatable, Codable {
    /// Product name, e.g. `murti-swift-reference`.
    public var name: String
    /// Product version.
    public var version: String
    /// Implementation language, e.g. `Swift`, `Kotlin`.
    public var language: String
    /// Where to read about it.
    public var homepage: String?
    /// The layers (1–4) it performs; expected rejections at other layers grade as accept.
    public var layers: [Int]
    /// `true` for a JSON Schema engine, graded on each fixture's `schema` verdict.
    public var schemaOnly: Bool
    /// Declared capabilities such as `envelope`, `manifest`.
    public var capabilities: [String]

    /// Creates implementation metadata.
    public init(
        name: String, version: String, language: String, homepage: String? = nil,
        layers: [Int] = [1, 2, 3, 4], schemaOnly: Bool = false, capabilities: [String] = []
    ) {
        self.name = name
        self.version = version
        self.language = language
        self.homepage = homepage
        self.layers = layers
        self.schemaOnly = schemaOnly
        self.capabilities = capabilities
    }
}

/// A `{rule, path}` pair: a downgraded failure (warnings) in answers and expectations.
public struct RulePath: Sendable, Hashable, Codable {
    /// Rule id (CONTRACT §1).
    public var rule: String
    /// RFC 6901 JSON Pointer.
    public var path: String

    /// Creates a rule/path pair.
    public init(rule: String, path: String) {
        self.rule = rule
        self.path = path
    }
}

/// The implementation's answer to one `validate` request (CONTRACT §3), as read off the wire.
///
/// Exactly one of: a verdict (`outcome` set), `skipped`, `error`, or `steps` (manifest sequence).
public struct Answer: Sendable, Equatable, Codable {
    /// Echo of the request's `seq`.
    public var seq: Int
    /// `accept` or `reject`.
    public var outcome: String?
    /// The refusing layer (1–3), or 4 with placeholders.
    public var layer: Int?
    /// Rule id.
    public var rule: String?
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
        seq: Int, outcome: String? = nil, layer: Int? = nil, rule: String? = nil,
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
}
