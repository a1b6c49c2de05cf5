import Foundation
import JSONKit
import Testing

/// The one reader (docs/DECISIONS.md D200, D201) keeps each entry point's refusals: where the
/// protocol's ``StrictJSONReader`` and the Flow-UI reference's ``OrderedJSONTape`` named the same
/// fault at different bytes or with different words, each still does.
@Suite("one reader, two refusal models")
struct OneReaderTests {
    /// A text, the protocol reader's refusal (offset, problem) and the Flow-UI reader's.
    struct Case: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let strict: JSONSyntaxError
        let ordered: JSONParseError
        var testDescription: String { String(decoding: bytes, as: UTF8.self) }

        init(_ bytes: [UInt8], _ offset: Int, _ problem: JSONSyntaxProblem, _ ordered: JSONParseError) {
            self.bytes = bytes
            strict = JSONSyntaxError(offset: offset, problem: problem)
            self.ordered = ordered
        }

        init(_ text: String, _ offset: Int, _ problem: JSONSyntaxProblem, _ ordered: JSONParseError) {
            self.init(Array(text.utf8), offset, problem, ordered)
        }
    }

    static let cases: [Case] = [
        // An escape with a bad letter: after the pair, or at the backslash.
        Case(#""\q""#, 3, .invalidEscape, .syntax(offset: 1)),
        // A lone surrogate: where it was found, or at its \u.
        Case(#""\ud800x""#, 7, .loneSurrogate, .loneSurrogate(offset: 1)),
        Case(#"["\ud800\u0041"]"#, 14, .loneSurrogate, .loneSurrogate(offset: 2)),
        Case(#""\udc00""#, 7, .loneSurrogate, .loneSurrogate(offset: 1)),
        // A literal cut short, or misspelt: its first byte, or the first that differs.
        Case("tru", 0, .unexpectedEnd, .syntax(offset: 0)),
        Case("trux", 0, .unexpectedCharacter, .syntax(offset: 3)),
        // Bytes that are not UTF-8: the string, once closed, or the byte at once.
        Case([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], 2, .invalidUTF8, .invalidUTF8(offset: 3)),
        Case([0x5B, 0x22, 0x61, 0xFF, 0x01, 0x22, 0x5D], 4, .rawControlCharacter, .invalidUTF8(offset: 3)),
        Case([0x22, 0xC3, 0x22], 1, .invalidUTF8, .invalidUTF8(offset: 1)),
        // Whitespace only.
        Case(" \n", 2, .unexpectedEnd, .empty),
        // A non-ASCII byte where a value starts: an encoding fault only if it is not UTF-8.
        Case([0xFF], 0, .unexpectedCharacter, .invalidUTF8(offset: 0)),
        Case(Array("é".utf8), 0, .unexpectedCharacter, .syntax(offset: 0)),
        // Faults both name at the same byte.
        Case("[1,]", 3, .unexpectedCharacter, .syntax(offset: 3)),
        Case(#"{"a":1 "b"}"#, 7, .expectedCommaOrBrace, .syntax(offset: 7)),
        Case("[1 2]", 3, .expectedCommaOrBracket, .syntax(offset: 3)),
        Case("[01]", 2, .leadingZero, .syntax(offset: 2)),
        Case(#"{"a" 1}"#, 5, .expectedColon, .syntax(offset: 5)),
        Case("{1:2}", 1, .expectedMemberName, .syntax(offset: 1)),
        Case(#"["\u12"]"#, 6, .invalidUnicodeEscape, .syntax(offset: 6)),
        Case(#"["\u12"#, 4, .unterminatedEscape, .syntax(offset: 4)),
        Case("[\"abc", 5, .unterminatedString, .syntax(offset: 5)),
        Case("[1e400]", 1, .numberOutOfRange, .numberOutOfRange(offset: 1)),
        Case("[1] [2]", 4, .trailingBytes, .trailingBytes(offset: 4)),
        Case("[[[1]]]", 2, .tooDeep(limit: 2), .tooDeep(offset: 2, limit: 2)),
    ]

    @Test("each entry point names a fault as it did", arguments: cases)
    func refusals(_ fault: Case) {
        #expect(throws: fault.strict) { try StrictJSONReader.parse(fault.bytes, maxNesting: 2) }
        #expect(throws: fault.ordered) { try OrderedJSONTape(parsing: Data(fault.bytes), maxNesting: 2) }
    }

    @Test("a repeated name: refused by the value tree, kept in order by both tapes")
    func repeatedNames() throws {
        let text = Array(#"{"b":1,"a":2,"b":3}"#.utf8)
        #expect(throws: JSONSyntaxError(offset: 13, problem: .duplicateMemberName("b"))) {
            try StrictJSONReader.parse(text)
        }
        let tape = try StrictJSONReader.tape(text)
        #expect(tape.children(of: 0).map { tape.nodes[$0].name } == ["b", "a", "b"])
        let ordered = try OrderedJSONValue(parsing: Data(text))
        #expect(ordered.firstMember(named: "b")?.index == 0)
        guard case .object(let members) = ordered else { Issue.record("not an object"); return }
        #expect(members.map(\.name) == ["b", "a", "b"])
    }

    @Test("escaped strings read the same through every product")
    func escapes() throws {
        let text = Array(#"{"k\u00e9y":["a\"b\\\/\n\ud83d\ude00\u00e9"]}"#.utf8)
        let expected = "a\"b\\/\n\u{1F600}é"
        let value = try StrictJSONReader.parse(text)
        #expect(value == .object([JSONMemberName("kéy"): .array([.string(expected)])]))
        let ordered = try OrderedJSONValue(parsing: Data(text))
        #expect(ordered.firstMember(named: "kéy")?.value == .array([.string(expected)]))
        let tape = try StrictJSONReader.tape(text)
        #expect(tape.nodes[1].name == "kéy")
        #expect(tape.string(2) == expected)
    }
}
