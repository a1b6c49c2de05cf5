import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("JSONLocator: RFC 6901 pointers over raw bytes", .contracts)
struct JSONLocatorTests {
    static let document = #"""
        {"a": {"b/c": [10, {"d~e": "x"}], "": true}, "s": "\u00e9\ud83d\ude00\n", "caf\u00e9": 1, "cafe\u0301": 2}
        """#

    private func resolve(_ pointer: String, in text: String = document) throws -> JSONLocator.Resolution {
        let locator = JSONLocator(bytes: Array(text.utf8))
        return locator.resolve(try #require(JSONLocator.tokens(of: pointer)))
    }

    @Test("pointers that exist, with ~0, ~1, indexes and the empty name (RFC 6901 §3, §4)", arguments: [
        "", "/a", "/a/b~1c", "/a/b~1c/0", "/a/b~1c/1/d~0e", "/a/", "/s",
    ])
    func found(_ pointer: String) throws {
        guard case .found = try resolve(pointer) else {
            Issue.record("\(pointer) should resolve")
            return
        }
    }

    @Test("pointers that do not exist: how many tokens resolve", arguments: [
        ("/z", 0), ("/a/z", 1), ("/a/b~1c/2", 2), ("/a/b~1c/01", 2), ("/a/b~1c/-", 2),
        ("/a/b~1c/0/x", 3), ("/s/0", 1), ("/a/b~1c/1/d~1e", 3),
    ])
    func missing(_ pointer: String, existing: Int) throws {
        #expect(try resolve(pointer) == .missing(existing: existing))
    }

    @Test("member names are compared code point by code point (NFC and NFD differ, docs/DECISIONS.md 6b)")
    func normalization() throws {
        let locator = JSONLocator(bytes: Array(Self.document.utf8))
        guard case .found(let nfc) = locator.resolve(["caf\u{E9}"]), case .found(let nfd) = locator.resolve(["cafe\u{301}"]) else {
            Issue.record("both spellings should resolve")
            return
        }
        #expect(String(decoding: Array(Self.document.utf8)[nfc], as: UTF8.self) == "1")
        #expect(String(decoding: Array(Self.document.utf8)[nfd], as: UTF8.self) == "2")
    }

    @Test("strings decode escapes and surrogate pairs; lone surrogates are refused")
    func strings() throws {
        let locator = JSONLocator(bytes: Array(Self.document.utf8))
        guard case .found(let range) = locator.resolve(["s"]) else {
            Issue.record("/s should resolve")
            return
        }
        #expect(locator.string(at: range) == "\u{E9}\u{1F600}\n")
        let lone = JSONLocator(bytes: Array(#""\ud800""#.utf8))
        #expect(lone.string(at: 0..<8) == nil)
    }

    @Test("members come in the order written")
    func order() throws {
        let locator = JSONLocator(bytes: Array(#"{"b": 1, "a": {"z": 1, "y": [1, 2]}}"#.utf8))
        let root = try #require(locator.root)
        #expect(locator.members(of: root)?.map(\.name) == ["b", "a"])
    }

    @Test("nesting far past any recursion budget does not crash")
    func deep() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try resolve("/0/0/0", in: text) != .unreadable)
        #expect(try resolve("/1", in: text) == .missing(existing: 0))
    }

    @Test("bytes that are not JSON are unreadable, never a guess")
    func unreadable() throws {
        #expect(try resolve("/a", in: #"{"a": [1, 2"#) == .unreadable)
        #expect(try resolve("/a", in: "") == .unreadable)
    }
}
