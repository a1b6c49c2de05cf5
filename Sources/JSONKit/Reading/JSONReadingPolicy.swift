/// How ``JSONReader`` reads, beside what its ``JSONSink`` builds (member order kept or not,
/// repeated names refused or kept, strings and numbers built or only checked): the nesting cap
/// and when a string's invalid UTF-8 is reported. The two settings the suite uses are
/// ``strict(maxNesting:)`` and ``ordered(maxNesting:)`` (docs/DECISIONS.md D200, D201).
struct JSONReadingPolicy: Sendable {
    /// When a string's bytes that are not UTF-8 are reported.
    enum InvalidUTF8: Sendable, Equatable {
        /// Once the string has closed, unless another fault in it comes first: the protocol's
        /// reader names the string (its first content byte), not the byte.
        case oncePlainlyClosed
        /// At the first byte that does not start well-formed UTF-8: the Flow-UI reader names it.
        case atByte
    }

    /// The deepest nesting accepted (the top-level container is 1).
    var maxNesting: Int
    /// When invalid UTF-8 in a string is reported.
    var invalidUTF8: InvalidUTF8

    /// The protocol's reader (``StrictJSONReader``), nesting at most `maxNesting`.
    static func strict(maxNesting: Int) -> JSONReadingPolicy {
        JSONReadingPolicy(maxNesting: maxNesting, invalidUTF8: .oncePlainlyClosed)
    }

    /// The Flow-UI reference's order-keeping reader (``OrderedJSONTape``), nesting at most
    /// `maxNesting`.
    static func ordered(maxNesting: Int) -> JSONReadingPolicy {
        JSONReadingPolicy(maxNesting: maxNesting, invalidUTF8: .atByte)
    }
}
