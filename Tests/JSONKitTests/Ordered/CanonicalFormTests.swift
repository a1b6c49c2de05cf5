import JSONKit
import Foundation
import Testing

@Suite("RFC 8785 canonical form")
struct CanonicalFormTests {
    func canonical(_ text: String) throws -> String {
        try OrderedJSONValue(parsing: Data(text.utf8)).canonicalText
    }

    @Test("members sorted by UTF-16 code units, whitespace removed")
    func sortsMembers() throws {
        // U+1F600 (surrogates D83D DE00) sorts before U+FB33 in UTF-16, after it in code points.
        #expect(try canonical(#"{ "b": 1, "a": [ true, null ], "\u20ac": 2, "\ud83d\ude00": 3, "\ufb33": 4 }"#)
            == "{\"a\":[true,null],\"b\":1,\"€\":2,\"😀\":3,\"דּ\":4}")
    }

    @Test("numbers are doubles in ECMAScript form")
    func numbers() throws {
        #expect(try canonical("[2, 2.0, 2e0, -0, 1E30, 4.50, 2e-3, 9007199254740993, 1e-400]")
            == "[2,2,2,0,1e+30,4.5,0.002,9007199254740992,0]")
    }

    @Test("only quote, backslash and control characters are escaped")
    func strings() throws {
        #expect(try canonical(#"["\u0041\/\u00e9\t\u001f\"\\\u2028\u007f"]"#)
            == "[\"A/é\\t\\u001f\\\"\\\\\u{2028}\u{7F}\"]")
    }

    @Test("a repeated name keeps its first member")
    func repeatedName() throws {
        #expect(try canonical(#"{"a":1,"a":2}"#) == #"{"a":1}"#)
    }

    @Test("== is equality after canonicalisation")
    func equality() throws {
        let a = try OrderedJSONValue(parsing: Data(#"{"x":[1.0,{"q":"é","p":null}]}"#.utf8))
        let b = try OrderedJSONValue(parsing: Data(#"{"x":[1,{"p":null,"q":"\u00e9"}]}"#.utf8))
        let nfd = try OrderedJSONValue(parsing: Data(#"{"x":[1,{"p":null,"q":"e\u0301"}]}"#.utf8))
        #expect(a == b)
        #expect(a != nfd, "NFC and NFD spellings are different strings")
    }

    @Test("members are looked up code point by code point, first occurrence")
    func lookup() throws {
        let value = try OrderedJSONValue(parsing: Data(#"{"\u212a":1,"K":2,"K":3}"#.utf8))
        let found = try #require(value.firstMember(named: "K"))
        #expect(found.index == 1)
        #expect(found.value == .number(2))
        #expect(OrderedJSONValue.string("x").firstMember(named: "K") == nil)
    }
}
