import Foundation
import Testing

@testable import MurtiValidator

/// The tape `StrictJSONDecoder` builds and the ``JSONDocument`` accessors over it.
@Suite("DecoderTapeTests")
struct DecoderTapeTests {
    @Test("kinds, counts, member and element order, subtree skipping")
    func structure() throws {
        let text = "{\"a\":[1,{\"b\":null,\"z\":[[],{}]},\"s\"],\"c\":true,\"d\":\"x\",\"e\":false}"
        let document = try StrictJSONDecoder.decode(Array(text.utf8))
        let root = document.root
        #expect(document.kind(root) == .object)
        #expect(document.count(root) == 4)
        #expect(document.members(root).map { document.string($0.name) } == ["a", "c", "d", "e"])

        let array = try #require(document.member(root, named: "a"))
        #expect(document.kind(array) == .array)
        #expect(document.count(array) == 3)
        #expect(document.elements(array).map { document.kind($0) } == [.number, .object, .string])
        let inner = Array(document.elements(array))[1]
        #expect(document.members(inner).map { document.string($0.name) } == ["b", "z"])
        let nested = try #require(document.member(inner, named: "z"))
        #expect(document.elements(nested).map { document.kind($0) } == [.array, .object])
        #expect(document.elements(nested).map { document.count($0) } == [0, 0])

        // Members after a nested subtree are reached by skipping it.
        let flag = try #require(document.member(root, named: "c"))
        #expect(document.kind(flag) == .bool && document.bool(flag))
        let falseFlag = try #require(document.member(root, named: "e"))
        #expect(document.kind(falseFlag) == .bool && !document.bool(falseFlag))
        let string = try #require(document.member(root, named: "d"))
        #expect(document.string(string) == "x")
        #expect(document.member(root, named: "b") == nil)
        // root, a, [, 1, {, b, null, z, [, [], {}, "s", c, true, d, "x", e, false
        #expect(document.tokenCount == 18)
        #expect(document.subtreeEnd(array) == 12)
        #expect(document.subtreeEnd(root) == 18)
    }

    @Test("byte offsets point at the first byte of each value")
    func offsets() throws {
        let text = "{ \"a\" : [ 1 , \"s\" ] , \"b\":{}}"
        let document = try StrictJSONDecoder.decode(Array(text.utf8))
        let members = Array(document.members(document.root))
        #expect(document.byteOffset(document.root) == 0)
        #expect(members.map { document.byteOffset($0.name) } == [2, 22])
        #expect(members.map { document.byteOffset($0.value) } == [8, 26])
        #expect(document.elements(members[0].value).map { document.byteOffset($0) } == [10, 14])
    }

    struct StringCase: Sendable, CustomTestStringConvertible {
        let literal: String
        let value: String
        let count: Int
        var testDescription: String { literal }
    }

    static let stringCases: [StringCase] = [
        StringCase(literal: "\"\\u0000\"", value: "\u{0}", count: 1),
        StringCase(literal: "\"\\ud83d\\ude00\"", value: "😀", count: 1),
        StringCase(literal: "\"😀\"", value: "😀", count: 1),
        StringCase(literal: "\"e\u{301}\"", value: "e\u{301}", count: 2),
        StringCase(literal: "\"é\"", value: "é", count: 1),
        StringCase(literal: "\"🇫🇷\"", value: "🇫🇷", count: 2),
        StringCase(literal: "\"\\n\\t\\\"\\\\\\/\\b\\f\\r\"", value: "\n\t\"\\/\u{8}\u{C}\r", count: 8),
        StringCase(literal: "\"\\u00e9\\u20AC\\uFFFF\"", value: "é€\u{FFFF}", count: 3),
        StringCase(literal: "\"a\\ud800\\udc00b\"", value: "a\u{10000}b", count: 3),
        StringCase(literal: "\"\"", value: "", count: 0),
        StringCase(literal: "\"ab\\u0063\"", value: "abc", count: 3),
    ]

    @Test("strings: code point count, unescaped value", arguments: stringCases)
    func strings(_ input: StringCase) throws {
        let document = try StrictJSONDecoder.decode(Array("{\"a\":\(input.literal)}".utf8))
        let value = try #require(document.member(document.root, named: "a"))
        #expect(document.kind(value) == .string)
        #expect(document.count(value) == input.count)
        #expect(document.string(value) == input.value)
        #expect(document.string(value).unicodeScalars.count == input.count)
        #expect(document.tokens[value.position].flag == input.literal.contains("\\"))
    }

    @Test("string(_:equals:) compares after unescaping, without normalization")
    func stringEquals() throws {
        let text = "{\"\\u0074ype\":\"e\\u0301\",\"id\":\"é\",\"x\":1}"
        let document = try StrictJSONDecoder.decode(Array(text.utf8))
        let members = Array(document.members(document.root))
        #expect(document.string(members[0].name, equals: "type"))
        #expect(!document.string(members[0].name, equals: "typ"))
        #expect(document.member(document.root, named: "type") == members[0].value)
        #expect(document.string(members[0].value, equals: "e\u{301}"))
        #expect(!document.string(members[0].value, equals: "é"))
        #expect(document.string(members[1].value, equals: "é"))
        #expect(!document.string(members[2].value, equals: "1"))
    }

    @Test("number lexemes are kept exactly as written", arguments: ["-0", "1E+2", "9007199254740993", "0.5e-3"])
    func numberLexeme(_ lexeme: String) throws {
        let document = try StrictJSONDecoder.decode(Array("{\"n\":[\(lexeme)]}".utf8))
        let array = try #require(document.member(document.root, named: "n"))
        let number = try #require(Array(document.elements(array)).first)
        #expect(document.numberLexeme(number) == lexeme)
    }

    @Test("members and elements are empty for other kinds")
    func wrongKind() throws {
        let document = try StrictJSONDecoder.decode(Array("{\"a\":[1],\"o\":{\"k\":1}}".utf8))
        let array = try #require(document.member(document.root, named: "a"))
        let object = try #require(document.member(document.root, named: "o"))
        #expect(Array(document.members(array)).isEmpty)
        #expect(Array(document.elements(object)).isEmpty)
        #expect(document.member(array, named: "k") == nil)
    }

    @Test("the Data overload decodes the same bytes")
    func dataOverload() throws {
        let document = try StrictJSONDecoder.decode(Data("{\"a\":1}".utf8))
        #expect(document.count(document.root) == 1)
    }
}
