import Testing

@testable import MurtiValidator

/// ``DecodeError``: rule ids, paths, offsets and messages (docs/CONTRACT.md §1; docs/DECISIONS.md 6).
@Suite("DecodeErrorTests")
struct DecodeErrorTests {
    static let errors: [(DecodeError, String, Int?)] = [
        (.size(byteCount: 10, limit: 9), "decode.size", nil),
        (.encoding(byteOffset: 3, fault: .byteOrderMark), "decode.encoding", 3),
        (.syntax(byteOffset: 4, fault: .trailingComma), "decode.syntax", 4),
        (.duplicateKey(byteOffset: 5, name: "a", objectPointer: "/x", firstByteOffset: 1), "decode.duplicateKey", 5),
        (.number(byteOffset: 6, lexeme: "1e400"), "decode.number", 6),
        (.depth(byteOffset: 7, limit: 512), "decode.depth", 7),
        (.notObject(found: .array), "decode.notObject", nil),
    ]

    @Test("each case names its docs/CONTRACT.md rule id and offset", arguments: errors)
    func ruleAndOffset(_ error: DecodeError, _ rule: String, _ offset: Int?) {
        #expect(error.rule == rule)
        #expect(error.byteOffset == offset)
        #expect(error.path == (rule == "decode.duplicateKey" ? "/x" : ""))
        #expect(error.description.hasPrefix(rule))
        #expect(error.description.contains("Fix"))
        if let offset { #expect(error.description.contains("at byte \(offset)")) }
    }

    @Test("messages carry the context of the fault")
    func messages() throws {
        let duplicate = try #require(decodeError("{\"a\":{\"k\":1,\"k\":2}}"))
        #expect(duplicate.description.contains("\"k\""))
        #expect(duplicate.description.contains("/a"))
        let number = try #require(decodeError("{\"a\":1e400}"))
        #expect(number.description.contains("1e400"))
        let depth = try #require(decodeError(Array("{\"a\":[]}".utf8), maxNesting: 1))
        #expect(depth.description.contains("over the limit of 1"))
        let size = try #require(decodeError(Array("{}".utf8), maxDocumentBytes: 1))
        #expect(size.description.contains("2 bytes") && size.description.contains("limit of 1"))
        let comment = try #require(decodeError("{}//"))
        #expect(comment.description.contains("Comments are not JSON"))
        let surrogate = try #require(decodeError("{\"a\":\"\\ud800\"}"))
        #expect(surrogate.description.contains("D800"))
        #expect(try #require(decodeError("[]")).description.contains("an array"))
    }
}
