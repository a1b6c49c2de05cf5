/// Why docs/protocol.schema.json cannot be compiled into the runner's line checker
/// (``ProtocolSchema``): the schema uses something the checker does not implement, so it refuses
/// the whole schema rather than check lines against part of it (docs/DECISIONS.md 96).
enum ProtocolSchemaError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The schema's bytes are not one strict JSON object; `reason` says where.
    case unreadable(reason: String)
    /// A keyword the checker does not implement (`format`, `oneOf`, `$dynamicRef`, …), at the
    /// JSON Pointer of the schema object holding it.
    case unsupportedKeyword(keyword: String, at: String)
    /// A keyword whose value is not of the form Draft 2020-12 gives it (`"required": "a"`).
    case malformedKeyword(keyword: String, at: String, expected: String)
    /// A `$ref` that is not `#/$defs/NAME` naming a definition of the schema, or one that
    /// closes a cycle of references (recursion is not supported).
    case unresolvedReference(reference: String, at: String, reason: String)
    /// A `pattern` outside the ECMA-262 subset ``SchemaPattern`` implements.
    case unsupportedPattern(pattern: String, at: String, reason: String)

    /// One line naming the schema location and the fix.
    var description: String {
        let fix = "keep docs/protocol.schema.json within what the runner's checker implements "
            + "(docs/PROTOCOL.md \"The schema\"), or extend Sources/MurtiConformance/ProtocolLines"
        return switch self {
        case .unreadable(let reason):
            "docs/protocol.schema.json is not a strict JSON object: \(reason)"
        case .unsupportedKeyword(let keyword, let at):
            "docs/protocol.schema.json uses keyword \"\(keyword)\" at \"\(at)\", which the runner's checker does not implement; \(fix)"
        case .malformedKeyword(let keyword, let at, let expected):
            "docs/protocol.schema.json: keyword \"\(keyword)\" at \"\(at)\" must be \(expected)"
        case .unresolvedReference(let reference, let at, let reason):
            "docs/protocol.schema.json: $ref \"\(reference)\" at \"\(at)\": \(reason); \(fix)"
        case .unsupportedPattern(let pattern, let at, let reason):
            "docs/protocol.schema.json: pattern \"\(pattern)\" at \"\(at)\": \(reason); \(fix)"
        }
    }
}
