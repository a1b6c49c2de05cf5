import JSONKit
import Foundation
import Testing

@Suite("RFC 8259 reader")
struct OrderedJSONReaderTests {
    func read(_ bytes: [UInt8], maxNesting: Int = 512) -> Result<OrderedJSONValue, JSONParseError> {
        Result { () throws(JSONParseError) in try OrderedJSONValue(parsing: Data(bytes), maxNesting: maxNesting) }
    }

    func read(_ text: String) -> Result<OrderedJSONValue, JSONParseError> { read(Array(text.utf8)) }

    @Test(
        "what RFC 8259 refuses is refused, with the offset",
        arguments: [
            ("", JSONParseError.empty), (" \n", .empty), ("[1,]", .syntax(offset: 3)),
            (#"{"a":1,}"#, .syntax(offset: 7)), ("[01]", .syntax(offset: 2)), ("[NaN]", .syntax(offset: 1)),
            ("// c\n{}", .syntax(offset: 0)), ("[1] [2]", .trailingBytes(offset: 4)),
            ("[\"a\u{1}\"]", .syntax(offset: 3)), (#"["\x"]"#, .syntax(offset: 2)), ("[1.]", .syntax(offset: 3)),
            ("[-]", .syntax(offset: 2)), ("[1e]", .syntax(offset: 3)), ("[tru]", .syntax(offset: 4)),
            (#"{"a" 1}"#, .syntax(offset: 5)), ("{1:2}", .syntax(offset: 1)), (#"["\ud800"]"#, .loneSurrogate(offset: 2)),
            (#"["\udc00\ud800"]"#, .loneSurrogate(offset: 2)), (#"["\ud800\u0041"]"#, .loneSurrogate(offset: 2)),
            ("[1e400]", .numberOutOfRange(offset: 1)), ("[-1e309]", .numberOutOfRange(offset: 1)),
            ("[\"abc", .syntax(offset: 5)), ("{", .syntax(offset: 1)),
        ])
    func refusals(_ pair: (text: String, error: JSONParseError)) {
        #expect(read(pair.text) == .failure(pair.error))
    }

    @Test("bytes that are not UTF-8, a byte order mark included, are named as encoding faults")
    func encoding() {
        #expect(read([0xEF, 0xBB, 0xBF, 0x7B, 0x7D]) == .failure(.invalidUTF8(offset: 0)))
        #expect(read([0x5B, 0x22, 0xFF, 0x22, 0x5D]) == .failure(.invalidUTF8(offset: 2)))
        #expect(read([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D]) == .failure(.invalidUTF8(offset: 2)), "overlong")
        #expect(read([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]) == .failure(.invalidUTF8(offset: 2)), "surrogate")
        #expect(read([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D]) == .failure(.invalidUTF8(offset: 2)))
        #expect(read([0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D]) == .failure(.invalidUTF8(offset: 2)), "truncated")
        #expect(read([0x5B, 0xC3, 0xA9, 0x5D]) == .failure(.syntax(offset: 1)), "valid UTF-8, not JSON")
    }

    @Test("values read as written: order, repeats, escapes, supplementary characters")
    func values() throws {
        let value = try read(#" {"b":[true,false,null,-1.5e2,"\ud83d\ude00 é"],"a":{},"b":[]} "#).get()
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.name) == ["b", "a", "b"])
        #expect(members[0].value == .array([.bool(true), .bool(false), .null, .number(-150), .string("😀 é")]))
    }

    @Test("nesting: 512 containers read, 513 refused at the 513th opening, never a crash")
    func nesting() throws {
        let at512 = Array(repeating: UInt8(ascii: "["), count: 512) + Array(repeating: UInt8(ascii: "]"), count: 512)
        #expect((try? read(at512).get()) != nil)
        let at513 = Array(repeating: UInt8(ascii: "["), count: 513) + Array(repeating: UInt8(ascii: "]"), count: 513)
        #expect(read(at513) == .failure(.tooDeep(offset: 512, limit: 512)))
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(read(deep, maxNesting: 200_000) == .failure(.syntax(offset: 100_000)))
    }
}

extension Result where Failure == JSONParseError, Success == OrderedJSONValue {
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.success(let a), .success(let b)): a == b
        case (.failure(let a), .failure(let b)): a == b
        default: false
        }
    }
}
