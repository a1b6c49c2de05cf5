/// Why bytes are not one strict RFC 8259 / I-JSON (RFC 7493) text: the reason carried by
/// ``JSONSyntaxError`` (and by the protocol's `ProtocolError.notJSON`), so that a caller
/// explaining it to people switches on a case instead of re-reading a message.
package enum JSONSyntaxProblem: Sendable, Equatable, CustomStringConvertible {
    /// The text ends inside a value.
    case unexpectedEnd
    /// Something other than whitespace follows the value.
    case trailingBytes
    /// A byte no JSON value can start with here (a comment, `NaN`, a single quote, …).
    case unexpectedCharacter
    /// Containers nested deeper than `limit`.
    case tooDeep(limit: Int)
    /// Where an object's member name should start, something else.
    case expectedMemberName
    /// No `:` after a member name.
    case expectedColon
    /// No `,` or `}` after an object member.
    case expectedCommaOrBrace
    /// No `,` or `]` after an array item.
    case expectedCommaOrBracket
    /// A member name repeated in one object (I-JSON, RFC 7493 §2.3).
    case duplicateMemberName(String)
    /// A number without the digit its grammar requires.
    case expectedDigit
    /// A number with a leading zero (`07`).
    case leadingZero
    /// A number outside IEEE 754 binary64 (I-JSON, RFC 7493 §2.2).
    case numberOutOfRange
    /// A raw control character (U+0000–U+001F) inside a string.
    case rawControlCharacter
    /// A string that is never closed.
    case unterminatedString
    /// A string whose bytes are not UTF-8 (I-JSON, RFC 7493 §2.1).
    case invalidUTF8
    /// A backslash at the end of the text.
    case unterminatedEscape
    /// A backslash followed by a letter RFC 8259 §7 does not allow.
    case invalidEscape
    /// A `\u` escape of a UTF-16 surrogate without its pair (I-JSON, RFC 7493 §2.1).
    case loneSurrogate
    /// A `\u` escape without four hexadecimal digits.
    case invalidUnicodeEscape

    /// The reason in a few words, as messages and tests quote it.
    package var description: String {
        switch self {
        case .unexpectedEnd: "unexpected end of line"
        case .trailingBytes: "bytes after the JSON value"
        case .unexpectedCharacter: "unexpected character"
        case .tooDeep(let limit): "nesting over \(limit)"
        case .expectedMemberName: "expected a member name"
        case .expectedColon: "expected ':'"
        case .expectedCommaOrBrace: "expected ',' or '}'"
        case .expectedCommaOrBracket: "expected ',' or ']'"
        case .duplicateMemberName(let name): "duplicate member name \"\(name)\""
        case .expectedDigit: "expected a digit"
        case .leadingZero: "leading zero"
        case .numberOutOfRange: "number out of double range"
        case .rawControlCharacter: "raw control character in a string"
        case .unterminatedString: "unterminated string"
        case .invalidUTF8: "string is not valid UTF-8"
        case .unterminatedEscape: "unterminated escape"
        case .invalidEscape: "invalid escape"
        case .loneSurrogate: "lone surrogate escape"
        case .invalidUnicodeEscape: "invalid \\u escape"
        }
    }
}
