import Foundation
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
/// A new sink is a new case and its escaping function below the others in this file; the
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
        guard mayHoldControl(text),
            text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" })
        else { return text }
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

    /// The bytes that begin the UTF-8 of every code point ``isControl(_:)`` names, but for
    /// `\n` and `\t`: C0 and DEL themselves, 0xC2 (C1), 0xD8 (U+061C) and 0xE2 (U+200E–U+2069),
    /// as a C string for `strcspn`.
    private static let controlLeadBytes: [CChar] =
        (Array(0x01...0x08) + Array(0x0B...0x1F) + [0x7F, 0xC2, 0xD8, 0xE2, 0x00]).map { CChar(truncatingIfNeeded: $0) }

    /// Whether `text` holds a code point ``isControl(_:)`` names, other than `\n` and `\t` (a
    /// NUL counts as one): `strcspn` skips to each byte of ``controlLeadBytes``, and only there
    /// are the bytes that follow read, so a report of megabytes costs a C-library scan instead
    /// of a walk over its code points (docs/DECISIONS.md D249). Common text that shares a lead
    /// byte (`…`, `—`, `°`, a no-break space) is told apart by those following bytes.
    static func mayHoldControl(_ text: String) -> Bool {
        let count = text.utf8.count
        return text.withCString { base -> Bool in
            var offset = 0
            while true {
                offset += strcspn(base + offset, controlLeadBytes)
                guard offset < count else { return false }
                // The string ends in a NUL, so reading one byte past a lead byte stays inside it.
                let lead = UInt8(truncatingIfNeeded: base[offset])
                let next = UInt8(truncatingIfNeeded: base[offset + 1])
                switch lead {
                case 0xC2 where (0x80...0x9F).contains(next): return true
                case 0xD8 where next == 0x9C: return true
                case 0xE2 where next == 0x80 || next == 0x81:
                    let third = UInt8(truncatingIfNeeded: base[offset + 2])
                    if next == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return true }
                    if next == 0x81, (0xA6...0xA9).contains(third) { return true }
                case 0xC2, 0xD8, 0xE2: break
                default: return true  // C0, DEL or an embedded NUL
                }
                offset += 1
            }
        }
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

extension OutputSink {
    /// ``OutputSink/text``: `text` with every control character (``isControl(_:)``) written
    /// visibly (``visible(_:)``), so that one item stays one line and nothing in it reaches a
    /// terminal as a command: `"a\u{1B}]0;title\u{07}"` becomes `a\u001B]0;title\u0007`.
    static func textEscape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += visible(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}

extension OutputSink {
    /// ``OutputSink/markdown``: `text` as inline GitHub-flavoured Markdown that renders as
    /// exactly these characters on one line: control characters first made visible as
    /// ``textEscape(_:)`` does, then every character that opens Markdown syntax inside a line
    /// backslash-escaped (CommonMark §2.4: any ASCII punctuation may be): `\\` `` ` `` `*` `_`
    /// `[` `]` `|` `~` `$`, so no link or image (both need `[`), emphasis, code span, table
    /// cell break, strikethrough or math forms; and `<`, `>`, `&` written as `&lt;`, `&gt;`,
    /// `&amp;`, so no HTML tag, autolink or entity forms. Syntax that only opens a line (`#`,
    /// `>`, `-`, `1.`) is not escaped: a report never starts a line with such text. A bare URL
    /// stays visible as itself (GitHub links it, showing the address it goes to).
    static func markdownEscape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in textEscape(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "$":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension OutputSink {
    /// `text` as a Markdown code span (`` `invalid/a.json` ``) when it holds only letters,
    /// digits and `/ . _ - : + = , ; @ # %` (a fixture id, a hash, a command line of plain
    /// words), else as ``OutputSink/markdown`` escapes it, which renders the same characters
    /// without the code font: inside a code span a backslash escape is shown, not read, and a
    /// backtick or a table's `|` would end it.
    package static func markdownCode(_ text: String) -> String {
        let plain = !text.isEmpty && !text.hasPrefix(" ") && !text.hasSuffix(" ")
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil || codeSafe.contains(scalar)
            }
        return plain ? "`\(text)`" : markdownEscape(text)
    }

    /// What a code span may hold besides letters and digits.
    private static let codeSafe: Set<Unicode.Scalar> = ["/", ".", "_", "-", ":", "+", "=", ",", ";", "@", "#", "%", " "]
}

extension OutputSink {
    /// ``OutputSink/xml``: `text` as XML 1.0 character data or, with `attribute`, an attribute
    /// value: markup characters escaped (`&amp;` `&lt;` `&gt;`, and `&quot;` `&apos;` in
    /// attributes); the code points XML 1.0 §2.2 forbids (C0 controls other than tab and line
    /// feed, U+FFFE, U+FFFF), and those it discourages or a terminal obeys (DEL, C1, carriage
    /// return, the bidirectional controls, ``isControl(_:)``), written visibly as `\uXXXX` or
    /// `\r`, since no XML parser accepts the forbidden ones even as character references and a
    /// CI log that prints a failure's text must not obey the others. In attributes, tab and
    /// line feed become character references, so attribute-value normalisation keeps them.
    static func xmlEscape(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where isControl(scalar): out += visible(scalar)
            case "\u{FFFE}", "\u{FFFF}": out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension OutputSink {
    /// `text` as HTML character data or a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// as character references, and the code points HTML parsers turn into errors or
    /// U+FFFD (C0 controls other than tab, line feed and carriage return; U+007F–U+009F;
    /// noncharacters U+FFFE, U+FFFF) as the visible text `\uXXXX`.
    static func htmlEscape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
                    out += "\\u" + String(value, radix: 16, uppercase: true).leftPadded(to: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension String {
    /// The string with `0` in front up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
