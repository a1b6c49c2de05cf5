import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("SchemaEngineError: expectations.schema.json errors in words", .contracts)
struct SchemaEngineErrorTests {
    private func text(_ path: String, _ keyword: String, _ value: JSONValue?, _ message: String = "m") -> String {
        var members: [JSONMemberName: JSONValue] = ["path": .string(path), "keyword": .string(keyword), "message": .string(message)]
        if let value { members["value"] = value }
        return SchemaEngineError(.object(members)).text
    }

    @Test("the pointer becomes the fixture id and the field", arguments: [
        ("/fixtures/invalid~1schema~1a~0b.json/description", #"invalid/schema/a~b.json: "description""#),
        ("/fixtures/valid~1x.json", "valid/x.json: the entry"),
        ("/fixtures/valid~1x.json/steps/0/layer", #"valid/x.json: "steps/0/layer""#),
        ("/profiles/default", #""/profiles/default""#),
        ("", "the top level"),
    ])
    func location(pointer: String, subject: String) {
        #expect(EntryLocation(pointer: pointer).subject == subject)
    }

    @Test("limits and lists are said in words", arguments: [
        ("minLength", JSONValue.number(1), "is shorter than the minimum length 1"),
        ("maxLength", .number(128), "is longer than the maximum length 128"),
        ("maximum", .number(3), "is greater than the maximum 3"),
        ("minItems", .number(1), "has fewer items than the minimum 1"),
        ("const", .number(4), "must be 4"),
        ("enum", .array([.string("accept"), .string("reject")]), #"must be one of "accept", "reject""#),
        ("type", .string("integer"), "must be of type integer"),
        ("pattern", .string("^[a-z]+$"), "does not match the pattern ^[a-z]+$"),
        ("not", .object(["required": .array([.string("path")])]), #"must not have "path""#),
        ("not", .object(["anyOf": .array([.object(["required": .array([.string("placeholders")])]),
                                          .object(["required": .array([.string("warnings")])])])]),
         #"must not have "placeholders" or "warnings""#),
    ])
    func phrases(keyword: String, value: JSONValue, phrase: String) {
        #expect(text("/fixtures/v.json/f", keyword, value) == #"v.json: "f" "# + phrase)
    }

    @Test("required names the missing member; an unknown keyword keeps the engine's words")
    func fallbacks() {
        #expect(text("/fixtures/v.json", "required", .array([]), "'source' is a required property")
            == #"v.json: the entry has no "source", which is required"#)
        #expect(text("/fixtures/v.json", "dependentRequired", nil, "engine words") == "v.json: the entry fails dependentRequired: engine words")
    }
}
