import MurtiProtocol

/// The HTML sink (docs/SECURITY.md "Output hygiene"; docs/MATRIX.md "Untrusted strings"): every
/// string a report carries is the implementation's or the corpus's, so each one reaches the
/// page through one of these functions and never raw.
enum HTMLText {
    /// `text` as HTML character data or a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// as character references, and the code points HTML parsers turn into errors or
    /// U+FFFD (C0 controls other than tab, line feed and carriage return; U+007F–U+009F;
    /// noncharacters U+FFFE, U+FFFF) as the visible text `\uXXXX`.
    static func escape(_ text: String) -> String {
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

    /// `text` cut to at most `limit` Unicode scalars, with `… (N more characters)` when cut, so
    /// one answer cannot make the page as large as the answer was.
    static func capped(_ text: String, _ limit: Int) -> String {
        let count = text.unicodeScalars.count
        guard count > limit else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(limit))
        return String(scalars) + "… (\(count - limit) more characters)"
    }

    /// A JSON text made safe as the content of a `<script type="application/json">` element:
    /// `<`, `>` and `&` written as `\u003c`, `\u003e`, `\u0026` (so no `</script` or `<!--` can
    /// close or change the element), and U+2028, U+2029 as escapes. The result is still JSON
    /// with the same value, which the page reads with `JSON.parse`.
    static func scriptJSON(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension String {
    /// The string with `0` in front up to `width` characters (`"7f"` → `"007f"`).
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
