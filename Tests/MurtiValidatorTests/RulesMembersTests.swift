import Foundation
import Testing

/// docs/RULES.md "Members" is complete and exact for implementers: every object of
/// `murti.schema.json` has its table, every member its row, and each row's type, required flag
/// and largest allowed value are what the schema states (the client's bounds what the corpus's
/// default profile states). The Markdown tables are parsed, so neither can drift.
@Suite("docs/RULES.md member tables against murti.schema.json")
struct RulesMembersTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One table row: its cells in order.
    typealias Row = [String]

    /// The `### name` sections of "## Members": their text and table rows (header excluded).
    static func sections() throws -> [String: (text: String, rows: [Row])] {
        let rules = try String(contentsOf: root.appendingPathComponent("docs/RULES.md"), encoding: .utf8)
        let start = try #require(rules.range(of: "\n## Members\n"))
        let rest = rules[start.upperBound...]
        let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var found: [String: (text: String, rows: [Row])] = [:]
        for chunk in body.components(separatedBy: "\n### ").dropFirst() {
            let lines = chunk.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let rows = lines.filter { $0.hasPrefix("|") }.dropFirst(2).map { line in
                line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
            }
            found[lines[0]] = (lines.dropFirst().joined(separator: "\n"), Array(rows))
        }
        return found
    }

    /// `murti.schema.json`'s `$defs`.
    static func definitions() throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: root.appendingPathComponent("murti.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(schema["$defs"] as? [String: [String: Any]])
    }

    /// A member's schema with its `$ref` followed, and the definition the reference names.
    static func resolve(_ schema: [String: Any], in definitions: [String: [String: Any]]) -> (schema: [String: Any], named: String?) {
        guard let reference = schema["$ref"] as? String, let name = reference.split(separator: "/").last.map(String.init),
            let target = definitions[name] else { return (schema, nil) }
        return (target, name)
    }

    /// The JSON type a row states: the schema's `type`, else the types of its `enum`, else `any`.
    static func type(of schema: [String: Any]) -> String {
        if let single = schema["type"] as? String { return single }
        if let several = schema["type"] as? [String] { return several.joined(separator: " or ") }
        if let values = schema["enum"] as? [Any] {
            return Set(values.map { $0 is String ? "string" : "number" }).sorted().joined(separator: " or ")
        }
        return "any"
    }

    /// `1,048,576 code points`, `256 items`, `64 members` or `—`, for a schema with one type.
    static func largest(_ schema: [String: Any]) -> String {
        guard schema["type"] is String else { return "—" }
        for (keyword, unit) in [("maxLength", "code points"), ("maxItems", "items"), ("maxProperties", "members")] {
            if let bound = schema[keyword] as? Int { return "\(grouped(bound)) \(unit)" }
        }
        return "—"
    }

    /// `1048576` as `1,048,576`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().reduce(into: "") { text, item in
            if item.offset > 0, (digits.count - item.offset) % 3 == 0 { text += "," }
            text.append(item.element)
        }
    }

    /// `yes`, `when `type` is `navigate``, or `no`.
    static func required(_ member: String, in object: [String: Any]) -> String {
        if (object["required"] as? [String] ?? []).contains(member) { return "yes" }
        for clause in object["allOf"] as? [[String: Any]] ?? [] {
            guard let then = clause["then"] as? [String: Any], (then["required"] as? [String] ?? []).contains(member),
                let condition = (clause["if"] as? [String: Any])?["properties"] as? [String: [String: Any]],
                let (name, constant) = condition.first.map({ ($0.key, $0.value["const"]) }), let value = constant as? String
            else { continue }
            return "when `\(name)` is `\(value)`"
        }
        return "no"
    }

    static let objects = ["payload", "envelope", "screen", "node", "props", "action", "manifest"]

    @Test("every object of the schema has a table; every definition is named in one")
    func coverage() throws {
        let sections = try Self.sections()
        let definitions = try Self.definitions()
        let tables = Set(sections.keys)
        let objectDefinitions = Set(definitions.filter { ($0.value["type"] as? String) == "object" }.keys)
        #expect(objectDefinitions.isSubset(of: tables), "no table for \(objectDefinitions.subtracting(tables).sorted())")
        let named = sections.values.flatMap(\.rows).joined().joined(separator: " ")
        for name in definitions.keys where !tables.contains(name) {
            #expect(named.contains("`\(name)`"), "\(name) is neither a table nor named in one")
        }
    }

    @Test("each object's table lists exactly its members, each with its type, required flag, largest allowed value and definition",
          arguments: objects)
    func members(_ object: String) throws {
        let section = try #require(try Self.sections()[object], "no ### \(object) in docs/RULES.md \"Members\"")
        let definitions = try Self.definitions()
        let schema = try #require(definitions[object])
        let closed = schema["additionalProperties"] as? Bool == false
        #expect(section.text.contains(closed ? "Closed." : "Open"), "\(object) must say whether it is closed")
        if let bound = schema["maxProperties"] as? Int { #expect(section.text.contains("at most \(bound) members")) }

        var expected: [String: [String: Any]] = [:]
        for (name, member) in schema["properties"] as? [String: [String: Any]] ?? [:] { expected["`\(name)`"] = member }
        if let open = schema["additionalProperties"] as? [String: Any] { expected["any name"] = open }
        let rows = Dictionary(section.rows.map { ($0[0], $0) }, uniquingKeysWith: { first, _ in first })
        #expect(Set(rows.keys) == Set(expected.keys), "\(object): the table lists \(rows.keys.sorted()), the schema \(expected.keys.sorted())")
        for (name, member) in expected {
            guard let row = rows[name] else { continue }
            try #require(row.count == 5, "\(object) \(name): \(row)")
            let (resolved, named) = Self.resolve(member, in: definitions)
            let plain = String(name.dropFirst().dropLast())
            #expect(row[1] == Self.type(of: resolved), "\(object) \(name): type")
            #expect(row[2] == (name == "any name" ? "no" : Self.required(plain, in: schema)), "\(object) \(name): required")
            #expect(row[3] == Self.largest(resolved), "\(object) \(name): largest allowed")
            if let named { #expect(row[4].contains("`\(named)`"), "\(object) \(name): names \(named)") }
            if let items = resolved["items"] as? [String: Any], let inner = Self.resolve(items, in: definitions).named {
                #expect(row[4].contains("`\(inner)`"), "\(object) \(name): items are \(inner)")
            }
            if let names = resolved["propertyNames"] as? [String: Any], let inner = Self.resolve(names, in: definitions).named {
                #expect(row[4].contains("`\(inner)`"), "\(object) \(name): names are \(inner)")
            }
            for value in resolved["enum"] as? [String] ?? [] { #expect(row[4].contains("`\(value)`"), "\(object) \(name): \(value)") }
            if let pattern = resolved["pattern"] as? String { #expect(row[4].contains("`\(pattern)`"), "\(object) \(name): pattern") }
        }
    }

    @Test("the value table states each type's bound and what its items and members are")
    func value() throws {
        let section = try #require(try Self.sections()["value"])
        let value = try #require(try Self.definitions()["value"])
        let rows = Dictionary(section.rows.map { ($0[0], $0) }, uniquingKeysWith: { first, _ in first })
        #expect(Set(rows.keys) == ["string", "array", "object", "number, boolean, null"])
        #expect(rows["string"]?[1] == "\(Self.grouped(try #require(value["maxLength"] as? Int))) code points")
        #expect(rows["array"]?[1] == "\(Self.grouped(try #require(value["maxItems"] as? Int))) items")
        #expect(rows["object"]?[1] == "\(Self.grouped(try #require(value["maxProperties"] as? Int))) members")
        #expect((value["items"] as? [String: Any])?["$ref"] as? String == "#/$defs/value")
        #expect((value["additionalProperties"] as? [String: Any])?["$ref"] as? String == "#/$defs/value")
        #expect(rows["array"]?[2] == "each a `value`" && rows["object"]?[2] == "each a `value`")
    }

    @Test("the client's bounds are the corpus's default profile, each the largest that passes")
    func bounds() throws {
        let section = try #require(try Self.sections()["The client's bounds"])
        let data = try Data(contentsOf: Self.root.appendingPathComponent("corpus/expectations.json"))
        let expectations = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let profiles = try #require(expectations["profiles"] as? [String: [String: Any]])
        let bounds = try #require(profiles["default"]?["bounds"] as? [String: Int])
        let rows = Dictionary(section.rows.map { ($0[0], $0) }, uniquingKeysWith: { first, _ in first })
        #expect(Set(rows.keys) == Set(bounds.keys.map { "`\($0)`" }))
        for (name, bound) in bounds {
            #expect(rows["`\(name)`"]?[1].hasPrefix("\(Self.grouped(bound)) ") == true, "\(name): \(rows["`\(name)`"] ?? [])")
        }
    }
}
