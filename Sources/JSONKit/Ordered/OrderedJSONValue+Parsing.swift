import Foundation

extension OrderedJSONValue {
    /// The largest nesting the reader accepts by default: Foundation's own parsers stop at 512
    /// (the top-level value counting as 1), so a deeper document is not one a Swift client reads.
    public static let defaultMaxNesting = 512

    /// Reads one JSON text (RFC 8259) from UTF-8 bytes.
    ///
    /// Strict: no byte order mark, no comments, no trailing commas, no NaN, well-formed UTF-8,
    /// no lone surrogate escapes, numbers within the double range, containers nested at most
    /// `maxNesting` deep (the top-level value is 1). Repeated member names are kept as written.
    /// Never recursive, so any input is safe to read.
    /// - Throws: `JSONParseError`, with the byte offset where reading stopped.
    public init(parsing data: Data, maxNesting: Int = OrderedJSONValue.defaultMaxNesting) throws(JSONParseError) {
        let tape = try OrderedJSONTape(parsing: data, maxNesting: maxNesting)
        self = tape.value(0)
    }
}
