/// A decoded JSON document stored as a flat tape of tokens over the original bytes.
///
/// Layer 1 (`StrictJSONDecoder`) produces it; layers 2–4 read it through ``JSONIndex``
/// handles. Nothing is copied out of the input until a caller asks for a `String`:
/// strings keep their byte range and their length in Unicode code points, numbers keep
/// their lexeme (RFC 8259 §6), objects keep member order (needed for document order and
/// duplicate-key reporting).
///
/// Tape layout (pre-order): a container token is followed by its contents; an object's
/// contents alternate key token (always `.string`) and value subtree. Every token records
/// `end`, the tape index just past its subtree, so siblings are reached without recursion.
package struct JSONDocument: Sendable {
    /// The document's exact bytes (UTF-8, as validated by layer 1).
    package let bytes: [UInt8]
    /// The tape; index 0 is the top-level value.
    var tokens: [JSONToken]

    /// Creates a document from bytes and a tape built by the decoder.
    init(bytes: [UInt8], tokens: [JSONToken]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// The top-level value.
    package var root: JSONIndex { JSONIndex(0) }

    /// The number of tokens on the tape (keys included); a measure of document size.
    package var tokenCount: Int { tokens.count }
}

/// A handle to one value (or member name) of a ``JSONDocument``: an index into its tape.
package struct JSONIndex: Hashable, Comparable, Sendable {
    /// Tape position. Pre-order, so a smaller index is earlier in document order.
    package let position: Int

    /// Wraps a tape position.
    package init(_ position: Int) { self.position = position }

    /// Document order: the order in which values begin in the text.
    package static func < (lhs: JSONIndex, rhs: JSONIndex) -> Bool { lhs.position < rhs.position }
}

/// The six JSON value kinds of RFC 8259 §3 (with `true`/`false` folded into `.bool`).
package enum JSONKind: UInt8, Sendable {
    /// `{ ... }`
    case object
    /// `[ ... ]`
    case array
    /// `"..."`
    case string
    /// An RFC 8259 number lexeme within IEEE 754 double range.
    case number
    /// `true` or `false`.
    case bool
    /// `null`
    case null
}

/// One tape entry. Internal: callers use the accessors on ``JSONDocument``.
struct JSONToken: Sendable {
    /// The value's kind.
    var kind: JSONKind
    /// For strings: the body contains at least one backslash escape.
    /// For bools: the value is `true`.
    var flag: Bool
    /// Strings: offset of the first byte after the opening quote. Numbers: the lexeme's first
    /// byte. Containers, bools, null: the offset of the first byte of the value.
    var start: Int32
    /// Strings: offset of the closing quote. Numbers: one past the lexeme. Others: one past
    /// the value's last byte (containers: after the closing bracket).
    var byteEnd: Int32
    /// Strings: length in Unicode code points after unescaping. Objects: member count.
    /// Arrays: element count. Others: 0.
    var count: Int32
    /// Tape index just past this token's subtree (`position + 1` for scalars).
    var end: Int32
}
