import JSONKit
import Testing

/// RFC 6901 §3 and §5's examples, and names that differ only by Unicode normalization, through
/// the one `JSONPointer` (docs/DECISIONS.md D144).
@Suite("JSONPointer: RFC 6901 spelling and reading")
struct JSONPointerTests {
    /// RFC 6901 §5's document keys, spelt as the RFC spells them.
    @Test(arguments: [
        ("foo", "/foo"), ("", "/"), ("a/b", "/a~1b"), ("m~n", "/m~0n"), ("~1", "/~01"), ("c%d", "/c%d"),
    ])
    func escapesAsTheRFC(token: String, pointer: String) {
        #expect(JSONPointer.appending(token, to: "") == pointer)
        #expect(JSONPointer.tokens(of: pointer) == [token])
    }

    /// A combining mark after `~` or `/` does not hide them: escaping and reading go by code
    /// points, so the token comes back with the same code points.
    @Test func combiningMarksKeepTheirCodePoints() throws {
        let token = "~\u{301}/\u{301}"
        let pointer = JSONPointer.appending(token, to: "")
        #expect(Array(pointer.unicodeScalars) == Array("/~0\u{301}~1\u{301}".unicodeScalars))
        let read = try #require(JSONPointer.tokens(of: pointer))
        #expect(read.map { Array($0.unicodeScalars) } == [Array(token.unicodeScalars)])
        let nfc = "caf\u{E9}", nfd = "cafe\u{301}"
        #expect(JSONPointer.appending(nfc, to: "").unicodeScalars.count != JSONPointer.appending(nfd, to: "").unicodeScalars.count)
    }

    /// Paths of several tokens and indexes, and their round trip.
    @Test func buildsAndReadsPaths() throws {
        let built = JSONPointer.appending(3, to: JSONPointer.appending("a/b", to: "/fixtures"))
        #expect(built == "/fixtures/a~1b/3")
        #expect(JSONPointer.tokens(of: built) == ["fixtures", "a/b", "3"])
        #expect(JSONPointer.pointer(["fixtures", "a/b", "3"]) == built)
        #expect(JSONPointer.tokens(of: "") == [])
        #expect(JSONPointer.tokens(of: "/a//b/") == ["a", "", "b", ""])
    }

    /// What is not a pointer: no leading `/`, a `~` followed by anything but `0` or `1`.
    @Test(arguments: ["a", "/a~", "/a~2", "~0", "/~x"])
    func refusesNonPointers(text: String) {
        #expect(!JSONPointer.isValid(text))
        #expect(JSONPointer.tokens(of: text) == nil)
    }
}
