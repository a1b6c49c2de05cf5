import MurtiConformance
import MurtiProtocol

extension RuleCatalog {
    /// Draft 2020-12 keywords that assert on their own (validation vocabulary, plus the
    /// applicators whose failure engines report under the applicator's own name).
    static let assertionKeywords: Set<String> = [
        "type", "enum", "const", "required", "pattern",
        "maxLength", "minLength", "maxItems", "minItems", "maxProperties", "minProperties",
        "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf",
        "uniqueItems", "dependentRequired", "maxContains", "minContains", "contains",
        "oneOf", "anyOf", "not",
    ]

    /// Applicators whose subschema fails as the applicator itself only when it is `false`
    /// (`additionalProperties: false`); any other subschema fails by its inner keyword.
    static let falseSchemaApplicators: Set<String> = [
        "additionalProperties", "items", "unevaluatedProperties", "unevaluatedItems",
        "propertyNames", "prefixItems", "contains",
    ]

    /// Keywords whose members are subschemas keyed by name (walked, never failing themselves).
    static let schemaMaps: Set<String> = [
        "$defs", "definitions", "properties", "patternProperties", "dependentSchemas",
    ]

    /// The keywords that can fail somewhere in `schema` (docs/CONTRACT.md §1: "the closed list is the
    /// set of keywords that can fail in `murti.schema.json` as written").
    ///
    /// `if` subschemas are conditions, never failures, so they are not walked (a failure
    /// reached through `if`/`then` names the inner keyword of `then`). Annotations such as
    /// `description` or `contentEncoding` never fail.
    static func failingKeywords(in schema: JSONValue) -> Set<RuleID> {
        var found: Set<RuleID> = []
        var pending: [JSONValue] = [schema]
        while let current = pending.popLast() {
            guard case .object(let members) = current else { continue }
            for (name, value) in members {
                let keyword = name.string
                if assertionKeywords.contains(keyword) { found.insert(RuleID(keyword)) }
                if falseSchemaApplicators.contains(keyword), value == .bool(false) {
                    found.insert(RuleID(keyword))
                }
                switch keyword {
                case "if", "enum", "const", "examples", "default":
                    continue
                case _ where schemaMaps.contains(keyword):
                    if case .object(let subschemas) = value { pending.append(contentsOf: subschemas.values) }
                default:
                    switch value {
                    case .object: pending.append(value)
                    case .array(let items): pending.append(contentsOf: items)
                    default: break
                    }
                }
            }
        }
        return found
    }
}
