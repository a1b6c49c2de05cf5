import Foundation
@testable import MurtiConformance
import ConformanceTestSupport
import Testing

/// The ECMA-262 subset `pattern` runs in the runner's line checker (docs/DECISIONS.md 96):
/// what Draft 2020-12 and ECMA-262 (`u` flag) say each pattern of docs/protocol.schema.json
/// matches, the constructs refused, and the DFA against the NFA it is built from.
@Suite("SchemaPattern: ECMA-262 patterns of the protocol schema", .contracts)
struct SchemaPatternTests {
    static let base64 = "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"
    static let pointer = "^(?:/(?:[^~/]|~[01])*)*$"

    @Test("each pattern matches what ECMA-262 says it matches", arguments: [
        (base64, "", true), (base64, "e30=", true), (base64, "e3t9", true), (base64, "e30", false),
        (base64, "e30=\n", false), (base64, "e3=0", false), (base64, "ab==", true), (base64, "a===", false),
        (pointer, "", true), (pointer, "/a~0b/~1/", true), (pointer, "screen", false), (pointer, "/a~2", false),
        (pointer, "/😀/é", true), ("^[0-9]+\\.[0-9]+$", "1.10", true), ("^[0-9]+\\.[0-9]+$", "1.0\n", false),
        ("^#(/.*)?$", "#/$defs/x", true), ("^#(/.*)?$", "#/a\u{2028}b", false), ("^#(/.*)?$", "#/😀", true),
        ("^decode\\.", "decode.syntax", true), ("^decode\\.", "xdecode.syntax", false),
        ("^(?:version|bounds|envelope)\\.|^[^.]+$", "required", true),
        ("^(?:version|bounds|envelope)\\.|^[^.]+$", "bounds.depth", true),
        ("^(?:version|bounds|envelope)\\.|^[^.]+$", "semantic.screen", false),
        ("b+", "aaabbb", true), ("x{2,3}y", "xxxy", true), ("^x{2,3}y", "xxxxy", false), ("a|", "zzz", true),
        ("[-a]", "-", true), ("[a-]", "-", true), ("[^]", "q", true), ("[]", "q", false), ("a\\/b", "a/b", true),
        ("ab??c", "ac", true), ("(a)+$", "baaa", true),
    ])
    func semantics(pattern: String, text: String, expected: Bool) throws {
        let compiled = try SchemaPattern(pattern)
        #expect(compiled.matches(text) == expected)
        #expect(compiled.nfaMatches(text) == expected)
    }

    @Test("constructs outside the subset are refused when the schema is compiled", arguments: [
        "\\d+", "\\w", "\\s", "\\bx", "\\u0041", "(?=a)", "(?!a)", "(?<n>a)", "a{2", "a{3,1}", "*a", "(a", "a)", "^*",
        "[z-a]", "a{1001}", "\\",
    ])
    func refused(pattern: String) {
        #expect(throws: SchemaPattern.Refusal.self) { try SchemaPattern(pattern) }
    }

    @Test("the DFA and the NFA agree on seeded strings")
    func dfaIsTheNFA() throws {
        let alphabet = Array("aAz09+/=~1.#\n\u{2028}é😀-".unicodeScalars)
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for source in [Self.base64, Self.pointer, "^#(/.*)?$", "^(?:version|bounds|envelope)\\.|^[^.]+$", "a(b|c)*d$", "^x?y{2,}$"] {
            let pattern = try SchemaPattern(source)
            for _ in 0..<300 {
                var text = String.UnicodeScalarView()
                for _ in 0..<(next() % 12) { text.append(alphabet[next() % alphabet.count]) }
                #expect(pattern.matches(String(text)) == pattern.nfaMatches(String(text)), "\(source) on \(String(text).debugDescription)")
            }
        }
    }

    @Test("a 3 MB base64 string is matched in one pass")
    func long() throws {
        let text = String(repeating: "QUJD", count: 750_000) + "QQ=="
        let pattern = try SchemaPattern(Self.base64)
        #expect(pattern.matches(text))
        #expect(!pattern.matches(text + "\n"))
    }
}
