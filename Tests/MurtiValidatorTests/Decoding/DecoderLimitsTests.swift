import Testing

@testable import MurtiValidator

/// `decode.depth`, `decode.size` and `decode.notObject` (docs/CONTRACT.md §1; docs/DECISIONS.md 1, 4, 6).
@Suite("DecoderLimitsTests")
struct DecoderLimitsTests {
    @Test("nesting 512 is accepted, 513 refused where the 513th container opens", arguments: [1, 2, 100, 511, 512])
    func nestingAtLimit(_ depth: Int) {
        #expect(decodeError(mixedNesting(depth)) == nil)
    }

    @Test("nesting past the limit is refused at the opening bracket", arguments: [513, 514, 1000])
    func nestingOverLimit(_ depth: Int) throws {
        let bytes = mixedNesting(depth)
        let error = try #require(decodeError(bytes))
        #expect(error.rule == "decode.depth")
        // The 513th opener: 256 `{"k":` (5 bytes) and 256 `[` come before it.
        #expect(error.byteOffset == 256 * 5 + 256)
        #expect(error == .depth(byteOffset: 256 * 5 + 256, limit: 512))
    }

    @Test("a 100,000- or 1,000,000-deep document is refused without crashing", arguments: [100_000, 1_000_000])
    func deepArrays(_ depth: Int) {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: depth)
        #expect(decodeError(bytes) == .depth(byteOffset: 512, limit: 512))
        let objects = Array(String(repeating: "{\"a\":", count: depth).utf8)
        #expect(decodeError(objects, maxDocumentBytes: objects.count) == .depth(byteOffset: 512 * 5, limit: 512))
    }

    @Test("without a nesting limit, 300,000 levels parse without recursion")
    func deepWithoutLimit() throws {
        // Deep enough to prove there is no recursion: at 300,000 levels a recursive reader
        // overflows an 8 MiB stack with frames of 28 bytes or more, smaller than any real frame.
        let depth = 300_000
        let bytes = Array(String(repeating: "{\"a\":", count: depth).utf8)
            + [UInt8(ascii: "1")] + [UInt8](repeating: UInt8(ascii: "}"), count: depth)
        let document = try StrictJSONDecoder.decode(bytes, maxNesting: depth, maxDocumentBytes: bytes.count)
        #expect(document.tokenCount == 2 * depth + 1)
        var index = document.root
        var levels = 0
        while let inner = document.member(index, named: "a") {
            levels += 1
            index = inner
        }
        #expect(levels == depth)
        #expect(document.numberLexeme(index) == "1")
        #expect(decodeError(bytes, maxNesting: depth - 1, maxDocumentBytes: bytes.count)?.rule == "decode.depth")
    }

    @Test("a smaller maxNesting is honoured")
    func customNesting() {
        #expect(decodeError(Array("{}".utf8), maxNesting: 1) == nil)
        #expect(decodeError(Array("{\"a\":[]}".utf8), maxNesting: 1) == .depth(byteOffset: 5, limit: 1))
        #expect(decodeError(Array("{\"a\":[]}".utf8), maxNesting: 2) == nil)
        #expect(decodeError(Array("{}".utf8), maxNesting: 0) == .depth(byteOffset: 0, limit: 0))
    }

    @Test("size is checked before parsing: over the limit is refused, at the limit parsed")
    func size() {
        let document = Array("{\"abc\":1}".utf8)  // 9 bytes
        #expect(decodeError(document, maxDocumentBytes: 9) == nil)
        #expect(decodeError(document, maxDocumentBytes: 8) == .size(byteCount: 9, limit: 8))
        // Broken and over the limit: size wins, nothing is parsed.
        #expect(decodeError(Array("{\"abc\":,}".utf8), maxDocumentBytes: 8)?.rule == "decode.size")
        let big = [UInt8](repeating: 0x20, count: 2_097_153)
        #expect(decodeError(big) == .size(byteCount: 2_097_153, limit: 2_097_152))
        #expect(decodeError(big)?.byteOffset == nil)
    }

    static let notObjects: [(String, JSONKind)] = [
        ("[]", .array), ("[1,2]", .array), ("1", .number), ("-0", .number), ("\"s\"", .string),
        ("true", .bool), ("false", .bool), ("null", .null), (" \n 1 ", .number),
    ]

    @Test("a top-level value other than an object is refused after the parse", arguments: notObjects)
    func notObject(_ text: String, _ kind: JSONKind) {
        let error = decodeError(text)
        #expect(error == .notObject(found: kind))
        #expect(error?.rule == "decode.notObject")
        #expect(error?.path == "")
        #expect(error?.byteOffset == nil)
    }

    @Test("a top-level non-object that does not parse is a syntax fault")
    func brokenNotObject() {
        #expect(decodeError("[1,]")?.rule == "decode.syntax")
        #expect(decodeError("[1e400]")?.rule == "decode.number")
        #expect(decodeError("[\"\\ud800\"]")?.rule == "decode.encoding")
    }
}
