import MurtiConformance
/// The kinds of name an identifier site is tried with (docs/DECISIONS.md 76): the ways a name
/// that looks plausible breaks `^[A-Za-z][A-Za-z0-9_]*$`, or a type name's dot that it allows.
package enum PatternClass: String, Sendable, CaseIterable {
    /// `2fa`: a digit first.
    case leadingDigit = "leading digit"
    /// `_home`: an underscore first.
    case leadingUnderscore = "leading underscore"
    /// `ext.lottie`: a dot anywhere.
    case dot
    /// `https://evil.com`, `tel:+62…`: a scheme and a colon (the seed's "never a URL").
    case url = "URL"
    /// `""`.
    case empty
    /// Longer than the site's `maxLength` (code points).
    case overLong = "over-long"

    /// The classes `text` falls in; `maxLength` is the site's bound, if it has one.
    static func classes(of text: String, maxLength: Int?) -> [PatternClass] {
        var found: [PatternClass] = []
        let scalars = Array(text.unicodeScalars)
        if let first = scalars.first {
            if ("0"..."9").contains(first) { found.append(.leadingDigit) }
            if first == "_" { found.append(.leadingUnderscore) }
        } else {
            found.append(.empty)
        }
        if text.contains(".") { found.append(.dot) }
        if let colon = scalars.firstIndex(of: ":"), colon > 0, Self.isLetter(scalars[0]),
            scalars[..<colon].allSatisfy({ Self.isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }) {
            found.append(.url)  // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
        }
        if let maxLength, scalars.count > maxLength { found.append(.overLong) }
        return found
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
}
