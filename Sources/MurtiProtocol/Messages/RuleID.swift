/// A rule id (docs/CONTRACT.md §1, §6; docs/RULES.md): a client rule such as `decode.syntax` or
/// `semantic.screen`, or at layer 2 the Draft 2020-12 keyword that fails (`required`,
/// `maxLength`).
///
/// An open set: an implementation may answer a keyword another schema fails with, so any
/// string is a `RuleID`; the constants name every rule of the contract and every keyword
/// docs/protocol.schema.json lists. Encoded as its string.
public struct RuleID: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The id as written, e.g. `decode.syntax`.
    public let rawValue: String

    /// Wraps an id as written.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps an id as written.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A literal id, e.g. `"required"`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Decodes the id from a JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the id as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The id.
    public var description: String { rawValue }

    /// By Unicode scalar value, as corpus order sorts ids.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue.unicodeScalars.lexicographicallyPrecedes(rhs.rawValue.unicodeScalars)
    }

    /// `true` for a layer-1 `decode.*` rule.
    public var isDecode: Bool { rawValue.hasPrefix("decode.") }

    /// `true` for a Draft 2020-12 keyword (no `.`: every client rule is dotted, docs/CONTRACT.md §1).
    public var isSchemaKeyword: Bool { !rawValue.isEmpty && !rawValue.contains(".") }

    /// The layer a rule of this id belongs to (docs/CONTRACT.md §1; docs/protocol.schema.json
    /// `ruleLayer`): 1 for `decode.*`; 2 for schema keywords, `version.*`, `bounds.*` and
    /// `envelope.*`; 3 for `semantic.*` and `manifest.*`; 4 for `render.*`; `nil` otherwise.
    public var layer: Int? {
        if isDecode { return 1 }
        if isSchemaKeyword { return 2 }
        let family = rawValue.prefix { $0 != "." }
        switch family {
        case "version", "bounds", "envelope": return 2
        case "semantic", "manifest": return 3
        case "render": return 4
        default: return nil
        }
    }
}

extension RuleID {
    /// The document is larger than the profile's `maxDocumentBytes` (layer 1).
    public static let decodeSize: RuleID = "decode.size"
    /// Not UTF-8, a byte order mark, or a lone surrogate escape (layer 1).
    public static let decodeEncoding: RuleID = "decode.encoding"
    /// Not RFC 8259 JSON (layer 1).
    public static let decodeSyntax: RuleID = "decode.syntax"
    /// A member name repeated in one object (layer 1, I-JSON).
    public static let decodeDuplicateKey: RuleID = "decode.duplicateKey"
    /// A number outside IEEE 754 binary64 (layer 1, I-JSON).
    public static let decodeNumber: RuleID = "decode.number"
    /// Nested deeper than the profile's `maxNesting` (layer 1).
    public static let decodeDepth: RuleID = "decode.depth"
    /// The top-level value is not an object (layer 1).
    public static let decodeNotObject: RuleID = "decode.notObject"
    /// A `schemaVersion` major the client does not speak (layer 2).
    public static let versionMajor: RuleID = "version.major"
    /// The node tree is deeper than `maxDepth` (layer 2).
    public static let boundsDepth: RuleID = "bounds.depth"
    /// More nodes than `maxNodes` (layer 2).
    public static let boundsNodes: RuleID = "bounds.nodes"
    /// An action chain deeper than `maxChainDepth` (layer 2).
    public static let boundsChain: RuleID = "bounds.chain"
    /// An envelope algorithm the profile has no key for (layer 2, docs/CONTRACT.md §6).
    public static let envelopeAlg: RuleID = "envelope.alg"
    /// An envelope signature that does not verify (layer 2, docs/CONTRACT.md §6).
    public static let envelopeSignature: RuleID = "envelope.signature"
    /// An encrypted payload that does not decrypt (layer 2, docs/CONTRACT.md §6).
    public static let envelopeDecrypt: RuleID = "envelope.decrypt"
    /// A screen key the profile does not know (layer 3).
    public static let semanticScreen: RuleID = "semantic.screen"
    /// A named request the profile does not allow (layer 3).
    public static let semanticRequest: RuleID = "semantic.request"
    /// A named link the profile does not allow (layer 3).
    public static let semanticLink: RuleID = "semantic.link"
    /// A `{{data.key}}` token naming a key the profile does not know (layer 3).
    public static let semanticDataKey: RuleID = "semantic.dataKey"
    /// A manifest older than one already applied (layer 3, docs/CONTRACT.md §6).
    public static let manifestRollback: RuleID = "manifest.rollback"
    /// An unregistered component type rendered as the placeholder (layer 4; an accept).
    public static let renderPlaceholder: RuleID = "render.placeholder"

    /// The client rules of docs/CONTRACT.md §1 and §6, layer by layer.
    public static let clientRules: [RuleID] = [
        .decodeSize, .decodeEncoding, .decodeSyntax, .decodeDuplicateKey, .decodeNumber, .decodeDepth,
        .decodeNotObject, .versionMajor, .boundsDepth, .boundsNodes, .boundsChain, .envelopeAlg,
        .envelopeSignature, .envelopeDecrypt, .semanticScreen, .semanticRequest, .semanticLink,
        .semanticDataKey, .manifestRollback, .renderPlaceholder,
    ]

    /// Draft 2020-12 `type`.
    public static let type: RuleID = "type"
    /// Draft 2020-12 `enum`.
    public static let `enum`: RuleID = "enum"
    /// Draft 2020-12 `const`.
    public static let const: RuleID = "const"
    /// Draft 2020-12 `multipleOf`.
    public static let multipleOf: RuleID = "multipleOf"
    /// Draft 2020-12 `maximum`.
    public static let maximum: RuleID = "maximum"
    /// Draft 2020-12 `exclusiveMaximum`.
    public static let exclusiveMaximum: RuleID = "exclusiveMaximum"
    /// Draft 2020-12 `minimum`.
    public static let minimum: RuleID = "minimum"
    /// Draft 2020-12 `exclusiveMinimum`.
    public static let exclusiveMinimum: RuleID = "exclusiveMinimum"
    /// Draft 2020-12 `maxLength` (code points, docs/CONTRACT.md §1 "Counting").
    public static let maxLength: RuleID = "maxLength"
    /// Draft 2020-12 `minLength`.
    public static let minLength: RuleID = "minLength"
    /// Draft 2020-12 `pattern` (ECMA-262).
    public static let pattern: RuleID = "pattern"
    /// Draft 2020-12 `format`.
    public static let format: RuleID = "format"
    /// Draft 2020-12 `maxItems`.
    public static let maxItems: RuleID = "maxItems"
    /// Draft 2020-12 `minItems`.
    public static let minItems: RuleID = "minItems"
    /// Draft 2020-12 `uniqueItems`.
    public static let uniqueItems: RuleID = "uniqueItems"
    /// Draft 2020-12 `maxContains`.
    public static let maxContains: RuleID = "maxContains"
    /// Draft 2020-12 `minContains`.
    public static let minContains: RuleID = "minContains"
    /// Draft 2020-12 `contains`.
    public static let contains: RuleID = "contains"
    /// Draft 2020-12 `items`.
    public static let items: RuleID = "items"
    /// Draft 2020-12 `prefixItems`.
    public static let prefixItems: RuleID = "prefixItems"
    /// Draft 2020-12 `unevaluatedItems`.
    public static let unevaluatedItems: RuleID = "unevaluatedItems"
    /// Draft 2020-12 `maxProperties`.
    public static let maxProperties: RuleID = "maxProperties"
    /// Draft 2020-12 `minProperties`.
    public static let minProperties: RuleID = "minProperties"
    /// Draft 2020-12 `required`.
    public static let required: RuleID = "required"
    /// Draft 2020-12 `dependentRequired`.
    public static let dependentRequired: RuleID = "dependentRequired"
    /// Draft 2020-12 `dependentSchemas`.
    public static let dependentSchemas: RuleID = "dependentSchemas"
    /// Draft 2020-12 `additionalProperties` (an unknown member where the schema is closed).
    public static let additionalProperties: RuleID = "additionalProperties"
    /// Draft 2020-12 `unevaluatedProperties`.
    public static let unevaluatedProperties: RuleID = "unevaluatedProperties"
    /// Draft 2020-12 `propertyNames`.
    public static let propertyNames: RuleID = "propertyNames"
    /// Draft 2020-12 `allOf`.
    public static let allOf: RuleID = "allOf"
    /// Draft 2020-12 `anyOf`.
    public static let anyOf: RuleID = "anyOf"
    /// Draft 2020-12 `oneOf`.
    public static let oneOf: RuleID = "oneOf"
    /// Draft 2020-12 `not`.
    public static let not: RuleID = "not"

    /// Every Draft 2020-12 keyword docs/protocol.schema.json accepts as a layer-2 rule id.
    public static let schemaKeywords: [RuleID] = [
        .type, .enum, .const, .multipleOf, .maximum, .exclusiveMaximum, .minimum, .exclusiveMinimum,
        .maxLength, .minLength, .pattern, .format, .maxItems, .minItems, .uniqueItems, .maxContains,
        .minContains, .contains, .items, .prefixItems, .unevaluatedItems, .maxProperties, .minProperties,
        .required, .dependentRequired, .dependentSchemas, .additionalProperties, .unevaluatedProperties,
        .propertyNames, .allOf, .anyOf, .oneOf, .not,
    ]
}
