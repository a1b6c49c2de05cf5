import Testing

@testable import MurtiValidator

/// `decode.duplicateKey`: names compared after unescaping, code point by code point, reported at
/// the JSON Pointer of the object holding both (docs/CONTRACT.md §1; RFC 7493 §2.3; docs/DECISIONS.md 5).
@Suite("DecoderDuplicateKeyTests")
struct DecoderDuplicateKeyTests {
    struct Duplicate: Sendable, CustomTestStringConvertible {
        let text: String
        let name: String
        let pointer: String
        let offset: Int
        let firstOffset: Int
        var testDescription: String { text }
    }

    static let duplicates: [Duplicate] = [
        Duplicate(text: "{\"a\":1,\"a\":2}", name: "a", pointer: "", offset: 7, firstOffset: 1),
        Duplicate(text: "{\"type\":1,\"\\u0074ype\":2}", name: "type", pointer: "", offset: 10, firstOffset: 1),
        Duplicate(text: "{\"\\u0061b\":1,\"ab\":2}", name: "ab", pointer: "", offset: 13, firstOffset: 1),
        Duplicate(text: "{\"\\u00e9\":1,\"é\":2}", name: "é", pointer: "", offset: 12, firstOffset: 1),
        Duplicate(text: "{\"\\ud83d\\ude00\":1,\"😀\":2}", name: "😀", pointer: "", offset: 18, firstOffset: 1),
        Duplicate(text: "{\"\\/\":1,\"/\":2}", name: "/", pointer: "", offset: 8, firstOffset: 1),
        Duplicate(text: "{\"\":1,\"\":2}", name: "", pointer: "", offset: 6, firstOffset: 1),
        Duplicate(text: "{\"a\":1,\"b\":{},\"a\":[]}", name: "a", pointer: "", offset: 14, firstOffset: 1),
        Duplicate(text: "{\"a\":[{\"b\":1,\"b\":2}]}", name: "b", pointer: "/a/0", offset: 13, firstOffset: 7),
        Duplicate(
            text: "{\"x/y\":{\"m~n\":{\"k\":1,\"k\":1}}}", name: "k", pointer: "/x~1y/m~0n", offset: 21,
            firstOffset: 15),
        Duplicate(text: "{\"a\":[0,[1,{\"c\":1,\"c\":2}]]}", name: "c", pointer: "/a/1/1", offset: 18, firstOffset: 12),
        Duplicate(text: "{\"\\u0061\":{\"b\":1,\"b\":2}}", name: "b", pointer: "/a", offset: 17, firstOffset: 11),
    ]

    @Test("refuses a repeated name with the holding object's pointer", arguments: duplicates)
    func refuses(_ input: Duplicate) throws {
        let error = try #require(decodeError(input.text))
        #expect(error.rule == "decode.duplicateKey")
        #expect(error.path == input.pointer)
        #expect(
            error
                == .duplicateKey(
                    byteOffset: input.offset, name: input.name, objectPointer: input.pointer,
                    firstByteOffset: input.firstOffset))
    }

    static let distinct: [String] = [
        "{\"é\":1,\"e\u{301}\":2}",  // NFC and NFD spellings are different names
        "{\"\\u00e9\":1,\"e\\u0301\":2}",
        "{\"ab\":1,\"ba\":2}",
        "{\"a\":1,\"A\":2}",
        "{\"a\":1,\"a \":2}",
        "{\"a\":{\"a\":1},\"b\":{\"a\":2}}",
        "{\"a\":[{\"k\":1},{\"k\":2}]}",
        "{\"\\u0000\":1,\"\":2}",
    ]

    @Test("accepts names that differ in some code point", arguments: distinct)
    func accepts(_ text: String) {
        #expect(decodeError(text) == nil)
    }

    static func object(names: [String], valueOf: (Int) -> String = { _ in "0" }) -> String {
        "{" + names.enumerated().map { "\"\($1)\":\(valueOf($0))" }.joined(separator: ",") + "}"
    }

    @Test("large objects: 100,000 distinct names accepted, one repeat refused", arguments: [20, 1000, 100_000])
    func largeObjects(_ size: Int) throws {
        let names = (0..<size).map { "k\($0)" }
        // The members written once: each object below is what ``object(names:valueOf:)``
        // writes for its names, without writing 100,000 members five times.
        let text = Self.object(names: names)
        let members = text.dropFirst().dropLast()
        let distinct = Array(text.utf8)
        #expect(decodeError(distinct, maxDocumentBytes: distinct.count) == nil)

        for repeated in ["k5", "\\u006b5", "k\(size - 1)"] {
            let bytes = Array("{\(members),\"\(repeated)\":0}".utf8)
            let error = decodeError(bytes, maxDocumentBytes: bytes.count)
            #expect(error?.rule == "decode.duplicateKey", "\(repeated)")
            #expect(error?.path == "")
        }
        // A repeat of an escaped name among many.
        let bytes = Array("{\"\\u006b_\":0,\(members),\"k_\":0}".utf8)
        #expect(decodeError(bytes, maxDocumentBytes: bytes.count)?.byteOffset == bytes.count - 7)
    }

    @Test("names are checked per object, also after a large sibling object closes")
    func perObject() throws {
        let names = (0..<100).map { "k\($0)" }
        let big = Self.object(names: names)
        let text = "{\"one\":\(big),\"two\":\(big),\"three\":[\(big),{\"x\":\(big)}]}"
        #expect(decodeError(text) == nil)
        let nested = Self.object(names: names) { $0 == 50 ? big : "0" }
        #expect(decodeError("{\"n\":\(nested)}") == nil)
        let repeatedInside = Self.object(names: names + ["k7"])
        let broken = "{\"n\":\(Self.object(names: names) { $0 == 60 ? repeatedInside : "0" })}"
        #expect(decodeError(broken)?.path == "/n/k60")
    }
}
