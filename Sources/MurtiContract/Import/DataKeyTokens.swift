import MurtiConformance
import MurtiProtocol

/// `{{data.key}}` tokens in a string (docs/CONTRACT.md §1 "Data-key tokens"; docs/DECISIONS.md 12):
/// exactly `{{` identifier (`.` identifier)* `}}`, no spaces, each identifier
/// `[A-Za-z][A-Za-z0-9_]*` of at most 128 code points; anything else is literal text. The
/// search is leftmost and non-overlapping, so `{{{a}}}` holds the token `{{a}}`.
enum DataKeyTokens {
    /// The longest identifier (docs/CONTRACT.md §0), in code points.
    static let maxIdentifierLength = 128

    /// The keys of the tokens in `text`, in order.
    static func keys(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var keys: [String] = []
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "{", scalars[index + 1] == "{" else {
                index += 1
                continue
            }
            if let end = keyEnd(scalars, from: index + 2) {
                var key = String.UnicodeScalarView()
                key.append(contentsOf: scalars[(index + 2)..<end])
                keys.append(String(key))
                index = end + 2
            } else {
                index += 1
            }
        }
        return keys
    }

    /// `true` for `^[A-Za-z][A-Za-z0-9_]*$` of at most 128 code points (docs/CONTRACT.md §0 identifier).
    static func isIdentifier(_ text: Substring) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, isLetter(first), scalars.count <= maxIdentifierLength else { return false }
        return scalars.dropFirst().allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" }
    }

    /// Where the key starting at `start` ends (the index of the closing `}}`), or `nil`.
    private static func keyEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while true {
            guard index < scalars.count, isLetter(scalars[index]) else { return nil }
            let segmentStart = index
            index += 1
            while index < scalars.count, isLetter(scalars[index]) || isDigit(scalars[index]) || scalars[index] == "_" {
                index += 1
            }
            guard index - segmentStart <= maxIdentifierLength, index < scalars.count else { return nil }
            if scalars[index] == "." {
                index += 1
                continue
            }
            guard scalars[index] == "}", index + 1 < scalars.count, scalars[index + 1] == "}" else { return nil }
            return index
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
