import MurtiProtocol

/// RFC 6901 JSON Pointer building for the judge's own error messages.
enum JSONPointer {
    /// `pointer` extended by one reference token, escaped as RFC 6901 §3 says
    /// (`~` → `~0`, `/` → `~1`).
    static func appending(_ token: String, to pointer: String) -> String {
        let escaped = token.replacingOccurrences(of: "~", with: "~0")
            .replacingOccurrences(of: "/", with: "~1")
        return pointer + "/" + escaped
    }

    /// `pointer` extended by an array index.
    static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }

    /// `true` when `text` is a syntactically valid RFC 6901 pointer: empty, or `/`-separated
    /// tokens in which every `~` is followed by `0` or `1`.
    static func isValid(_ text: String) -> Bool {
        if text.isEmpty { return true }
        guard text.hasPrefix("/") else { return false }
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "~" {
                guard let next = scalars.next(), next == "0" || next == "1" else { return false }
            }
        }
        return true
    }
}
