/// Why layer 1 refused a document's bytes (docs/CONTRACT.md §1, layer 1; docs/DECISIONS.md 1–6).
///
/// One case per rule id. Every case except ``size(byteCount:limit:)`` and
/// ``notObject(found:)`` carries the byte offset (0-based, into the document's bytes) of the
/// first fault; the decoder scans front to back, so that is the fault at the lowest offset.
package enum DecodeError: Error, Sendable, Equatable {
    /// `decode.size`: the document has `byteCount` bytes, more than `limit`
    /// (the profile's `maxDocumentBytes`). Checked before any byte is parsed.
    case size(byteCount: Int, limit: Int)
    /// `decode.encoding`: the bytes at `byteOffset` are not UTF-8, are a byte order mark at
    /// offset 0, or escape a lone UTF-16 surrogate (RFC 7493 §2.1; RFC 8259 §8.1–8.2).
    case encoding(byteOffset: Int, fault: EncodingFault)
    /// `decode.syntax`: the text is not RFC 8259 JSON at `byteOffset` (e.g. a trailing comma,
    /// a comment, NaN, a leading zero, a raw control character in a string, bytes after the
    /// document, an empty document).
    case syntax(byteOffset: Int, fault: SyntaxFault)
    /// `decode.duplicateKey`: the member name `name` (after unescaping, compared code point by
    /// code point) appears twice in the object at JSON Pointer `objectPointer` (RFC 6901).
    /// `byteOffset` is the second name's opening quote, `firstByteOffset` the first's
    /// (RFC 7493 §2.3).
    case duplicateKey(byteOffset: Int, name: String, objectPointer: String, firstByteOffset: Int)
    /// `decode.number`: the number `lexeme` at `byteOffset` rounds past the largest finite
    /// IEEE 754 double (RFC 7493 §2.2). Underflow to zero is accepted.
    case number(byteOffset: Int, lexeme: String)
    /// `decode.depth`: a container opens at `byteOffset` at nesting `limit + 1`; the
    /// top-level value has nesting 1 and `limit` is the profile's `maxNesting`.
    case depth(byteOffset: Int, limit: Int)
    /// `decode.notObject`: the document parsed, but its top-level value is `found`, not an
    /// object (docs/CONTRACT.md §1: "a JSON object at the top").
    case notObject(found: JSONKind)

    /// The docs/CONTRACT.md §1 rule id, e.g. `decode.syntax`.
    package var rule: String {
        switch self {
        case .size: "decode.size"
        case .encoding: "decode.encoding"
        case .syntax: "decode.syntax"
        case .duplicateKey: "decode.duplicateKey"
        case .number: "decode.number"
        case .depth: "decode.depth"
        case .notObject: "decode.notObject"
        }
    }

    /// The RFC 6901 JSON Pointer the rule reports (docs/CONTRACT.md §1 `path`): the object holding both
    /// members for `decode.duplicateKey`, `""` for every other `decode.*` rule.
    package var path: String {
        if case .duplicateKey(_, _, let pointer, _) = self { return pointer }
        return ""
    }

    /// The byte offset of the fault, or `nil` for `decode.size` and `decode.notObject`
    /// (which concern the whole document).
    package var byteOffset: Int? {
        switch self {
        case .size, .notObject: nil
        case .encoding(let offset, _), .syntax(let offset, _), .number(let offset, _),
            .depth(let offset, _), .duplicateKey(let offset, _, _, _):
            offset
        }
    }
}

extension DecodeError {
    /// What exactly is not UTF-8 (or not I-JSON's encoding rules) at the fault's offset.
    package enum EncodingFault: Sendable, Equatable {
        /// The document starts with the bytes EF BB BF (RFC 8259 §8.1: must not add one).
        case byteOrderMark
        /// A continuation byte (80–BF) where a character must start.
        case unexpectedContinuationByte(UInt8)
        /// A byte that never starts a UTF-8 character (C0, C1, F5–FF).
        case invalidLeadByte(UInt8)
        /// A character encoded with more bytes than needed (E0 80–9F…, F0 80–8F…).
        case overlongEncoding
        /// A UTF-16 surrogate (U+D800–U+DFFF) encoded directly in UTF-8 (ED A0–BF …).
        case encodedSurrogate
        /// A four-byte sequence above U+10FFFF (F4 90–BF …).
        case beyondUnicode
        /// A multi-byte sequence cut short by a non-continuation byte or the end of input.
        case truncatedSequence
        /// A `\uXXXX` escape of a surrogate (`codeUnit`) not part of a high-low pair.
        case loneSurrogateEscape(codeUnit: UInt16)
    }

    /// What exactly breaks the RFC 8259 grammar at the fault's offset.
    package enum SyntaxFault: Sendable, Equatable {
        /// The document is empty or only whitespace (RFC 8259 §2: a JSON text is a value).
        case emptyDocument
        /// The input ends where `expected` (a human description) must follow.
        case unexpectedEnd(expected: String)
        /// The character `found` where `expected` (a human description) must follow.
        case unexpectedCharacter(found: Unicode.Scalar, expected: String)
        /// A raw control character (U+0000–U+001F) inside a string (RFC 8259 §7).
        case controlCharacter(UInt8)
        /// A backslash followed by `found`, which is not one of `" \ / b f n r t u`.
        case invalidEscape(found: Unicode.Scalar)
        /// A `\u` escape with `found` where a hexadecimal digit must be.
        case invalidUnicodeEscape(found: Unicode.Scalar)
        /// A comma followed by `]` or `}` (RFC 8259 §4–5 have no trailing comma).
        case trailingComma
        /// A number with a leading zero such as `01` (RFC 8259 §6).
        case leadingZero
    }
}
