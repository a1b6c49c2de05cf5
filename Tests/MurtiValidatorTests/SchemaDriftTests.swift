import Foundation
import Testing
@testable import MurtiValidator

/// Anti-drift: every number, pattern and vocabulary the Swift layer 2 uses equals what
/// `murti.schema.json` states (seed: Using it, "the anti-drift guarantee").
@Suite("Schema drift")
struct SchemaDriftTests {
    /// The repository's `murti.schema.json`, found from this file's path.
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("murti.schema.json")

    /// The schema, decoded with member order kept.
    let schema: JSONDocument

    init() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.schemaURL))
        schema = try StrictJSONDecoder.decode(bytes)
    }

    /// The value at `path` (member names), or `nil`.
    func at(_ path: String...) -> JSONIndex? { at(path) }

    /// The value at `path` (member names), or `nil`.
    func at(_ path: [String]) -> JSONIndex? {
        var current = schema.root
        for name in path {
            guard let next = schema.members(current).first(where: { schema.string($0.name) == name })?.value
            else { return nil }
            current = next
        }
        return current
    }

    /// The integer at `path`.
    func number(_ path: String...) -> Int? { at(path).flatMap { Int(schema.numberLexeme($0)) } }

    /// The strings of the array at `path`.
    func strings(_ path: String...) -> [String] { at(path).map { schema.elements($0).map(schema.string) } ?? [] }

    /// The member names of the object at `path`, in order.
    func names(_ path: String...) -> [String] { at(path).map { schema.members($0).map { schema.string($0.name) } } ?? [] }

    @Test("bounds equal the schema's numbers")
    func bounds() {
        let v = SchemaVocabulary.self
        #expect(number("$defs", "value", "maxLength") == v.maxStringLength)
        #expect(number("$defs", "value", "maxItems") == v.maxArrayItems)
        #expect(number("$defs", "value", "maxProperties") == v.maxMembers)
        #expect(number("$defs", "props", "maxProperties") == v.maxMembers)
        #expect(number("$defs", "node", "properties", "children", "maxItems") == v.maxChildren)
        #expect(number("$defs", "node", "properties", "id", "maxLength") == v.maxIdentifierLength)
        #expect(number("$defs", "identifier", "maxLength") == v.maxIdentifierLength)
        #expect(number("$defs", "typeName", "maxLength") == v.maxIdentifierLength)
        #expect(number("$defs", "envelope", "properties", "payload", "maxLength") == v.maxEncodedPayloadLength)
        #expect(number("$defs", "envelope", "properties", "signature", "maxLength") == v.maxSignatureLength)
    }

    @Test("patterns and enums equal the schema's")
    func vocabularies() {
        #expect(at("$defs", "identifier", "pattern").map(schema.string) == NamePattern.identifier.source)
        #expect(at("$defs", "typeName", "pattern").map(schema.string) == NamePattern.typeName.source)
        #expect(at("$defs", "schemaVersion", "pattern").map(schema.string) == NamePattern.schemaVersion.source)
        #expect(strings("$defs", "action", "properties", "type", "enum") == SchemaVocabulary.actionTypes.map(\.description))
        #expect(strings("$defs", "envelope", "properties", "alg", "enum") == SchemaVocabulary.algorithms.map(\.description))
        #expect(strings("$defs", "envelope", "properties", "enc", "enum") == SchemaVocabulary.encryptions.map(\.description))
        let allOf = at("$defs", "action", "allOf").map { Array(schema.elements($0)) } ?? []
        let pairs = allOf.map { entry -> [String] in
            let constant = schema.members(entry).first { schema.string($0.name) == "if" }.flatMap { ifSchema in
                at(ifSchema.value, "properties", "type", "const").map(schema.string)
            }
            let then = schema.members(entry).first { schema.string($0.name) == "then" }.flatMap { thenSchema in
                at(thenSchema.value, "required").map { schema.elements($0).map(schema.string) }
            }
            return [constant ?? "?"] + (then ?? [])
        }
        #expect(pairs == SchemaVocabulary.actionRequirements.map { [$0.type.description, $0.member.description] })
    }

    /// The value at `path` below `start`.
    func at(_ start: JSONIndex, _ path: String...) -> JSONIndex? {
        var current = start
        for name in path {
            guard let next = schema.members(current).first(where: { schema.string($0.name) == name })?.value
            else { return nil }
            current = next
        }
        return current
    }

    static let closedObjects: [(String, ShapeKind)] = [
        ("envelope", .envelope), ("payload", .payload), ("screen", .screen), ("node", .node), ("action", .action),
    ]

    /// The `$defs` a member's shape refers to; `nil` where the schema writes it inline.
    static func definition(of shape: ShapeKind) -> String? {
        switch shape {
        case .screenKey, .screenReference, .requestReference, .linkReference: "identifier"
        case .typeName: "typeName"
        case .node: "node"
        case .action: "action"
        case .props: "props"
        case .schemaVersion: "schemaVersion"
        case .screen: "screen"
        default: nil
        }
    }

    @Test("closed objects: properties, required, additionalProperties and $refs match", arguments: closedObjects)
    func closedObject(_ name: String, _ shape: ShapeKind) throws {
        let rules = try #require(SchemaVocabulary.closedMembers(of: shape))
        #expect(names("$defs", name, "properties") == rules.map(\.name.description))
        #expect(strings("$defs", name, "required") == rules.filter(\.required).map(\.name.description))
        let additional = try #require(at("$defs", name, "additionalProperties"))
        #expect(schema.kind(additional) == .bool && !schema.bool(additional))
        for rule in rules {
            let reference = at("$defs", name, "properties", rule.name.description, "$ref").map(schema.string)
            #expect(reference == Self.definition(of: rule.shape).map { "#/$defs/" + $0 }, "\(name).\(rule.name)")
        }
    }

    @Test("at one location the schema lists keywords in the order the walker checks them")
    func keywordOrder() {
        let order = SchemaVocabulary.failingKeywords + ["properties", "allOf"]
        for definition in ["envelope", "payload", "screen", "node", "action", "identifier", "typeName", "schemaVersion"] {
            let listed = names("$defs", definition).filter(order.contains)
            let expected = listed.sorted { order.firstIndex(of: $0) ?? 0 < order.firstIndex(of: $1) ?? 0 }
            #expect(listed == expected, "\(definition)")
        }
        #expect(names("$defs", "identifier").filter { ["pattern", "maxLength"].contains($0) } == ["pattern", "maxLength"])
    }

    @Test("the root discriminates on signature with if/then/else")
    func root() {
        #expect(at("type").map(schema.string) == "object")
        #expect(strings("if", "required") == ["signature"])
        #expect(at("then", "$ref").map(schema.string) == "#/$defs/envelope")
        #expect(at("else", "$ref").map(schema.string) == "#/$defs/payload")
        #expect(at("oneOf") == nil && at("anyOf") == nil)
        #expect(at("$defs", "value", "anyOf") == nil)
    }

    /// Assertion keywords of Draft 2020-12's validation vocabulary (and the applicators that
    /// fail under their own name).
    static let assertions: Set<String> = [
        "type", "enum", "const", "required", "pattern", "maxLength", "minLength", "maxItems", "minItems",
        "maxProperties", "minProperties", "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum",
        "multipleOf", "uniqueItems", "dependentRequired", "contains", "oneOf", "anyOf", "not",
    ]

    @Test("the keywords that can fail in the schema are exactly the ones the Swift code reports")
    func failingKeywords() {
        var found: Set<String> = []
        var pending = [schema.root]
        while let current = pending.popLast() {
            guard schema.kind(current) == .object else { continue }
            for (nameIndex, value) in schema.members(current) {
                let keyword = schema.string(nameIndex)
                if Self.assertions.contains(keyword) { found.insert(keyword) }
                if keyword == "additionalProperties", schema.kind(value) == .bool, !schema.bool(value) { found.insert(keyword) }
                if ["if", "enum", "const"].contains(keyword) { continue }
                switch schema.kind(value) {
                case .object where ["$defs", "properties"].contains(keyword):
                    pending += schema.members(value).map(\.value)
                case .object: pending.append(value)
                case .array: pending += schema.elements(value)
                default: break
                }
            }
        }
        #expect(found == Set(SchemaVocabulary.failingKeywords))
        let exercised = Set((SchemaKeywordTests.payloadCases + SchemaKeywordTests.nodeCases + SchemaKeywordTests.actionCases
            + SchemaKeywordTests.valueCases + SchemaKeywordTests.envelopeCases).map(\.rule))
        #expect(exercised == found)
    }
}
