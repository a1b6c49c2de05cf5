import MurtiProtocol

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
