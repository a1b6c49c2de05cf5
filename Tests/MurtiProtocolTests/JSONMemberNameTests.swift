import Foundation
@testable import MurtiProtocol
import Testing

/// Member names are compared code point by code point (RFC 8259 §8.3, I-JSON RFC 7493 §2.3,
/// docs/DECISIONS.md D125): two names that differ only by Unicode normalization are two
/// members, kept with both values; only the same code points twice are a duplicate.
@Suite("JSONMemberName: names compared by code points")
struct JSONMemberNameTests {
    /// Pairs of names Swift's `String ==` calls equal (canonical equivalence) whose code points
    /// differ: NFC and NFD `café`, the Kelvin sign and `K`, the Ångström sign and `Å` in NFD, a
    /// letter with two marks in either order of composition.
    static let equivalentPairs: [(String, String)] = [
        ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}ind", "Kind"), ("\u{212B}", "A\u{30A}"),
        ("\u{1E69}", "s\u{323}\u{307}"),
    ]

    /// `name` as JSON string text: every scalar above ASCII written as `\u` escapes (UTF-16).
    static func escaped(_ name: String) -> String {
        name.utf16.map { $0 < 0x80 ? String(UnicodeScalar(UInt8($0))) : String(format: "\\u%04x", $0) }.joined()
    }

    static func members(_ value: JSONValue) throws -> [JSONMemberName: JSONValue] {
        guard case .object(let members) = value else { throw ProtocolError.notJSON(offset: 0, problem: .unexpectedEnd) }
        return members
    }

    @Test("names that differ only by normalization are two members, both values kept", arguments: equivalentPairs)
    func equivalentNamesAreTwoMembers(_ first: String, _ second: String) throws {
        #expect(first == second, "the pair must be canonically equivalent for the test to mean anything")
        for text in [#"{"\#(first)":1,"\#(second)":2}"#, #"{"\#(Self.escaped(first))":1,"\#(Self.escaped(second))":2}"#] {
            let members = try Self.members(try StrictJSONParser.parse(Array(text.utf8)))
            #expect(members.count == 2, "\(text)")
            #expect(members[JSONMemberName(first)] == .number(1))
            #expect(members[JSONMemberName(second)] == .number(2))
        }
    }

    @Test("the same code points twice are still a duplicate, at the second name's quote", arguments: equivalentPairs)
    func trueDuplicatesAreRefused(_ first: String, _ second: String) throws {
        for name in [first, second] {
            let prefix = #"{"\#(name)":1,"#
            let text = prefix + #""\#(Self.escaped(name))":2}"#
            #expect(throws: ProtocolError.notJSON(offset: prefix.utf8.count, problem: .duplicateMemberName(name))) {
                try StrictJSONParser.parse(Array(text.utf8))
            }
        }
    }

    @Test("a literal still looks a member up, by its code points", arguments: ["content", "seq", "caf\u{E9}"])
    func literalLookups(_ name: String) throws {
        let value = try StrictJSONParser.parse(Array(#"{"\#(name)":"here","cafe\#u{301}":"nfd"}"#.utf8))
        #expect(value[name] == .string("here"))
        #expect(try Self.members(value)[JSONMemberName(name)] == .string("here"))
        #expect(value["content"] == (name == "content" ? .string("here") : nil))
        let literal: JSONValue = .object(["content": .string("x")])
        #expect(literal["content"] == .string("x"))
        #expect(value["cafe\u{301}"] == .string("nfd"))
    }

    @Test("canonical writing (RFC 8785) and the protocol writer write both names, sorted", arguments: equivalentPairs)
    func writersKeepBothNames(_ first: String, _ second: String) throws {
        let value = try StrictJSONParser.parse(Array(#"{"\#(first)":1,"\#(second)":2}"#.utf8))
        // RFC 8785 §3.2.3 sorts by UTF-16 code units; the protocol writer by code points.
        let byUTF16 = [(first, 1), (second, 2)].sorted { $0.0.utf16.lexicographicallyPrecedes($1.0.utf16) }
        let canonical = "{" + byUTF16.map { #""\#($0.0)":\#($0.1)"# }.joined(separator: ",") + "}"
        #expect(value.canonicalBytes == Array(canonical.utf8))
        let byScalars = [(first, 1), (second, 2)].sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        let line = "{" + byScalars.map { #""\#($0.0)":\#($0.1)"# }.joined(separator: ",") + "}"
        #expect(value.jsonBytes == Array(line.utf8))
        #expect(try StrictJSONParser.parse(value.jsonBytes).canonicallyEquals(value))
    }

    @Test("names equal, hash and order by code points, never by canonical equivalence", arguments: equivalentPairs)
    func nameSemantics(_ first: String, _ second: String) {
        #expect(JSONMemberName(first) != JSONMemberName(second))
        #expect(Set([JSONMemberName(first), JSONMemberName(second), JSONMemberName(first)]).count == 2)
        #expect((JSONMemberName(first) < JSONMemberName(second)) != (JSONMemberName(second) < JSONMemberName(first)))
        #expect(JSONMemberName(first).string.unicodeScalars.elementsEqual(first.unicodeScalars))
    }

    @Test("== and < are byte equality and byte order of the UTF-8, for every pair: empty names, prefixes, marks, emoji, a bridged string")
    func byteOrder() {
        var names = ["", "a", "ab", "abc", "b", "a\u{0}", "\u{7F}", "\u{80}", "é", "e\u{301}", "\u{FFFF}", "😀", "😀a", "z"]
        names += Self.equivalentPairs.flatMap { [$0.0, $0.1] }
        // A string whose UTF-8 is not contiguous storage (an NSString bridged in): the slow path.
        names.append(NSString(string: "b\u{E9}").description)
        for left in names {
            for right in names {
                let (a, b) = (JSONMemberName(left), JSONMemberName(right))
                #expect((a == b) == left.utf8.elementsEqual(right.utf8), "\(left.debugDescription) == \(right.debugDescription)")
                #expect((a < b) == left.utf8.lexicographicallyPrecedes(right.utf8), "\(left.debugDescription) < \(right.debugDescription)")
            }
        }
    }
}
