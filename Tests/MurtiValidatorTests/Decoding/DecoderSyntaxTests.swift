import Testing

@testable import MurtiValidator

/// `decode.syntax`: not RFC 8259 (docs/CONTRACT.md §1; docs/DECISIONS.md 2).
@Suite("DecoderSyntaxTests")
struct DecoderSyntaxTests {
    static let cases: [DecodeCase] = [
        DecodeCase("empty document", "", "decode.syntax", at: 0),
        DecodeCase("whitespace only", " \n\t", "decode.syntax", at: 3),
        DecodeCase("trailing comma in array", "[1,]", "decode.syntax", at: 3),
        DecodeCase("trailing comma in object", "{\"a\":1,}", "decode.syntax", at: 7),
        DecodeCase("block comment before", "/*c*/{}", "decode.syntax", at: 0),
        DecodeCase("block comment after", "{}/*c*/", "decode.syntax", at: 2),
        DecodeCase("line comment inside", "{\"a\":1 // c\n}", "decode.syntax", at: 7),
        DecodeCase("hash comment", "{# c\n}", "decode.syntax", at: 1),
        DecodeCase("NaN", "{\"a\":NaN}", "decode.syntax", at: 5),
        DecodeCase("Infinity", "{\"a\":Infinity}", "decode.syntax", at: 5),
        DecodeCase("-Infinity", "{\"a\":-Infinity}", "decode.syntax", at: 6),
        DecodeCase("leading zero", "{\"a\":01}", "decode.syntax", at: 6),
        DecodeCase("negative leading zero", "{\"a\":-01}", "decode.syntax", at: 7),
        DecodeCase("top-level leading zero", "01", "decode.syntax", at: 1),
        DecodeCase("no fraction digits", "{\"a\":1.}", "decode.syntax", at: 7),
        DecodeCase("no integer digits", "{\"a\":.5}", "decode.syntax", at: 5),
        DecodeCase("plus sign", "{\"a\":+1}", "decode.syntax", at: 5),
        DecodeCase("hex number", "{\"a\":0x1F}", "decode.syntax", at: 6),
        DecodeCase("empty exponent", "{\"a\":1e}", "decode.syntax", at: 7),
        DecodeCase("signed empty exponent", "{\"a\":1e+}", "decode.syntax", at: 8),
        DecodeCase("lone minus", "{\"a\":-}", "decode.syntax", at: 6),
        DecodeCase("minus space digit", "{\"a\":- 1}", "decode.syntax", at: 6),
        DecodeCase("single-quoted name", "{'a':1}", "decode.syntax", at: 1),
        DecodeCase("single-quoted value", "{\"a\":'b'}", "decode.syntax", at: 5),
        DecodeCase("unquoted name", "{a:1}", "decode.syntax", at: 1),
        DecodeCase("raw tab in string", "{\"a\":\"x\ty\"}", "decode.syntax", at: 7),
        DecodeCase("raw newline in string", "{\"a\":\"x\ny\"}", "decode.syntax", at: 7),
        DecodeCase("raw U+001F in string", "{\"a\":\"\u{1F}\"}", "decode.syntax", at: 6),
        DecodeCase("raw NUL in string", "{\"a\":\"\u{0}\"}", "decode.syntax", at: 6),
        DecodeCase("raw control in name", "{\"\u{7}\":1}", "decode.syntax", at: 2),
        DecodeCase("invalid escape", "{\"a\":\"\\x\"}", "decode.syntax", at: 7),
        DecodeCase("escaped apostrophe", "{\"a\":\"\\'\"}", "decode.syntax", at: 7),
        DecodeCase("bad hex digit", "{\"a\":\"\\u12G4\"}", "decode.syntax", at: 10),
        DecodeCase("short unicode escape", "{\"a\":\"\\u12\"}", "decode.syntax", at: 10),
        DecodeCase("uppercase U escape", "{\"a\":\"\\U0041\"}", "decode.syntax", at: 7),
        DecodeCase("unterminated string", "{\"a\":\"abc", "decode.syntax", at: 9),
        DecodeCase("unterminated escape", "{\"a\":\"\\", "decode.syntax", at: 7),
        DecodeCase("unterminated object", "{\"a\":1", "decode.syntax", at: 6),
        DecodeCase("unterminated array", "{\"a\":[1", "decode.syntax", at: 7),
        DecodeCase("lone open brace", "{", "decode.syntax", at: 1),
        DecodeCase("bytes after the document", "{} x", "decode.syntax", at: 3),
        DecodeCase("two documents", "{}{}", "decode.syntax", at: 2),
        DecodeCase("value after the document", "{\"a\":1} 2", "decode.syntax", at: 8),
        DecodeCase("missing colon", "{\"a\" 1}", "decode.syntax", at: 5),
        DecodeCase("missing comma in object", "{\"a\":1 \"b\":2}", "decode.syntax", at: 7),
        DecodeCase("missing comma in array", "{\"a\":[1 2]}", "decode.syntax", at: 8),
        DecodeCase("leading comma", "{,}", "decode.syntax", at: 1),
        DecodeCase("missing value", "{\"a\":}", "decode.syntax", at: 5),
        DecodeCase("double comma", "{\"a\":[1,,2]}", "decode.syntax", at: 8),
        DecodeCase("mismatched bracket", "{\"a\":[1}", "decode.syntax", at: 7),
        DecodeCase("truncated literal", "{\"a\":tru}", "decode.syntax", at: 8),
        DecodeCase("capitalized literal", "{\"a\":True}", "decode.syntax", at: 5),
        DecodeCase("literal cut by end", "{\"a\":nul", "decode.syntax", at: 8),
        DecodeCase("literal with suffix", "{\"a\":nullx}", "decode.syntax", at: 9),
        DecodeCase("no-break space as whitespace", "{\"a\":1}\u{A0}", "decode.syntax", at: 7),
        DecodeCase("form feed as whitespace", "{\u{C}}", "decode.syntax", at: 1),
        DecodeCase("UTF-16LE without BOM", [0x7B, 0x00, 0x7D, 0x00], "decode.syntax", at: 1),
        DecodeCase("non-breaking BOM after start", "{}\u{FEFF}", "decode.syntax", at: 2),
    ]

    @Test("refuses non-RFC 8259 text at the first faulty byte", arguments: cases)
    func refuses(_ input: DecodeCase) throws {
        try expectRefused(input)
    }

    @Test("names the fault precisely")
    func faults() {
        #expect(decodeError("{\"a\":[1,]}") == .syntax(byteOffset: 8, fault: .trailingComma))
        #expect(decodeError("{\"a\":00}") == .syntax(byteOffset: 6, fault: .leadingZero))
        #expect(decodeError("{\"a\":\"\\q\"}") == .syntax(byteOffset: 7, fault: .invalidEscape(found: "q")))
        #expect(decodeError("{\"a\":\"\t\"}") == .syntax(byteOffset: 6, fault: .controlCharacter(0x09)))
        #expect(decodeError("") == .syntax(byteOffset: 0, fault: .emptyDocument))
        #expect(
            decodeError("{\"a\":\"\\u00Z0\"}")
                == .syntax(byteOffset: 10, fault: .invalidUnicodeEscape(found: "Z")))
    }
}
