import MurtiProtocol

/// Where a string from an implementation or a corpus is written, and so how it is escaped
/// (docs/SECURITY.md "Output hygiene"). Every renderer passes such a string through
/// ``escape(_:)`` of its sink, one function per sink, so an answer, a `start` answer's name or
/// a fixture id can never move the cursor, set the terminal title, draw a line of its own, or
/// open a link, an image or a tag.
///
/// - ``text``: a line of a text report, of stderr, of `diff`, `lint` or `agreement`.
/// - ``markdown``: inline Markdown (a paragraph, a heading, a table cell).
/// - ``xml``: XML 1.0 character data (JUnit); ``escapeAttribute(_:)`` for attribute values.
/// - ``html``: HTML character data or a quoted attribute value (the `matrix` page).
///
/// A new sink is a new case and a file `OutputSink+<Name>.swift` with its function; the
/// `switch` below then asks for it.
package enum OutputSink: String, Sendable, CaseIterable {
    /// Plain text for a terminal or a log, one line per item.
    case text
    /// GitHub-flavoured Markdown, inline.
    case markdown
    /// XML 1.0 character data.
    case xml
    /// HTML 5 character data and quoted attribute values.
    case html

    /// `text` made safe for this sink.
    ///
    /// - ``text``: every control character visible (``OutputSink/textEscape(_:)``): C0 (line
    ///   feed and tab included, so one item stays one line), DEL, C1, the bidirectional
    ///   overrides and isolates and the Unicode line and paragraph separators as `\n`, `\t`,
    ///   `\r` or `\uXXXX`. ESC, and with it every ANSI and OSC sequence, is `\u001B`.
    /// - ``markdown``: the same, then Markdown's syntax inert (``OutputSink/markdownEscape(_:)``).
    /// - ``xml``: markup escaped and every character XML 1.0 forbids or a terminal obeys made
    ///   visible (``OutputSink/xmlEscape(_:attribute:)``); line feeds and tabs stay.
    /// - ``html``: `&`, `<`, `>`, `"`, `'` as references and the code points an HTML parser
    ///   refuses made visible (``OutputSink/htmlEscape(_:)``); one function for text and attributes.
    package func escape(_ text: String) -> String {
        switch self {
        case .text: Self.textEscape(text)
        case .markdown: Self.markdownEscape(text)
        case .xml: Self.xmlEscape(text, attribute: false)
        case .html: Self.htmlEscape(text)
        }
    }

    /// `text` made safe as an attribute value of this sink: for ``xml``, line breaks and tabs
    /// become character references as well; other sinks have no attributes and escape as
    /// ``escape(_:)`` does.
    package func escapeAttribute(_ text: String) -> String {
        switch self {
        case .xml: Self.xmlEscape(text, attribute: true)
        case .text, .markdown, .html: escape(text)
        }
    }

    /// Multi-line `text` made safe for a terminal, line by line: each line as ``text``
    /// escapes it, the line feeds between lines kept, tabs kept. What the CLI writes to stdout
    /// and stderr goes through this last (docs/SECURITY.md "Output hygiene"), and so does an
    /// encoded JSON report: a raw control character can stand only inside a JSON string, and
    /// `\uXXXX` is the same string there.
    package static func terminalSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || !isControl(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += visible(scalar)
            }
        }
        return out
    }

    /// `true` for a code point a terminal or a text view may obey rather than show: C0, DEL,
    /// C1, the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069), and U+2028, U+2029.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The visible form of a control character: `\n`, `\r`, `\t`, else `\uXXXX` (the form a
    /// JSON string reads the same).
    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
    }
}

extension String {
    /// The string with `0` in front up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
