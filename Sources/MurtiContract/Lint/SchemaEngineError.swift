import MurtiConformance
import MurtiProtocol

/// One error line of `adapters/validate_json.py` (`{"path", "keyword", "value", "message"}`)
/// told in words: where (fixture id and field, ``EntryLocation``) and what the schema asks,
/// with its limit (`"description" is shorter than the minimum length 10`).
struct SchemaEngineError {
    /// Where, in expectations.json.
    var location: EntryLocation
    /// The failing Draft 2020-12 keyword.
    var keyword: String
    /// The keyword's value in the schema (its limit, list or subschema), when the engine sent it.
    var value: JSONValue?
    /// The engine's own message, the fallback.
    var engineMessage: String

    /// Reads one output line's JSON object.
    init(_ line: JSONValue) {
        location = EntryLocation(pointer: line["path"]?.stringValue ?? "")
        keyword = line["keyword"]?.stringValue ?? "?"
        value = line["value"]
        engineMessage = line["message"]?.stringValue ?? ""
    }

    /// `invalid/x.json: "description" is shorter than the minimum length 10`.
    var text: String { "\(location.subject) \(phrase)" }

    /// What the value fails, in words.
    var phrase: String {
        if let limit = value.flatMap(Self.integer) {
            switch keyword {
            case "minLength": return "is shorter than the minimum length \(limit)"
            case "maxLength": return "is longer than the maximum length \(limit)"
            case "minimum": return "is less than the minimum \(limit)"
            case "maximum": return "is greater than the maximum \(limit)"
            case "minItems": return "has fewer items than the minimum \(limit)"
            case "maxItems": return "has more items than the maximum \(limit)"
            case "minProperties": return "has fewer members than the minimum \(limit)"
            case "maxProperties": return "has more members than the maximum \(limit)"
            default: break
            }
        }
        switch (keyword, value) {
        case ("const", let expected?): return "must be \(Self.render(expected))"
        case ("enum", .array(let allowed)?): return "must be one of " + allowed.map(Self.render).joined(separator: ", ")
        case ("type", .string(let type)?): return "must be of type \(type)"
        case ("type", .array(let types)?): return "must be of type " + types.map(Self.render).joined(separator: " or ")
        case ("pattern", .string(let pattern)?): return "does not match the pattern \(pattern)"
        case ("uniqueItems", _): return "has the same item twice"
        case ("required", _):
            if let name = Self.quoted(engineMessage, before: " is a required property") { return "has no \"\(name)\", which is required" }
        case ("not", let schema?):
            let names = Self.requiredNames(schema)
            if !names.isEmpty { return "must not have " + names.map { "\"\($0)\"" }.joined(separator: " or ") }
        case ("anyOf", let schema?):
            let names = Self.requiredNames(.object(["anyOf": schema]))
            if !names.isEmpty { return "must have " + names.map { "\"\($0)\"" }.joined(separator: " or ") }
        default: break
        }
        return "fails \(keyword): \(engineMessage)"
    }

    /// The names a `{"required": [...]}` subschema, or an `anyOf` of such, asks for.
    static func requiredNames(_ schema: JSONValue) -> [String] {
        if case .array(let names)? = schema["required"] { return names.compactMap(\.stringValue) }
        if case .array(let branches)? = schema["anyOf"] {
            let lists = branches.map(requiredNames)
            return lists.contains(where: \.isEmpty) ? [] : lists.flatMap { $0 }
        }
        return []
    }

    /// `x` from python-jsonschema's `'x' is a required property`.
    static func quoted(_ message: String, before suffix: String) -> String? {
        guard message.hasPrefix("'"), message.hasSuffix("'" + suffix) else { return nil }
        return String(message.dropFirst().dropLast(suffix.count + 1))
    }

    /// A whole number, or `nil`.
    static func integer(_ value: JSONValue) -> Int? {
        guard case .number(let number) = value, number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    /// A short JSON rendering of a schema value.
    static func render(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): String(flag)
        case .number(let number): integer(value).map(String.init) ?? String(number)
        case .string(let text): "\"\(text)\""
        case .array(let items): "[" + items.map(render).joined(separator: ", ") + "]"
        case .object: "a schema"
        }
    }
}
