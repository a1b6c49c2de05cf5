/// Why bytes are not one RFC 8259 JSON text in UTF-8. Every case carries the byte offset
/// (0-based) where reading stopped.
public enum JSONParseError: Error, Sendable, Equatable {
    /// The input holds no value (empty, or whitespace only).
    case empty
    /// The bytes break RFC 8259's grammar at the offset (a trailing comma, a comment, a bare
    /// word, a raw control character in a string, a leading zero, an unterminated value).
    case syntax(offset: Int)
    /// The bytes are not UTF-8 at the offset (RFC 8259 §8.1), a byte order mark included.
    case invalidUTF8(offset: Int)
    /// A `\u` escape of a surrogate that is not half of a pair (RFC 8259 §8.2, RFC 7493 §2.1).
    case loneSurrogate(offset: Int)
    /// A number whose magnitude rounds past the largest finite double (RFC 7493 §2.2).
    case numberOutOfRange(offset: Int)
    /// A container opened deeper than the reader's nesting limit (the top-level value is 1).
    case tooDeep(offset: Int, limit: Int)
    /// Bytes other than whitespace after the value.
    case trailingBytes(offset: Int)
    /// A text longer than the reader reads (``OrderedJSONTape/maxLength``, about 2 GiB).
    case tooLong(limit: Int)
}

extension JSONParseError: CustomStringConvertible {
    /// One line for people, naming the offset and what to fix.
    public var description: String {
        switch self {
        case .empty:
            "no JSON value: the input is empty or only whitespace"
        case .syntax(let offset):
            "not RFC 8259 JSON at byte \(offset): fix the syntax (no trailing commas, comments or bare words)"
        case .invalidUTF8(let offset):
            "not UTF-8 at byte \(offset): JSON text must be UTF-8 without a byte order mark"
        case .loneSurrogate(let offset):
            "lone surrogate escape at byte \(offset): escape a supplementary character as a pair"
        case .numberOutOfRange(let offset):
            "number at byte \(offset) is outside the IEEE 754 double range"
        case .tooDeep(let offset, let limit):
            "nesting deeper than \(limit) at byte \(offset): flatten the document"
        case .trailingBytes(let offset):
            "bytes after the JSON value at byte \(offset): send one value per document"
        case .tooLong(let limit):
            "a text longer than \(limit) bytes, more than this reader reads: split the document"
        }
    }
}
