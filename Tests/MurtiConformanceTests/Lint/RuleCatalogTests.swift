import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("RuleCatalog (docs/CONTRACT.md §1)", .contracts)
struct RuleCatalogTests {
    @Test("failing keywords: assertions anywhere, applicators only as false, never inside if")
    func keywordsOfASchema() throws {
        let schema = try JSONDecoder().decode(JSONValue.self, from: Data(#"""
            {"type": "object", "description": "x", "required": ["a"], "additionalProperties": false,
             "properties": {"a": {"maxLength": 3, "contentEncoding": "base64"},
                            "b": {"additionalProperties": {"$ref": "#/$defs/v"}, "enum": [1]}},
             "$defs": {"v": {"pattern": "^a$", "items": {"maxItems": 2}}},
             "allOf": [{"if": {"properties": {"t": {"const": "x"}}, "minLength": 1}, "then": {"maxProperties": 4}}]}
            """#.utf8))
        #expect(RuleCatalog.failingKeywords(in: schema)
            == ["type", "required", "additionalProperties", "maxLength", "enum", "pattern", "maxItems", "maxProperties"])
    }

    @Test("the project's murti.schema.json yields the keywords docs/CONTRACT.md §1 names, and no const")
    func projectSchema() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("murti.schema.json")
        let catalog = try RuleCatalog.load(schemaAt: url)
        for keyword: RuleID in ["required", "type", "enum", "pattern", "maxLength", "maxItems", "maxProperties", "additionalProperties"] {
            #expect(catalog.rule(keyword) == RuleCatalog.Rule(id: keyword, layer: 2, enforcer: .schema))
        }
        #expect(catalog.rule("const") == nil)
        #expect(catalog.rule("if") == nil)
    }

    @Test("client rules have the layer of docs/CONTRACT.md §1", arguments: [
        ("decode.duplicateKey", 1), ("version.major", 2), ("bounds.chain", 2), ("semantic.dataKey", 3),
        ("render.placeholder", 4),
    ])
    func clientRule(id: String, layer: Int) {
        #expect(RuleCatalog(schemaKeywords: []).rule(RuleID(id)) == RuleCatalog.Rule(id: RuleID(id), layer: layer, enforcer: .client))
    }

    @Test("an unreadable schema is a LintError naming the file")
    func unreadable() {
        #expect(throws: LintError.self) { try RuleCatalog.load(schemaAt: URL(fileURLWithPath: "/nonexistent/murti.schema.json")) }
    }
}
