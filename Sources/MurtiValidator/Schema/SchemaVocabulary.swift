/// The numbers, patterns and closed vocabularies of `murti.schema.json`, mirrored for layer 2
/// (docs/CONTRACT.md §0; seed: Bounds, Shape at a glance). The anti-drift test
/// (`SchemaDriftTests`) compares every entry with the schema file, so the two cannot part.
enum SchemaVocabulary {
    /// `#/$defs/value` `maxLength`: any string value, in code points (seed: Bounds).
    static let maxStringLength = 4096
    /// `maxLength` of `#/$defs/identifier`, `#/$defs/typeName` and a node's `id`.
    static let maxIdentifierLength = 128
    /// `maxProperties` of `#/$defs/props` and of an object value (seed: Max props per object).
    static let maxMembers = 64
    /// `#/$defs/node/properties/children` `maxItems` (seed: Max children per node).
    static let maxChildren = 256
    /// `#/$defs/value` `maxItems` (seed: Max array-value length).
    static let maxArrayItems = 512
    /// `#/$defs/envelope/properties/payload` `maxLength` (seed: Max envelope payload size).
    static let maxEncodedPayloadLength = 1_048_576
    /// `#/$defs/envelope/properties/signature` `maxLength`.
    static let maxSignatureLength = 1024

    /// Every keyword of `murti.schema.json` that can fail (docs/CONTRACT.md §1: the closed list of
    /// layer-2 schema rule ids); `SchemaDriftTests` derives the same set from the file.
    static let failingKeywords = [
        "type", "required", "additionalProperties", "enum", "pattern", "maxLength", "maxItems",
        "maxProperties",
    ]

    /// `#/$defs/identifier` `pattern` (ECMA-262), matched by ``NamePattern/identifier``.
    static let identifierPattern = "^[A-Za-z][A-Za-z0-9_]*$"
    /// `#/$defs/typeName` `pattern` (ECMA-262), matched by ``NamePattern/typeName``.
    static let typeNamePattern = "^[A-Za-z][A-Za-z0-9_.]*$"
    /// `#/$defs/schemaVersion` `pattern` (ECMA-262), matched by ``NamePattern/schemaVersion``.
    static let schemaVersionPattern = "^[0-9]+\\.[0-9]+$"

    /// `#/$defs/action/properties/type` `enum`, in schema order.
    static let actionTypes: [StaticString] = ["navigate", "api", "dismiss", "refresh", "openURL"]
    /// `#/$defs/envelope/properties/alg` `enum`.
    static let algorithms: [StaticString] = ["ed25519", "es256"]
    /// `#/$defs/envelope/properties/enc` `enum`.
    static let encryptions: [StaticString] = ["hybrid-x25519-aesgcm"]

    /// `#/$defs/action/allOf`: an action of `type` must carry `member` (`if`/`then`).
    static let actionRequirements: [(type: StaticString, member: StaticString)] = [
        ("navigate", "screen"), ("api", "request"), ("openURL", "link"),
    ]

    /// `#/$defs/envelope`: `properties` in schema order; `required` flags its `required` list.
    static let envelopeMembers: [MemberRule] = [
        MemberRule("schemaVersion", .schemaVersion, required: true),
        MemberRule("alg", .algorithm, required: true),
        MemberRule("enc", .encryption, required: false),
        MemberRule("payload", .encodedPayload, required: true),
        MemberRule("signature", .signature, required: true),
    ]
    /// `#/$defs/payload`.
    static let payloadMembers: [MemberRule] = [
        MemberRule("schemaVersion", .schemaVersion, required: true),
        MemberRule("screen", .screen, required: true),
    ]
    /// `#/$defs/screen`.
    static let screenMembers: [MemberRule] = [
        MemberRule("key", .screenKey, required: true),
        MemberRule("root", .node, required: true),
    ]
    /// `#/$defs/node`.
    static let nodeMembers: [MemberRule] = [
        MemberRule("type", .typeName, required: true),
        MemberRule("id", .nodeID, required: false),
        MemberRule("props", .props, required: false),
        MemberRule("children", .children, required: false),
        MemberRule("action", .action, required: false),
    ]
    /// `#/$defs/action`.
    static let actionMembers: [MemberRule] = [
        MemberRule("type", .actionType, required: true),
        MemberRule("screen", .screenReference, required: false),
        MemberRule("request", .requestReference, required: false),
        MemberRule("link", .linkReference, required: false),
        MemberRule("params", .props, required: false),
        MemberRule("onSuccess", .action, required: false),
        MemberRule("onError", .action, required: false),
    ]

    /// The closed member list of an object definition (`additionalProperties: false`), or `nil`
    /// for definitions that are not closed objects.
    static func closedMembers(of kind: ShapeKind) -> [MemberRule]? {
        switch kind {
        case .envelope: envelopeMembers
        case .payload: payloadMembers
        case .screen: screenMembers
        case .node: nodeMembers
        case .action: actionMembers
        default: nil
        }
    }
}

/// One entry of a closed object's `properties`: the member's name, the definition its value
/// must match, and whether the object's `required` lists it.
struct MemberRule: Sendable {
    /// The member name.
    let name: StaticString
    /// The definition of the member's value.
    let shape: ShapeKind
    /// Listed in the object's `required`.
    let required: Bool

    /// Creates a rule.
    init(_ name: StaticString, _ shape: ShapeKind, required: Bool) {
        self.name = name
        self.shape = shape
        self.required = required
    }
}
