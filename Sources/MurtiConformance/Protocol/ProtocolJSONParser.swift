import Foundation

/// A strict RFC 8259 parser for protocol lines (not for documents under test).
///
/// Hand-written rather than `JSONSerialization` for two reasons: speed (one answer per fixture,
/// CONTRACT §7) and exact types (`NSNumber` bridging lets `true` pass as the integer 1, and a
/// runner that never trusts the implementation must tell them apart). Duplicate member names,
/// invalid UTF-8 and lone surrogates are refused (I-JSON, RFC 7493), nesting is capped so a
/// hostile line cannot exhaust the stack.
struct ProtocolJSONParser {
    /// Deepest nesting accepted in a protocol line (profiles and answers are a few levels deep).
    static let maxNesting = 128

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

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private let profiles: ParsedProfileCache?

    private init(bytes: UnsafeBufferPointer<UInt8>, profiles: ParsedProfileCache?) {
        self.bytes = bytes
        self.profiles = profiles
    }

    /// Parses one complete JSON text; only whitespace may surround the value. With `profiles`,
    /// a top-level `profile` member whose bytes repeat the last line's is not parsed again.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, profiles: ParsedProfileCache? = nil
    ) throws(ProtocolError) -> JSONValue {
        var parser = ProtocolJSONParser(bytes: bytes, profiles: profiles)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 1)
        parser.skipWhitespace()
        if parser.index != bytes.count {
            throw parser.failure("bytes after the JSON value")
        }
        return value
    }

    /// Parses one complete JSON text held in an array (see ``parse(_:profiles:)``).
    static func parse(_ bytes: [UInt8], profiles: ParsedProfileCache? = nil) throws(ProtocolError) -> JSONValue {
        let result: Result<JSONValue, ProtocolError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(ProtocolError) {
                return .success(try parse(buffer, profiles: profiles))
            } catch { return .failure(error) }
        }
        return try result.get()
    }

    private func failure(_ reason: String) -> ProtocolError {
        .notJSON(offset: index, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(ProtocolError) -> JSONValue {
        guard index < bytes.count else { throw failure("unexpected end of line") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws(ProtocolError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("unexpected end of line") }
        let matches = word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else { throw failure("unexpected character") }
        index += count
    }

    private mutating func parseObject(depth: Int) throws(ProtocolError) -> JSONValue {
        guard depth <= Self.maxNesting else { throw failure("nesting over \(Self.maxNesting)") }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a member name")
            }
            let nameOffset = index
            let name = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            index += 1
            skipWhitespace()
            let value: JSONValue
            if depth == 1, let profiles, name == "profile" {
                value = try parseProfile(depth: depth + 1, cache: profiles)
            } else {
                value = try parseValue(depth: depth + 1)
            }
            if members.updateValue(value, forKey: name) != nil {
                throw .notJSON(offset: nameOffset, reason: "duplicate member name \"\(name)\"")
            }
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of line") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    /// The top-level `profile` member's value: the cached one when its bytes repeat.
    private mutating func parseProfile(depth: Int, cache: ParsedProfileCache) throws(ProtocolError) -> JSONValue {
        if let value = cache.value(in: bytes, at: index) {
            index += cache.count
            return value
        }
        let start = index
        let value = try parseValue(depth: depth)
        cache.store(UnsafeBufferPointer(rebasing: bytes[start..<index]), value)
        return value
    }

    private mutating func parseArray(depth: Int) throws(ProtocolError) -> JSONValue {
        guard depth <= Self.maxNesting else { throw failure("nesting over \(Self.maxNesting)") }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of line") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(items)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(ProtocolError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw failure("leading zero") }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit") }
            skipDigits()
        }
        let lexeme = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(lexeme), value.isFinite else {
            throw .notJSON(offset: start, reason: "number out of double range")
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    /// Reads a string starting at its opening quote; escapes decoded, UTF-8 checked.
    private mutating func parseString() throws(ProtocolError) -> String {
        index += 1
        let start = index
        var isASCII = true
        // The run up to the first byte that needs a closer look (`"`, `\\`, a control
        // character or non-ASCII) is skipped eight bytes at a time: a document travels as a
        // long base64 string, and this loop was most of a request's parse.
        index = Self.endOfPlainRun(bytes, from: index)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return try makeString(run, isASCII: isASCII, offset: start)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure("raw control character in a string") }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        var decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try decoded.withUnsafeBufferPointer { buffer throws(ProtocolError) in
                    try makeString(buffer, isASCII: false, offset: start)
                }
            case UInt8(ascii: "\\"):
                try appendEscape(to: &decoded)
            case 0..<0x20:
                throw failure("raw control character in a string")
            default:
                decoded.append(byte)
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    private func makeString(
        _ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool, offset: Int
    ) throws(ProtocolError) -> String {
        if isASCII { return String(decoding: utf8, as: UTF8.self) }
        guard let text = String(bytes: utf8, encoding: .utf8) else {
            throw .notJSON(offset: offset, reason: "string is not valid UTF-8")
        }
        return text
    }

    /// Decodes the escape at `index` (RFC 8259 §7) into `decoded` as UTF-8.
    private mutating func appendEscape(to decoded: inout [UInt8]) throws(ProtocolError) {
        guard index + 1 < bytes.count else { throw failure("unterminated escape") }
        let letter = bytes[index + 1]
        index += 2
        if let byte = JSONEscape.shortEscape(letter) {
            decoded.append(byte)
            return
        }
        guard letter == UInt8(ascii: "u") else { throw failure("invalid escape") }
        var scalar = try hexQuad()
        if (0xD800...0xDBFF).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("lone surrogate escape") }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("lone surrogate escape") }
            scalar = JSONEscape.scalar(high: scalar, low: low)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw failure("lone surrogate escape")
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid escape") }
        decoded.append(contentsOf: String(Character(unicode)).utf8)
    }

    private mutating func hexQuad() throws(ProtocolError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("unterminated escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
