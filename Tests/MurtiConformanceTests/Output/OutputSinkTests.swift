import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MurtiProtocol
import ConformanceTestSupport
import Testing

@testable import MurtiConformance

/// One escaping function per sink (docs/SECURITY.md "Output hygiene"): what an implementation
/// or a corpus wrote can never act on a terminal, a Markdown page or an XML reader.
@Suite("Output sinks", .contracts)
struct OutputSinkTests {
    /// Strings a hostile implementation writes: terminal title (OSC), cursor movement and a
    /// forged line (CSI, CR), an 8-bit CSI (C1 U+009B), a right-to-left override, DEL, a line
    /// feed, Markdown links and images, emphasis, code, a table pipe and HTML.
    static let hostile = [
        "\u{1B}]0;pwned\u{07}", "\r\u{1B}[2Krun: 634 passed; Certified", "\u{9B}31m", "abc\u{202E}fed", "a\u{7F}b",
        "line one\nline two", "[click](https://evil.example)", "![img](https://evil.example/x.png)", "*em* _em_ ~~s~~",
        "`code`", "a | b", "<img src=x onerror=alert(1)>", "&lt;", "\u{2028}", "$x$",
    ]

    @Test("text: no control character survives, and escaping twice changes nothing", arguments: hostile)
    func text(input: String) {
        let escaped = OutputSink.text.escape(input)
        #expect(!escaped.unicodeScalars.contains(where: OutputSink.isControl), "\(escaped.debugDescription)")
        #expect(OutputSink.text.escape(escaped) == escaped)
    }

    @Test("text: controls are shown as \\n, \\r, \\t or \\uXXXX")
    func visibleForms() {
        #expect(OutputSink.text.escape("a\u{1B}]0;t\u{07}\n\r\t\u{9B}\u{202E}") == #"a\u001B]0;t\u0007\n\r\t\u009B\u202E"#)
        #expect(OutputSink.text.escape("café 😀 <b>") == "café 😀 <b>")
    }

    @Test("terminal: line feeds and tabs stay, every other control is shown; a JSON text stays the same JSON")
    func terminal() throws {
        #expect(OutputSink.terminalSafe("a\n\tb\u{1B}[1A\r") == "a\n\tb\\u001B[1A\\r")
        let json = String(decoding: try JSONEncoder().encode(["k": "a\u{9B}b\u{202E}c\u{2028}"]), as: UTF8.self)
        let safe = OutputSink.terminalSafe(json)
        #expect(!safe.unicodeScalars.contains(where: OutputSink.isControl))
        #expect(try JSONDecoder().decode([String: String].self, from: Data(safe.utf8)) == ["k": "a\u{9B}b\u{202E}c\u{2028}"])
    }

    @Test("terminal: the byte scan that lets a clean text through unwalked misses no control, NUL and long texts included")
    func controlScan() {
        // Every control lies below U+3000; a few code points above it stand for the rest.
        let scalars = (0..<0x3000).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F600}", "\u{10FFFF}"]
        for scalar in scalars {
            let control = OutputSink.isControl(scalar) && scalar != "\n" && scalar != "\t"
            #expect(OutputSink.mayHoldControl("ab" + String(scalar) + "c") == control, "U+\(String(scalar.value, radix: 16))")
            #expect(OutputSink.mayHoldControl(String(scalar)) == control, "U+\(String(scalar.value, radix: 16)) alone")
            if control { #expect(OutputSink.terminalSafe(String(scalar)) == OutputSink.visible(scalar)) }
        }
        #expect(!OutputSink.mayHoldControl("plain\ttext\nwith é, ü, 中, …, —, °, \u{A0} and 😀"))
        #expect(OutputSink.mayHoldControl("… then \u{202E}"))
        let long = String(repeating: "x", count: 1 << 16)
        #expect(!OutputSink.mayHoldControl(long))
        #expect(OutputSink.terminalSafe(long + "\u{0}" + long) == long + "\\u0000" + long)
    }

    @Test("markdown: no link, image, emphasis, code, pipe or HTML forms, and no control character", arguments: hostile)
    func markdown(input: String) {
        let escaped = OutputSink.markdown.escape(input)
        #expect(!escaped.unicodeScalars.contains(where: OutputSink.isControl))
        #expect(!escaped.contains("<") && !escaped.contains(">"))
        for mark in ["[", "]", "*", "_", "`", "|", "~", "$"] {
            // Every syntax character is preceded by a backslash that is not itself escaped.
            var rest = Substring(escaped)
            while let found = rest.firstIndex(of: Character(mark)) {
                let before = rest[rest.startIndex..<found]
                let slashes = before.reversed().prefix { $0 == "\\" }.count
                #expect(slashes % 2 == 1, "\(mark) unescaped in \(escaped)")
                rest = rest[rest.index(after: found)...]
            }
        }
    }

    @Test("markdown: exact forms")
    func markdownForms() {
        #expect(OutputSink.markdown.escape("[a](b) ![c](d) *e* `f` g|h <i> & \\") == #"\[a\](b) !\[c\](d) \*e\* \`f\` g\|h &lt;i&gt; &amp; \\"#)
        #expect(OutputSink.markdown.escape("a\u{1B}b") == #"a\\u001Bb"#)
        #expect(OutputSink.markdownCode("invalid/a.json") == "`invalid/a.json`")
        #expect(OutputSink.markdownCode("a`b") == #"a\`b"#)
        #expect(OutputSink.markdownCode("a|b") == #"a\|b"#)
    }

    @Test("xml: well-formed for any input, and no control character but tab and line feed", arguments: hostile + ["\u{0}\u{FFFE}"])
    func xml(input: String) throws {
        let text = OutputSink.xml.escape(input)
        let attribute = OutputSink.xml.escapeAttribute(input)
        #expect(!text.unicodeScalars.contains { OutputSink.isControl($0) && $0 != "\n" && $0 != "\t" })
        #expect(!attribute.unicodeScalars.contains(where: OutputSink.isControl))
        let document = try XMLDocument(xmlString: "<a b=\"\(attribute)\">\(text)</a>")
        #expect(document.rootElement()?.name == "a")
    }
}
