import Testing
@testable import MurtiValidator

/// String lengths count Unicode code points; `pattern` is ECMA-262 (docs/CONTRACT.md §1 "Counting",
/// "`pattern` is ECMA-262").
@Suite("Code points and ECMA-262 patterns")
struct CountingAndPatternTests {
    typealias D = TestDocuments

    /// (description, unit, repetitions): the unit's code points × repetitions ≤ 4096.
    static let lengths: [(String, String, Int)] = [
        ("emoji (2 UTF-16 units each)", "😀", 4096),
        ("flags (2 code points each)", "🇮🇩", 2048),
        ("NFD e + combining acute (2 code points)", "e\u{301}", 2048),
        ("ZWJ family (5 code points) + 1", "👨‍👩‍👧", 819),
        ("escaped surrogate pair", #"\ud83d\ude00"#, 4096),
        ("escaped ASCII", #"\u0041"#, 4096),
        ("CJK (3 UTF-8 bytes)", "語", 4096),
    ]

    /// `unit` repeated `times`, padded with ASCII to exactly `total` code points.
    static func string(_ unit: String, _ times: Int, total: Int) -> String {
        let perUnit = unit.hasPrefix("\\u") ? 1 : unit.unicodeScalars.count
        let pad = total - perUnit * times
        return "\"" + String(repeating: unit, count: times) + String(repeating: "a", count: pad) + "\""
    }

    @Test("4096 code points are accepted and 4097 refused, whatever the UTF-16 length", arguments: lengths)
    func codePoints(_ name: String, _ unit: String, _ times: Int) {
        let ok = D.payload(props: #"{"v":\#(Self.string(unit, times, total: 4096))}"#)
        #expect(D.validator.validate(D.bytes(ok)) == Verdict(outcome: .accept), "\(name)")
        let over = D.payload(props: #"{"v":\#(Self.string(unit, times, total: 4097))}"#)
        let verdict = D.validator.validate(D.bytes(over))
        #expect(verdict.rule == "maxLength", "\(name)")
        #expect(verdict.path == "/screen/root/props/v")
    }

    @Test("identifier-length bounds count code points too (node id of emoji)")
    func nodeIDCodePoints() {
        let ok = D.payload(root: #"{"type":"text","id":\#(D.quoted("🇮🇩", times: 64))}"#)
        #expect(D.validator.validate(D.bytes(ok)).outcome == .accept)
        let over = D.payload(root: #"{"type":"text","id":\#(D.quoted("😀", times: 129))}"#)
        #expect(D.validator.validate(D.bytes(over)).rule == "maxLength")
    }

    static let identifiers: [(String, Bool)] = [
        ("a", true), ("abc_123", true), ("A_", true), ("Z9", true),
        ("", false), ("_a", false), ("1a", false), ("a-b", false), ("a.b", false), ("a b", false),
        ("abc\n", false), ("\nabc", false), ("abc\r", false), ("é", false), ("aé", false),
        ("a١", false), ("a\u{FF11}", false), ("\u{FF41}bc", false), ("a\u{0}", false), ("https://x", false),
        ("ab\u{2028}", false),
    ]

    @Test("identifier pattern: ASCII classes, $ only at the very end", arguments: identifiers)
    func identifierPattern(_ text: String, _ matches: Bool) {
        #expect(NamePattern.identifier.matches(text) == matches)
        #expect(NamePattern.typeName.matches(text) == (matches || text == "a.b"))
    }

    static let typeNames: [(String, Bool)] = [
        ("ext.lottie", true), ("a.", true), ("a..b", true), ("x_1.y", true),
        (".a", false), ("1.a", false), ("a/b", false), ("ext.lottie\n", false), ("ext.löttie", false),
    ]

    @Test("typeName pattern allows dots after the first letter", arguments: typeNames)
    func typeNamePattern(_ text: String, _ matches: Bool) {
        #expect(NamePattern.typeName.matches(text) == matches)
    }

    static let versions: [(String, Bool)] = [
        ("1.0", true), ("01.0", true), ("10.22", true), ("0.0", true),
        ("1", false), ("1.", false), (".1", false), ("1.0\n", false), ("1.0.0", false), ("1a.0", false),
        ("١.٠", false), ("１.０", false), ("+1.0", false), ("-1.0", false), ("1.0 ", false),
    ]

    @Test("schemaVersion pattern: ASCII digits only", arguments: versions)
    func versionPattern(_ text: String, _ matches: Bool) {
        #expect(NamePattern.schemaVersion.matches(text) == matches)
    }

    @Test("a trailing \\n (escaped in JSON) fails the identifier pattern in a document")
    func trailingNewlineInDocument() {
        let verdict = D.validator.validate(D.bytes(D.payload(root: #"{"type":"text"}"#, key: #""dashboard\n""#)))
        #expect(verdict.rule == "pattern")
        #expect(verdict.path == "/screen/key")
    }

    @Test("an escaped letter is the letter: \\u0064ashboard is dashboard")
    func escapedLetter() {
        let verdict = D.validator.validate(D.bytes(D.payload(root: #"{"type":"te\u0078t"}"#, key: #""\u0064ashboard""#)))
        #expect(verdict == Verdict(outcome: .accept))
    }
}
