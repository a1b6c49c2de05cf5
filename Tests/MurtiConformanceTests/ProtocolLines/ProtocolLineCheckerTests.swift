import Foundation
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// The runner's own checker of protocol lines (``ProtocolLineChecker``, docs/PROTOCOL.md
/// "Checking your lines"): the schema built in is docs/protocol.schema.json and compiles; what it
/// does not implement is refused; good lines pass; each planted fault is reported at its JSON
/// Pointer with its keyword, worded in JSON terms, with the fix.
@Suite("ProtocolLineChecker: protocol lines against docs/protocol.schema.json, in Swift", .contracts)
struct ProtocolLineCheckerTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let profile = #"{"schemaVersion":"1.0","components":["text"],"screens":[],"requests":[],"links":[],"dataKeys":[],"bounds":{"maxDepth":32,"maxNodes":5000,"maxChainDepth":4,"maxNesting":512,"maxDocumentBytes":2097152}}"#

    static func problems(_ line: String, _ direction: ProtocolTranscript.Direction? = nil) throws -> [ProtocolLineChecker.Problem] {
        try ProtocolLineChecker.embedded.get().check(Array(line.utf8), line: 1, direction: direction).problems
    }

    @Test("the schema built into the runner is docs/protocol.schema.json, and it compiles")
    func embedded() throws {
        let file = try Data(contentsOf: Self.root.appendingPathComponent("docs/protocol.schema.json"))
        #expect(ProtocolSchema.embeddedBytes == [UInt8](file))
        let schema = try ProtocolSchema.embedded.get()
        #expect(schema.definition("request") != nil && schema.definition("answer") != nil)
    }

    @Test("a keyword, reference or pattern the checker does not implement is refused, not skipped", arguments: [
        (##"{"$defs": {"request": {"format": "uri"}, "answer": {}}}"##, "format"),
        (##"{"$defs": {"request": {"oneOf": [{}, {}]}, "answer": {}}}"##, "oneOf"),
        (##"{"$defs": {"request": {"properties": {"a": {"$dynamicRef": "#x"}}}, "answer": {}}}"##, "$dynamicRef"),
        (##"{"$defs": {"request": {"$defs": {"x": {}}}, "answer": {}}}"##, "$defs (below the root)"),
        (##"{"$defs": {"request": {"$ref": "other.json#/a"}, "answer": {}}}"##, "other.json#/a"),
        (##"{"$defs": {"request": {"$ref": "#/$defs/answer"}, "answer": {"items": {"$ref": "#/$defs/request"}}}}"##, "a cycle"),
        (##"{"$defs": {"request": {"pattern": "\\d+"}, "answer": {}}}"##, "\\d"),
        (##"{"$defs": {"request": {"required": "cmd"}, "answer": {}}}"##, "an array of strings"),
        (##"{"$defs": {"request": {"type": "text"}, "answer": {}}}"##, "a type name"),
    ])
    func refused(schema: String, named: String) {
        #expect {
            _ = try ProtocolLineChecker(schema: try ProtocolSchema(bytes: Array(schema.utf8)))
        } throws: { error in
            String(describing: error).contains(named)
        }
    }

    @Test("every message of docs/CONTRACT.md §3, §6, §8 passes", arguments: [
        #"{"cmd":"start","protocol":1}"#, #"{"cmd":"stop"}"#,
        #"{"cmd":"validate","seq":1,"id":"valid/x.json","document":"e30=","profile":\#(profile)}"#,
        #"{"cmd":"validate","seq":2,"id":"x.json","kind":"manifestSequence","documents":["e30=","e3t9"],"document":"e30=","profile":\#(profile)}"#,
        #"{"cmd":"validate","seq":3,"id":"p.json","contract":"flow-ui","document":"e30=","profile":{"registry":{"promo":"opaque"}}}"#,
        #"{"protocol":1,"implementation":{"name":"k","version":"0.3","language":"Kotlin","layers":[1,2],"capabilities":["envelope"],"contracts":["murti","flow-ui"]}}"#,
        #"{"protocol":1,"implementation":{"name":"e","version":"1","language":"Rust","layers":[],"schemaOnly":true}}"#,
        #"{"seq":7,"outcome":"reject","layer":2,"rule":"required","path":"/screen/root/children/0","message":"no type"}"#,
        #"{"seq":7,"outcome":"accept","layer":null,"error":null,"placeholders":null}"#,
        #"{"seq":7,"outcome":"accept","layer":4,"rule":"render.placeholder","placeholders":["/screen/root"]}"#,
        #"{"seq":7,"steps":[{"outcome":"accept"},{"outcome":"reject","layer":3,"rule":"manifest.rollback","path":"/payload/sequence"}]}"#,
        #"{"seq":-1,"error":"bad request"}"#, #"{"seq":8,"outcome":"rejected","reason":"noPage"}"#,
    ])
    func good(line: String) throws {
        #expect(try Self.problems(line).isEmpty)
    }

    @Test("each planted fault is reported at its pointer with its keyword", arguments: [
        (#"{"cmd":"dance"}"#, "/cmd", "enum"), (#"{"cmd":"start","protocol":2}"#, "/protocol", "const"),
        (#"{"cmd":"validate","seq":0,"id":"x","document":"e30=","profile":\#(profile)}"#, "/seq", "minimum"),
        (#"{"cmd":"validate","seq":1,"id":"x","document":"e30=\n","profile":\#(profile)}"#, "/document", "pattern"),
        (#"{"seq":7}"#, "", "required"), (#"{"seq":true,"outcome":"accept"}"#, "/seq", "type"),
        (#"{"seq":7,"outcome":"reject","layer":"2","rule":"required","path":""}"#, "/layer", "enum"),
        (#"{"seq":7,"outcome":"reject","layer":2,"rule":"decode.syntax","path":""}"#, "/layer", "const"),
        (#"{"seq":7,"outcome":"accept","placeholder":["/screen"]}"#, "/placeholder", "additionalProperties"),
        (#"{"seq":7,"skipped":"a","error":"b"}"#, "/error", "additionalProperties"),
        (#"{"seq":7,"steps":[]}"#, "/steps", "minItems"),
        (#"{"seq":7,"outcome":"accept","placeholders":["/a","/a"]}"#, "/placeholders", "uniqueItems"),
        (#"{"protocol":1,"implementation":{"name":"","version":"1","language":"Go"}}"#, "/implementation/name", "minLength"),
        (#"{"seq":7,"outcome":"reject","layer":1,"rule":"decode.syntax","path":"","placeholders":[1]}"#, "/placeholders", "maxItems"),
        (#"{"seq":9007199254740992,"error":"x"}"#, "/seq", "maximum"),
        (#"{"seq":1,"outcome":"decoded","page":{"id":null,"nav":null,"header":null,"footer":null,"sections":[{"src":"","id":null,"layout":{"arrangement":"grid","columns":2,"item_spacing":0,"insets":{"top":0,"left":0,"right":0,"bottom":0}},"header":null,"widgets":[{"src":"","type":"t","id":null,"content":"unknown","layout":{},"actions":{},"tracking":null,"data":1}]}],"pagination":null,"refresh":null},"diagnostics":[]}"#, "/page/sections/0/widgets/0", "not"),
        (#"{"seq":1,"seq":2,"outcome":"accept"}"#, "", "json"), (#"{"a":{"b":1,"b":2}}"#, "/a", "json"),
    ])
    func planted(line: String, pointer: String, keyword: String) throws {
        let found = try Self.problems(line)
        #expect(found.contains { $0.pointer == pointer && $0.keyword == keyword }, "\(found)")
    }

    @Test("messages write values as JSON; a misspelt member's fix names the member meant")
    func wording() throws {
        let misspelt = try #require(try Self.problems(#"{"seq":7,"outcome":"accept","placeholder":["/s"]}"#).first)
        #expect(misspelt.message == #"member "placeholder" is not part of this message"#)
        #expect(misspelt.hint.hasPrefix(#"did you mean "placeholders"? remove "placeholder" or write null"#), "\(misspelt.hint)")
        let type = try #require(try Self.problems(#"{"seq":7,"outcome":"accept","message":5}"#).first)
        #expect(type.message == "5 is not of type string or null")
        let required = try #require(try Self.problems(#"{"seq":7,"outcome":"reject","layer":2,"rule":"type"}"#).first)
        #expect(required.message == #""path" is a required property"#)
        #expect(required.hint.hasPrefix(#"add member "path" (The instance location"#), "\(required.hint)")
        let long = try #require(try Self.problems(#"{"seq":""# + String(repeating: "x  ", count: 500) + #"","outcome":"accept"}"#).first)
        #expect(long.message.unicodeScalars.count == CheckerText.limit + 1 && long.message.hasPrefix(#""x x x"#), "\(long.message)")
        #expect(long.message.hasSuffix("…"))
    }

    @Test("noise and blank lines are never bad; a request line that is not an object is")
    func noise() throws {
        let checker = try ProtocolLineChecker.embedded.get()
        #expect(checker.check(Array("Listening".utf8), line: 1, direction: .answer).kind == .noise)
        #expect(checker.check(Array("[1]".utf8), line: 1, direction: nil).kind == .noise)
        #expect(checker.check(Array(" \t\r".utf8), line: 1, direction: nil).kind == .blank)
        #expect(checker.check(Array("hello".utf8), line: 1, direction: .request).kind == .bad)
        let deep = #"{"seq":1,"outcome":"accept","message":"# + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}"
        #expect(try Self.problems(deep).first?.message == "decode.depth: nesting 201, over maxNesting 128")
    }

    @Test("an answer nests as deep as its contract allows: a decoded page 201 levels deep is not a depth fault, the hint names the deeper contract")
    func nestingByContract() throws {
        let nested = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let decoded = #"{"seq":1,"outcome":"decoded","message":"# + nested + "}"
        #expect(try Self.problems(decoded).allSatisfy { !$0.message.hasPrefix("decode.depth") })
        let request = #"{"cmd":"validate","seq":1,"x":"# + nested + "}"
        #expect(try Self.problems(request).first?.message.hasPrefix("decode.depth") == true)
        #expect(ProtocolLineChecker.jsonHint("decode.depth")
            == "keep a protocol line within 128 levels of nesting (a Flow-UI answer within 1024)")
        #expect(MalformedLineShape.refusals == "Flow-UI: notJSON; Murti: its layer-1 rule")
    }
}
