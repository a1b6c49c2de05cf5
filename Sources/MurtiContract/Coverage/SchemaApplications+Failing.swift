import Foundation
import MurtiConformance
import MurtiProtocol

extension SchemaApplications {
    /// The value at `tokens` inside `instance`, or `nil`.
    static func value(at tokens: [String], in instance: JSONValue) -> JSONValue? {
        var node = instance
        for token in tokens {
            switch node {
            case .object(let members): guard let next = members[token] else { return nil }; node = next
            case .array(let items): guard let index = Int(token), items.indices.contains(index) else { return nil }; node = items[index]
            default: return nil
            }
        }
        return node
    }

    /// The size a bound keyword measures in `value`: code points of a string (docs/CONTRACT.md §1
    /// "Counting"), items of an array, members of an object, a number itself; `nil` when the
    /// keyword does not apply to that value.
    static func measure(_ keyword: String, of value: JSONValue) -> Double? {
        switch (keyword, value) {
        case ("maxLength", .string(let text)), ("minLength", .string(let text)): Double(text.unicodeScalars.count)
        case ("maxItems", .array(let items)), ("minItems", .array(let items)): Double(items.count)
        case ("maxProperties", .object(let members)), ("minProperties", .object(let members)): Double(members.count)
        case ("maximum", .number(let number)), ("minimum", .number(let number)),
             ("exclusiveMaximum", .number(let number)), ("exclusiveMinimum", .number(let number)): number
        default: nil
        }
    }

    /// The keywords that bound a size or a number, with the value one past the limit: `+1` for
    /// an upper bound, `-1` for a lower one.
    static let boundDirections: [String: Double] = [
        "maxLength": 1, "maxItems": 1, "maxProperties": 1, "maximum": 1,
        "minLength": -1, "minItems": -1, "minProperties": -1, "minimum": -1,
    ]

    /// Whether the application `application` fails on `value`; `nil` when this reading cannot tell
    /// (a `pattern`, or a keyword it does not evaluate).
    func fails(_ application: Application, on value: JSONValue) -> Bool? {
        guard let limit = resolve(application.location) else { return nil }
        switch application.keyword {
        case "required":
            guard case .array(let names) = limit, case .object(let members) = value else { return nil }
            return names.contains { $0.stringValue.map { members[$0] == nil } ?? false }
        case "additionalProperties", "unevaluatedProperties":
            let parent = String(application.location.dropLast(application.keyword.count + 1))
            guard case .object(let members) = value else { return nil }
            let declared = resolve(parent + "/properties").flatMap { node -> Set<String>? in
                guard case .object(let properties) = node else { return nil }
                return Set(properties.keys.map(\.string))
            } ?? []
            return members.keys.contains { !declared.contains($0.string) }
        case "type": return Self.typeMatches(limit, value).map { !$0 }
        case "enum":
            guard case .array(let allowed) = limit else { return nil }
            return !allowed.contains(value)
        case "const": return value != limit
        default:
            guard let direction = Self.boundDirections[application.keyword], case .number(let bound) = limit,
                let size = Self.measure(application.keyword, of: value) else { return nil }
            return direction > 0 ? size > bound : size < bound
        }
    }

    /// The keyword locations where a document refused with `keyword` at instance location
    /// `path` fails: the applications at that location with that keyword, narrowed to those that
    /// fail where that can be told (two `required` lists at one action: its own and an
    /// `if`/`then` one).
    func failing(keyword: String, at path: [String], applications: [Application]) -> [Application] {
        let candidates = applications.filter { $0.keyword == keyword && $0.instance == path }
        guard candidates.count > 1 else { return candidates }
        let failing = candidates.filter { fails($0, on: $0.value) == true }
        return failing.isEmpty ? candidates : failing
    }
}
