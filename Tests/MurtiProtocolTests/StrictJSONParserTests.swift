import Foundation
@testable import MurtiProtocol
import Testing

/// The one strict reader: the same grammar builds a value or a tape; each refusal is a typed
/// syntax problem at its offset.
@Suite("StrictJSONParser: one grammar, a value or a tape")
struct StrictJSONParserTests {
    static func problem(_ text: String) -> (Int, JSONSyntaxProblem)? {
        do { _ = try StrictJSONParser.parse(Array(text.utf8)); return nil } catch {
            guard case .notJSON(let offset, let problem) = error else { return nil }
            return (offset, problem)
        }
    }

    @Test("each fault is its own problem, at the byte reading stopped", arguments: [
        ("", 0, JSONSyntaxProblem.unexpectedEnd), ("{} x", 3, .trailingBytes), ("[1,]", 3, .unexpectedCharacter),
        ("{\"a\":1,}", 7, .expectedMemberName), ("{\"a\" 1}", 5, .expectedColon), ("{\"a\":1 2}", 7, .expectedCommaOrBrace),
        ("[1 2]", 3, .expectedCommaOrBracket), ("{\"a\":1,\"a\":2}", 7, .duplicateMemberName("a")), ("-x", 1, .expectedDigit),
        ("01", 1, .leadingZero), ("1e400", 0, .numberOutOfRange), ("\"a\u{0009}\"", 2, .rawControlCharacter),
        ("\"abc", 4, .unterminatedString), ("\"\\x\"", 3, .invalidEscape), ("\"\\ud800\"", 7, .loneSurrogate),
        ("\"\\u12g4\"", 5, .invalidUnicodeEscape), ("tru", 0, .unexpectedEnd),
    ])
    func problems(_ text: String, _ offset: Int, _ expected: JSONSyntaxProblem) throws {
        let found = try #require(Self.problem(text), "\(text) parsed")
        #expect(found.1 == expected)
        #expect(found.0 == offset, "\(text): \(found.1) at \(found.0)")
    }

    @Test("invalid UTF-8 in a string is refused; nesting beyond the cap is refused, deep arrays are no recursion")
    func limits() throws {
        #expect(throws: ProtocolError.self) { try StrictJSONParser.parse([0x22, 0xFF, 0x22]) }
        let deep = Array((String(repeating: "[", count: 129) + String(repeating: "]", count: 129)).utf8)
        #expect(throws: ProtocolError.notJSON(offset: 128, problem: .tooDeep(limit: 128))) { try StrictJSONParser.parse(deep) }
        #expect(try StrictJSONParser.parse(deep, maxNesting: 200) != .null)
    }

    @Test("values keep exact types: true is not 1, integers are numbers, escapes decode")
    func values() throws {
        let value = try StrictJSONParser.parse(Array(#"{"t":true,"n":1,"s":"\u00e9\n","a":[null,{}]}"#.utf8))
        #expect(value == .object(["t": .bool(true), "n": .number(1), "s": .string("é\n"), "a": .array([.null, .object([:])])]))
    }

    @Test("the tape keeps member order, repeated names (first wins for lookups) and byte ranges")
    func tape() throws {
        let text = #"{"b": 1, "a": [true, "x"], "b": 2}"#
        let tape = try StrictJSONParser.tape(Array(text.utf8))
        let members = tape.children(of: 0)
        #expect(members.map { tape.nodes[$0].name } == ["b", "a", "b"])
        let array = members[1]
        #expect(tape.nodes[array].kind == .array)
        #expect(String(decoding: Array(text.utf8)[tape.nodes[array].range], as: UTF8.self) == #"[true, "x"]"#)
        #expect(tape.string(tape.children(of: array)[1]) == "x")
        #expect(tape.node(startingAt: tape.nodes[array].range.lowerBound) == array)
    }

    @Test("the tape has no nesting cap and reads numbers by grammar only")
    func tapeDepth() throws {
        let depth = 100_000
        let tape = try StrictJSONParser.tape(Array((String(repeating: "[", count: depth) + "1e400" + String(repeating: "]", count: depth)).utf8))
        #expect(tape.nodes.count == depth + 1)
        #expect(throws: ProtocolError.self) { try StrictJSONParser.tape(Array("[1,]".utf8)) }
    }

    @Test("a repeated profile's bytes are taken from the cache, the same value either way")
    func profileCache() throws {
        let cache = ParsedProfileCache()
        let line = Array(#"{"cmd":"validate","profile":{"a":[1,2]},"seq":1}"#.utf8)
        let first = try StrictJSONParser.parse(line, profiles: cache)
        #expect(cache.count == #"{"a":[1,2]}"#.utf8.count)
        let second = try StrictJSONParser.parse(line, profiles: cache)
        #expect(first == second)
        #expect(first["profile"] == .object(["a": .array([.number(1), .number(2)])]))
    }
}
