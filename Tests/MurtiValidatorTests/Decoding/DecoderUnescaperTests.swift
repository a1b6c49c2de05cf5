import Testing

@testable import MurtiValidator

/// ``JSONStringUnescaper``: RFC 8259 §7 escapes, surrogate pairs included.
@Suite("DecoderUnescaperTests")
struct DecoderUnescaperTests {
    static let cases: [(String, String)] = [
        ("plain", "plain"),
        ("\\\"\\\\\\/", "\"\\/"),
        ("\\b\\f\\n\\r\\t", "\u{8}\u{C}\n\r\t"),
        ("\\u0041\\u00e9\\u20ac", "Aé€"),
        ("\\uD83D\\uDE00", "😀"),
        ("x\\ud834\\udd1ey", "x𝄞y"),
        ("\\u0000", "\u{0}"),
        ("é😀", "é😀"),
        ("\\uDBFF\\uDFFF", "\u{10FFFF}"),
    ]

    @Test("unescapes every RFC 8259 escape", arguments: cases)
    func unescape(_ body: String, _ expected: String) {
        #expect(JSONStringUnescaper.unescape(ArraySlice(Array(body.utf8))) == expected)
    }

    @Test("unvalidated lone surrogates become U+FFFD instead of trapping")
    func defensive() {
        #expect(JSONStringUnescaper.unescape(ArraySlice(Array("\\ud800x".utf8))) == "\u{FFFD}x")
        #expect(JSONStringUnescaper.unescape(ArraySlice(Array("\\uzzzz".utf8))) == "\u{FFFD}zzzz")
    }
}
