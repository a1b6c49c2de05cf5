/// RFC 6901 reference tokens for the pointers a profile's faults name (a place's pointer into
/// a document is spelt by its tape, `OrderedJSONTape.pointer(to:)`).
enum JSONPointer {
    /// One reference token: `~` as `~0`, `/` as `~1`, code point by code point.
    static func escape(_ token: String) -> String {
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
}
