/// The three `pattern`s of `murti.schema.json`, matched with ECMA-262 semantics over a string's
/// UTF-8 bytes (docs/CONTRACT.md §1 "`pattern` is ECMA-262").
///
/// Every class in these patterns is ASCII, so any non-ASCII byte fails (`\d`-like classes are
/// ASCII only), and `$` anchors at the very end: a trailing line feed does not match (unlike
/// Python's `re`). Matching is a single forward scan, no backtracking.
enum NamePattern: Sendable {
    /// `^[A-Za-z][A-Za-z0-9_]*$` (``SchemaVocabulary/identifierPattern``).
    case identifier
    /// `^[A-Za-z][A-Za-z0-9_.]*$` (``SchemaVocabulary/typeNamePattern``).
    case typeName
    /// `^[0-9]+\.[0-9]+$` (``SchemaVocabulary/schemaVersionPattern``).
    case schemaVersion

    /// The ECMA-262 source of the pattern, as written in the schema.
    var source: String {
        switch self {
        case .identifier: SchemaVocabulary.identifierPattern
        case .typeName: SchemaVocabulary.typeNamePattern
        case .schemaVersion: SchemaVocabulary.schemaVersionPattern
        }
    }

    /// Whether the whole of `utf8` matches.
    func matches(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .identifier: Self.matchesName(utf8, allowingDot: false)
        case .typeName: Self.matchesName(utf8, allowingDot: true)
        case .schemaVersion: Self.versionParts(utf8) != nil
        }
    }

    /// Whether the whole of `string` matches (tests and callers holding a `String`).
    func matches(_ string: String) -> Bool {
        var copy = string
        return copy.withUTF8 { matches($0) }
    }

    /// The ranges of MAJOR and MINOR when `utf8` matches `^[0-9]+\.[0-9]+$`, else `nil`.
    static func versionParts(_ utf8: UnsafeBufferPointer<UInt8>) -> (major: Range<Int>, minor: Range<Int>)? {
        var index = 0
        while index < utf8.count, isDigit(utf8[index]) { index += 1 }
        let major = 0..<index
        guard !major.isEmpty, index < utf8.count, utf8[index] == UInt8(ascii: ".") else { return nil }
        index += 1
        let minorStart = index
        while index < utf8.count, isDigit(utf8[index]) { index += 1 }
        guard index > minorStart, index == utf8.count else { return nil }
        return (major, minorStart..<index)
    }

    /// `[A-Za-z]` then `[A-Za-z0-9_]*` (plus `.` for type names) to the end.
    private static func matchesName(_ utf8: UnsafeBufferPointer<UInt8>, allowingDot: Bool) -> Bool {
        guard let first = utf8.first, isLetter(first) else { return false }
        for byte in utf8.dropFirst() {
            let allowed = isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
                || (allowingDot && byte == UInt8(ascii: "."))
            if !allowed { return false }
        }
        return true
    }

    /// `[A-Za-z]`.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    /// `[0-9]`.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
