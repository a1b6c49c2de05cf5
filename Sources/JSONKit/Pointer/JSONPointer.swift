/// RFC 6901 JSON Pointers, the suite's one spelling of them: the judge's error messages and
/// `lint`'s lookups, the protocol's profile faults and the Flow-UI reference's. A pointer is
/// handled code point by code point, as member names are compared (docs/DECISIONS.md D125,
/// D144): `~` and `/` are escaped wherever they stand, a combining mark after them included.
/// ``OrderedJSONTape/pointer(to:)`` spells a tape value's pointer by the same rules, from bytes.
package enum JSONPointer {
    /// One reference token escaped (RFC 6901 §3): `~` as `~0`, `/` as `~1`.
    package static func escape(_ token: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": escaped.append(contentsOf: "~0".unicodeScalars)
            case "/": escaped.append(contentsOf: "~1".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// `pointer` extended by the member name `token`, escaped (``escape(_:)``).
    package static func appending(_ token: String, to pointer: String) -> String {
        pointer + "/" + escape(token)
    }

    /// `pointer` extended by an array index.
    package static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }

    /// The pointer made of `tokens` (the inverse of ``tokens(of:)``).
    package static func pointer(_ tokens: some Sequence<String>) -> String {
        tokens.reduce("") { appending($1, to: $0) }
    }

    /// `true` when `text` is a syntactically valid RFC 6901 pointer: empty, or `/`-separated
    /// tokens in which every `~` is followed by `0` or `1`.
    package static func isValid(_ text: String) -> Bool {
        if text.isEmpty { return true }
        guard text.unicodeScalars.first == "/" else { return false }
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "~" {
                guard let next = scalars.next(), next == "0" || next == "1" else { return false }
            }
        }
        return true
    }

    /// The reference tokens of `pointer`, unescaped (`~1` as `/`, `~0` as `~`), or `nil` when
    /// it is not a pointer (``isValid(_:)``); `""` has none.
    package static func tokens(of pointer: String) -> [String]? {
        guard isValid(pointer) else { return nil }
        var tokens: [String] = []
        var token = String.UnicodeScalarView()
        var scalars = pointer.unicodeScalars.dropFirst().makeIterator()
        guard !pointer.isEmpty else { return [] }
        while let scalar = scalars.next() {
            switch scalar {
            case "/":
                tokens.append(String(token))
                token = String.UnicodeScalarView()
            case "~":
                // isValid checked that a 0 or a 1 follows.
                token.append(scalars.next() == "1" ? "/" : "~")
            default:
                token.append(scalar)
            }
        }
        tokens.append(String(token))
        return tokens
    }
}
