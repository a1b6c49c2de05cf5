import Foundation

/// The one RFC 8259 / I-JSON reader of the suite's own JSON: one tokenizer and one grammar,
/// run with a ``JSONReadingPolicy`` and reporting each value to a ``JSONSink``, which builds
/// the result (docs/DECISIONS.md D200). Its products: the protocol's ``JSONValue`` tree and
/// ``JSONTape`` (``StrictJSONReader``), and the Flow-UI reference's ``OrderedJSONTape`` and
/// ``OrderedJSONValue``.
///
/// It refuses trailing commas, comments, NaN, invalid UTF-8 and lone surrogates, numbers
/// outside binary64 where the sink reads them, and containers nested deeper than the policy's
/// cap; it reads containers with an explicit stack, so no input can exhaust the call stack.
/// A fault is a ``JSONFault`` holding every offset either error model names; each entry point
/// turns it into its own error (``JSONSyntaxError``, ``JSONParseError``).
struct JSONReader {
    /// The text.
    let bytes: UnsafeBufferPointer<UInt8>
    /// How to read it.
    let policy: JSONReadingPolicy
    /// The next byte to read.
    var index = 0

    /// A reader of `bytes` from its first byte.
    init(bytes: UnsafeBufferPointer<UInt8>, policy: JSONReadingPolicy) {
        self.bytes = bytes
        self.policy = policy
    }

    // MARK: - Structure

    /// Reads one complete JSON text (only whitespace around it), reporting each value to
    /// `sink`; containers are tracked on an explicit stack.
    mutating func run<Sink: JSONSink>(into sink: inout Sink) throws(JSONFault) {
        var open: [Bool] = []  // whether each open container is an object
        skipWhitespace()
        guard index < bytes.count else { throw .noValue(at: index) }
        values: while true {
            guard index < bytes.count else { throw .endOfText(at: index) }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                guard open.count < policy.maxNesting else { throw .tooDeep(at: index, limit: policy.maxNesting) }
                index += 1
                try sink.begin(object: isObject, at: start)
                skipWhitespace()
                if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    try sink.end(at: index)
                } else {
                    open.append(isObject)
                    if isObject, try member(into: &sink, depth: open.count) { break }
                    continue values
                }
            case UInt8(ascii: "\""):
                let token = try scanString()
                try sink.string(token, start..<index, in: bytes)
            case UInt8(ascii: "t"):
                try literal("true")
                try sink.literal(.true, start..<index)
            case UInt8(ascii: "f"):
                try literal("false")
                try sink.literal(.false, start..<index)
            case UInt8(ascii: "n"):
                try literal("null")
                try sink.literal(.null, start..<index)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let integer = try scanNumber()
                try sink.number(start..<index, integer: integer, in: bytes)
            default:
                throw .unexpectedByte(at: index)
            }
            // A value ended: close the containers it ends, or go on to the next item.
            while true {
                guard let isObject = open.last else {
                    skipWhitespace()
                    if index != bytes.count { throw .trailingBytes(at: index) }
                    return
                }
                skipWhitespace()
                guard index < bytes.count else { throw .endOfText(at: index) }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    if isObject, try member(into: &sink, depth: open.count) { continue }
                    continue values
                }
                guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw .expectedCommaOrClose(at: index, object: isObject)
                }
                index += 1
                open.removeLast()
                try sink.end(at: index)
            }
        }
    }

    /// Reads a member name and its `:`; `true` when the sink supplied the member's value
    /// itself (the reader then skipped the value's bytes).
    private mutating func member<Sink: JSONSink>(into sink: inout Sink, depth: Int) throws(JSONFault) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw .expectedMemberName(at: index) }
        let nameOffset = index
        let name = try scanString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw .expectedColon(at: index) }
        index += 1
        skipWhitespace()
        if let skipped = try sink.name(name, at: nameOffset, depth: depth, valueOffset: index, in: bytes) {
            index += skipped
            return true
        }
        return false
    }

    // MARK: - Tokens

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONFault) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw .shortLiteral(at: index) }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != expected[offset] {
            throw .literalMismatch(start: index, at: index + offset)
        }
        index += count
    }

    /// Moves past a number, checking RFC 8259 §6's grammar; `true` when it is an integer (no
    /// fraction, no exponent).
    private mutating func scanNumber() throws(JSONFault) -> Bool {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw .expectedDigit(at: index) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) { throw .leadingZero(at: index) }
        } else {
            skipDigits()
        }
        var integer = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            integer = false
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw .expectedDigit(at: index) }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            integer = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw .expectedDigit(at: index) }
            skipDigits()
        }
        return integer
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    /// The binary64 value of the number at `range`, whose grammar was checked (`integer`: no
    /// fraction or exponent); a magnitude past the largest finite double is refused (I-JSON,
    /// RFC 7493 §2.2), underflow reads 0.
    static func double(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, integer: Bool
    ) throws(JSONFault) -> Double {
        let negative = bytes[range.lowerBound] == UInt8(ascii: "-")
        let digitsStart = negative ? range.lowerBound + 1 : range.lowerBound
        // An integer of up to 15 digits is exact as a double: no text to parse.
        if integer, range.upperBound - digitsStart <= 15 {
            var magnitude = 0
            for offset in digitsStart..<range.upperBound {
                magnitude = magnitude * 10 + Int(bytes[offset] &- UInt8(ascii: "0"))
            }
            return negative ? -Double(magnitude) : Double(magnitude)
        }
        let lexeme = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let value = Double(lexeme), value.isFinite else { throw .numberOutOfRange(at: range.lowerBound) }
        return value
    }

    // MARK: - Strings

    /// Moves past the string whose opening quote is at `index`: UTF-8, escapes and raw
    /// control characters checked (RFC 8259 §7, RFC 7493 §2.1), nothing built.
    mutating func scanString() throws(JSONFault) -> JSONStringToken {
        index += 1
        let start = index
        var escaped = false
        var invalidUTF8 = false
        while true {
            // The run up to the first byte that needs a closer look is skipped eight bytes at
            // a time: a document travels as a long base64 string.
            index = Self.endOfPlainRun(bytes, from: index)
            guard index < bytes.count else { throw .unterminatedString(at: index) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if invalidUTF8 { throw .invalidUTF8(string: start, at: start) }
                index += 1
                return JSONStringToken(content: start..<index - 1, escaped: escaped)
            }
            if byte == UInt8(ascii: "\\") {
                try scanEscape()
                escaped = true
            } else if byte < 0x20 {
                throw .rawControlCharacter(at: index)
            } else if let length = UTF8Scalar.length(in: bytes, at: index) {
                index += length
            } else {
                guard policy.invalidUTF8 == .oncePlainlyClosed else { throw .invalidUTF8(string: start, at: index) }
                invalidUTF8 = true
                index += 1
            }
        }
    }

    /// Moves past the escape at `index`, checking it.
    private mutating func scanEscape() throws(JSONFault) {
        let escape = index
        guard index + 1 < bytes.count else { throw .unterminatedEscape(at: index) }
        let letter = bytes[index + 1]
        index += 2
        if JSONEscape.shortEscape(letter) != nil { return }
        guard letter == UInt8(ascii: "u") else { throw .invalidEscape(escape: escape, at: index) }
        let unit = try hexQuad()
        if (0xD800...0xDBFF).contains(unit) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw .loneSurrogate(escape: escape, at: index) }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw .loneSurrogate(escape: escape, at: index) }
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw .loneSurrogate(escape: escape, at: index)
        }
    }

    private mutating func hexQuad() throws(JSONFault) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .unterminatedEscape(at: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = JSONEscape.hexDigit(bytes[index]) else { throw .invalidUnicodeEscape(at: index) }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// The text of a string `scanString` checked, escapes decoded.
    static func text(_ token: JSONStringToken, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let content = UnsafeBufferPointer(rebasing: bytes[token.content])
        guard token.escaped else { return String(decoding: content, as: UTF8.self) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(content.count)
        var at = 0
        while at < content.count {
            let byte = content[at]
            guard byte == UInt8(ascii: "\\"), at + 1 < content.count else {
                utf8.append(byte)
                at += 1
                continue
            }
            let letter = content[at + 1]
            at += 2
            if let short = JSONEscape.shortEscape(letter) {
                utf8.append(short)
                continue
            }
            var unit = quad(content, at)
            at += 4
            if (0xD800...0xDBFF).contains(unit), at + 6 <= content.count {
                unit = JSONEscape.scalar(high: unit, low: quad(content, at + 2))
                at += 6
            }
            if let scalar = Unicode.Scalar(unit), let encoded = UTF8.encode(scalar) {
                utf8.append(contentsOf: encoded)
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The four hexadecimal digits from `at`, checked already.
    private static func quad(_ content: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in at..<min(at + 4, content.count) { value = value << 4 | (JSONEscape.hexDigit(content[offset]) ?? 0) }
        return value
    }

    /// The offset of the first byte at or after `start` that is not printable ASCII other than
    /// `"` and `\\` (or `bytes.count`), eight bytes at a time (SWAR: a byte is flagged when its
    /// top bit is set, when it is below 0x20, or when it equals `"` or `\\`).
    static func endOfPlainRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let control = (word &- ones &* 0x20) & ~word
            let zeroQuote = (quote &- ones) & ~quote
            let zeroBackslash = (backslash &- ones) & ~backslash
            if (word | control | zeroQuote | zeroBackslash) & highs != 0 { break }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte >= 0x80 || byte == 0x22 || byte == 0x5C { break }
            index += 1
        }
        return index
    }
}

/// A string the reader checked: its content's bytes (between the quotes) and whether it holds
/// an escape; ``JSONReader/text(_:in:)`` builds its text when a sink wants it.
struct JSONStringToken {
    /// The bytes between the quotes.
    var content: Range<Int>
    /// Whether they hold a backslash escape.
    var escaped: Bool
}

/// `true`, `false` or `null`.
enum JSONLiteral {
    case `true`, `false`, null
}

/// Well-formed UTF-8 (RFC 3629 §4): no overlong forms, no encoded surrogates, nothing past
/// U+10FFFF.
enum UTF8Scalar {
    /// The length of the well-formed sequence starting at `index`, or `nil`.
    static func length(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<max(length, 2) where !(0x80...0xBF).contains(bytes[index + offset]) {
            return nil
        }
        return length
    }
}
