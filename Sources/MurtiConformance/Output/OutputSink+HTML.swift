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
