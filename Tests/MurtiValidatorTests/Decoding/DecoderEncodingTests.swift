import Testing

@testable import MurtiValidator

/// `decode.encoding`: not UTF-8, a BOM, a lone surrogate raw or escaped (docs/CONTRACT.md §1;
/// RFC 3629; RFC 7493 §2.1; docs/DECISIONS.md 2).
@Suite("DecoderEncodingTests")
struct DecoderEncodingTests {
    static let cases: [DecodeCase] = [
        DecodeCase("UTF-8 BOM", [0xEF, 0xBB, 0xBF] + Array("{}".utf8), "decode.encoding", at: 0),
        DecodeCase("UTF-16LE BOM", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "decode.encoding", at: 0),
        DecodeCase("overlong NUL C0 80", stringMember([0xC0, 0x80]), "decode.encoding", at: 6),
        DecodeCase("overlong C1 BF", stringMember([0xC1, 0xBF]), "decode.encoding", at: 6),
        DecodeCase("overlong E0 80 AF", stringMember([0xE0, 0x80, 0xAF]), "decode.encoding", at: 6),
        DecodeCase("overlong F0 80 80 AF", stringMember([0xF0, 0x80, 0x80, 0xAF]), "decode.encoding", at: 6),
        DecodeCase("encoded surrogate ED A0 80", stringMember([0xED, 0xA0, 0x80]), "decode.encoding", at: 6),
        DecodeCase("encoded low surrogate ED BF BF", stringMember([0xED, 0xBF, 0xBF]), "decode.encoding", at: 6),
        DecodeCase("above U+10FFFF F4 90 80 80", stringMember([0xF4, 0x90, 0x80, 0x80]), "decode.encoding", at: 6),
        DecodeCase("lead byte F5", stringMember([0xF5, 0x80, 0x80, 0x80]), "decode.encoding", at: 6),
        DecodeCase("lone continuation 80", stringMember([0x80]), "decode.encoding", at: 6),
        DecodeCase("byte FF", stringMember([0x41, 0xFF]), "decode.encoding", at: 7),
        DecodeCase("truncated E2 82", stringMember([0xE2, 0x82]), "decode.encoding", at: 6),
        DecodeCase("truncated F0 9F 98", stringMember([0xF0, 0x9F, 0x98]), "decode.encoding", at: 6),
        DecodeCase("truncated by end of input", Array("{\"a\":\"".utf8) + [0xC3], "decode.encoding", at: 6),
        DecodeCase("invalid UTF-8 in a name", [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], "decode.encoding", at: 2),
        DecodeCase("invalid UTF-8 after the document", Array("{\"a\":1}".utf8) + [0xFF], "decode.encoding", at: 7),
        DecodeCase("invalid UTF-8 between tokens", [0x7B, 0x80, 0x7D], "decode.encoding", at: 1),
        DecodeCase("invalid UTF-8 inside a literal", member(Array("nu".utf8) + [0xFF]), "decode.encoding", at: 7),
        DecodeCase("escaped lone high surrogate", "{\"a\":\"\\ud800\"}", "decode.encoding", at: 6),
        DecodeCase("escaped lone low surrogate", "{\"a\":\"\\udc00\"}", "decode.encoding", at: 6),
        DecodeCase("high surrogate then non-surrogate", "{\"a\":\"\\ud800\\u0041\"}", "decode.encoding", at: 6),
        DecodeCase("high surrogate then high", "{\"a\":\"\\uDBFF\\uDBFF\"}", "decode.encoding", at: 6),
        DecodeCase("reversed pair", "{\"a\":\"\\ude00\\ud83d\"}", "decode.encoding", at: 6),
        DecodeCase("high surrogate then raw text", "{\"a\":\"x\\ud83dy\"}", "decode.encoding", at: 7),
        DecodeCase("lone surrogate in a name", "{\"\\ud800\":1}", "decode.encoding", at: 2),
        DecodeCase("high surrogate at end of input", "{\"a\":\"\\ud800", "decode.encoding", at: 6),
    ]

    @Test("refuses bytes that are not UTF-8 or I-JSON strings", arguments: cases)
    func refuses(_ input: DecodeCase) throws {
        try expectRefused(input)
    }

    @Test("names the fault precisely")
    func faults() {
        #expect(decodeError([0xEF, 0xBB, 0xBF, 0x7B, 0x7D]) == .encoding(byteOffset: 0, fault: .byteOrderMark))
        #expect(decodeError(stringMember([0xC0, 0x80])) == .encoding(byteOffset: 6, fault: .overlongEncoding))
        #expect(decodeError(stringMember([0xED, 0xA0, 0x80])) == .encoding(byteOffset: 6, fault: .encodedSurrogate))
        #expect(decodeError(stringMember([0xF4, 0x90, 0x80, 0x80])) == .encoding(byteOffset: 6, fault: .beyondUnicode))
        #expect(decodeError(stringMember([0x80])) == .encoding(byteOffset: 6, fault: .unexpectedContinuationByte(0x80)))
        #expect(decodeError(stringMember([0xF8])) == .encoding(byteOffset: 6, fault: .invalidLeadByte(0xF8)))
        #expect(decodeError(stringMember([0xE2, 0x41])) == .encoding(byteOffset: 6, fault: .truncatedSequence))
        #expect(
            decodeError("{\"a\":\"\\ud800\"}")
                == .encoding(byteOffset: 6, fault: .loneSurrogateEscape(codeUnit: 0xD800)))
    }

    @Test("the lowest offset wins between encoding and syntax faults")
    func firstFaultWins() {
        // The bad byte comes first: encoding.
        #expect(decodeError(Array("{\"a\":\"".utf8) + [0xFF] + Array("\",]".utf8))?.rule == "decode.encoding")
        // The syntax fault comes first: syntax, though invalid UTF-8 follows.
        #expect(decodeError(Array("{\"a\":,\"".utf8) + [0xFF] + Array("\"}".utf8))?.rule == "decode.syntax")
        // A raw control character before a lone surrogate escape.
        #expect(decodeError("{\"a\":\"\t\\ud800\"}")?.rule == "decode.syntax")
        #expect(decodeError("{\"a\":\"\\ud800\t\"}")?.rule == "decode.encoding")
    }

    static let accepted: [DecodeCase] = [
        DecodeCase("two-byte é", stringMember([0xC3, 0xA9]), "", at: nil),
        DecodeCase("smallest three-byte E0 A0 80", stringMember([0xE0, 0xA0, 0x80]), "", at: nil),
        DecodeCase("last before surrogates ED 9F BF", stringMember([0xED, 0x9F, 0xBF]), "", at: nil),
        DecodeCase("first after surrogates EE 80 80", stringMember([0xEE, 0x80, 0x80]), "", at: nil),
        DecodeCase("noncharacter U+FFFF raw", stringMember([0xEF, 0xBF, 0xBF]), "", at: nil),
        DecodeCase("noncharacter U+FFFE escaped", "{\"a\":\"\\uFFFE\"}", "", at: nil),
        DecodeCase("U+10FFFF raw", stringMember([0xF4, 0x8F, 0xBF, 0xBF]), "", at: nil),
        DecodeCase("smallest four-byte F0 90 80 80", stringMember([0xF0, 0x90, 0x80, 0x80]), "", at: nil),
        DecodeCase("escaped NUL", "{\"a\":\"\\u0000\"}", "", at: nil),
        DecodeCase("valid surrogate pair", "{\"a\":\"\\ud83d\\ude00\"}", "", at: nil),
        DecodeCase("BOM inside a string", stringMember([0xEF, 0xBB, 0xBF]), "", at: nil),
        DecodeCase("UTF-8 in a name", "{\"ключ\":1}", "", at: nil),
    ]

    @Test("accepts every well-formed UTF-8 boundary case", arguments: accepted)
    func accepts(_ input: DecodeCase) {
        #expect(decodeError(input.bytes) == nil)
    }
}
