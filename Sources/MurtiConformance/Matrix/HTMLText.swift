import MurtiProtocol

/// What the `matrix` page needs besides the HTML sink's escaping (``OutputSink/html``;
/// docs/SECURITY.md "Output hygiene", docs/MATRIX.md "Untrusted strings"): caps, and JSON made
/// safe inside a `<script>` element.
enum HTMLText {
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

