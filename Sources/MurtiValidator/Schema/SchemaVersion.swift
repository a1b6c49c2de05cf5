/// A well-formed `MAJOR.MINOR` (seed: schemaVersion policy; docs/DECISIONS.md 7), its parts kept as
/// canonical digit strings so that any length compares as an integer (`01.0` is major 1,
/// `99999999999999999999.0` does not overflow).
struct SchemaVersion: Sendable, Equatable {
    /// MAJOR without leading zeros (`"0"` for zero).
    let major: String
    /// MINOR without leading zeros (`"0"` for zero).
    let minor: String

    /// Parses UTF-8 that matches `^[0-9]+\.[0-9]+$`; `nil` otherwise.
    init?(utf8: UnsafeBufferPointer<UInt8>) {
        guard let parts = NamePattern.versionParts(utf8) else { return nil }
        major = Self.canonical(utf8, parts.major)
        minor = Self.canonical(utf8, parts.minor)
    }

    /// Parses a `String`; `nil` unless it matches `^[0-9]+\.[0-9]+$`.
    init?(_ string: String) {
        var copy = string
        guard let parsed = copy.withUTF8({ SchemaVersion(utf8: $0) }) else { return nil }
        self = parsed
    }

    /// Compares two canonical digit strings as integers.
    static func compare(_ lhs: String, _ rhs: String) -> Order {
        if lhs.utf8.count != rhs.utf8.count { return lhs.utf8.count < rhs.utf8.count ? .less : .greater }
        if lhs == rhs { return .equal }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? .less : .greater
    }

    /// The outcome of ``compare(_:_:)``.
    enum Order: Sendable { case less, equal, greater }

    /// The digits in `range` with leading zeros removed.
    private static func canonical(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var start = range.lowerBound
        while start < range.upperBound - 1, utf8[start] == UInt8(ascii: "0") { start += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<range.upperBound]), as: UTF8.self)
    }
}
