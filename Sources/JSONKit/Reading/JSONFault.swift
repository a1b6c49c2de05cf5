/// Where and why ``JSONReader`` stopped, with every offset either error model names: the
/// protocol's ``JSONSyntaxError`` and the Flow-UI reference's ``JSONParseError`` report some
/// faults at different bytes (an escape's backslash or the byte after it, a literal's first
/// byte or the first that differs), and each entry point keeps its own (docs/DECISIONS.md D201).
enum JSONFault: Error, Sendable {
    /// The text holds only whitespace.
    case noValue(at: Int)
    /// The text ends where a value or a `,` should come.
    case endOfText(at: Int)
    /// A byte no value can start with.
    case unexpectedByte(at: Int)
    /// A container opened deeper than `limit`.
    case tooDeep(at: Int, limit: Int)
    /// Where a member name should start, something else.
    case expectedMemberName(at: Int)
    /// No `:` after a member name.
    case expectedColon(at: Int)
    /// No `,` or closing bracket after a member (`object`) or an element.
    case expectedCommaOrClose(at: Int, object: Bool)
    /// Something other than whitespace after the value.
    case trailingBytes(at: Int)
    /// A literal (`true`, `false`, `null`) cut short by the end of the text, from `at`.
    case shortLiteral(at: Int)
    /// A literal starting at `start` whose byte at `at` differs.
    case literalMismatch(start: Int, at: Int)
    /// A number without the digit its grammar requires.
    case expectedDigit(at: Int)
    /// A number with a leading zero; `at` is the digit after it.
    case leadingZero(at: Int)
    /// A number outside binary64, starting at `at`.
    case numberOutOfRange(at: Int)
    /// A raw control character in a string.
    case rawControlCharacter(at: Int)
    /// A string never closed.
    case unterminatedString(at: Int)
    /// A string (content from `string`) whose byte at `at` does not start well-formed UTF-8.
    case invalidUTF8(string: Int, at: Int)
    /// A backslash, or a `\u`'s digits, cut short by the end of the text.
    case unterminatedEscape(at: Int)
    /// A backslash at `escape` followed by a letter RFC 8259 §7 does not allow; `at` is the byte after it.
    case invalidEscape(escape: Int, at: Int)
    /// A `\u` escape without four hexadecimal digits; `at` is the first that is not one.
    case invalidUnicodeEscape(at: Int)
    /// The `\u` escape at `escape` is a surrogate without its pair, found at `at`.
    case loneSurrogate(escape: Int, at: Int)
    /// A member name repeated in one object, whose quote is at `at` (a sink that refuses them).
    case duplicateMemberName(String, at: Int)
}

extension JSONSyntaxError {
    /// The protocol's refusal for a fault: its offsets and problems as before the readers were
    /// one (docs/DECISIONS.md D201).
    init(_ fault: JSONFault) {
        switch fault {
        case .noValue(let at), .endOfText(let at), .shortLiteral(let at): self.init(offset: at, problem: .unexpectedEnd)
        case .unexpectedByte(let at), .literalMismatch(let at, _): self.init(offset: at, problem: .unexpectedCharacter)
        case .tooDeep(let at, let limit): self.init(offset: at, problem: .tooDeep(limit: limit))
        case .expectedMemberName(let at): self.init(offset: at, problem: .expectedMemberName)
        case .expectedColon(let at): self.init(offset: at, problem: .expectedColon)
        case .expectedCommaOrClose(let at, let object):
            self.init(offset: at, problem: object ? .expectedCommaOrBrace : .expectedCommaOrBracket)
        case .trailingBytes(let at): self.init(offset: at, problem: .trailingBytes)
        case .expectedDigit(let at): self.init(offset: at, problem: .expectedDigit)
        case .leadingZero(let at): self.init(offset: at, problem: .leadingZero)
        case .numberOutOfRange(let at): self.init(offset: at, problem: .numberOutOfRange)
        case .rawControlCharacter(let at): self.init(offset: at, problem: .rawControlCharacter)
        case .unterminatedString(let at): self.init(offset: at, problem: .unterminatedString)
        case .invalidUTF8(let string, _): self.init(offset: string, problem: .invalidUTF8)
        case .unterminatedEscape(let at): self.init(offset: at, problem: .unterminatedEscape)
        case .invalidEscape(_, let at): self.init(offset: at, problem: .invalidEscape)
        case .invalidUnicodeEscape(let at): self.init(offset: at, problem: .invalidUnicodeEscape)
        case .loneSurrogate(_, let at): self.init(offset: at, problem: .loneSurrogate)
        case .duplicateMemberName(let name, let at): self.init(offset: at, problem: .duplicateMemberName(name))
        }
    }
}

extension JSONParseError {
    /// The Flow-UI reference's refusal for a fault in `bytes`: its offsets and cases as before
    /// the readers were one (docs/DECISIONS.md D201). A non-ASCII byte where a value should
    /// start is named an encoding error unless it starts valid UTF-8.
    init(_ fault: JSONFault, in bytes: UnsafeBufferPointer<UInt8>) {
        switch fault {
        case .noValue: self = .empty
        case .unexpectedByte(let at):
            let encoding = bytes[at] >= 0x80 && UTF8Scalar.length(in: bytes, at: at) == nil
            self = encoding ? .invalidUTF8(offset: at) : .syntax(offset: at)
        case .tooDeep(let at, let limit): self = .tooDeep(offset: at, limit: limit)
        case .trailingBytes(let at): self = .trailingBytes(offset: at)
        case .numberOutOfRange(let at): self = .numberOutOfRange(offset: at)
        case .invalidUTF8(_, let at): self = .invalidUTF8(offset: at)
        case .loneSurrogate(let escape, _): self = .loneSurrogate(offset: escape)
        case .literalMismatch(_, let at), .endOfText(let at), .expectedMemberName(let at), .expectedColon(let at),
            .expectedCommaOrClose(let at, _), .shortLiteral(let at), .expectedDigit(let at), .leadingZero(let at),
            .rawControlCharacter(let at), .unterminatedString(let at), .unterminatedEscape(let at),
            .invalidEscape(let at, _), .invalidUnicodeEscape(let at), .duplicateMemberName(_, let at):
            self = .syntax(offset: at)
        }
    }
}
