import MurtiProtocol

/// What the `matrix` page needs besides the HTML sink's escaping (``OutputSink/html``) and the
/// report's caps (``Bounds/capped(_:bytes:)``; docs/SECURITY.md "Output hygiene", docs/MATRIX.md
/// "Untrusted strings"): JSON made safe inside a `<script>` element.
enum HTMLText {
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

