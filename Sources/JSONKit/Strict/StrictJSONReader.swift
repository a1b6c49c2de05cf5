import Foundation

/// The one strict RFC 8259 reader of the suite's own JSON: protocol lines both ways, and, in the
/// judge, expectations.json, profiles, reports, engine output, manifest-sequence files and the
/// fixtures `lint` locates JSON Pointers in. Documents under test never go through it: they
/// travel as exact bytes, so that layer 1 is the implementation's job.
///
/// Hand-written rather than `JSONSerialization` for speed (one answer per fixture,
/// docs/CONTRACT.md §7) and exact types (`NSNumber` bridging lets `true` pass as the integer 1,
/// and a runner that never trusts the implementation must tell them apart). It refuses trailing
/// commas, comments, NaN, invalid UTF-8 and lone surrogates (I-JSON, RFC 7493), and reads
/// containers with an explicit stack, so no input can exhaust the call stack.
///
/// One grammar, two products: a ``JSONValue`` tree (``parse(_:memberCache:maxNesting:)``, which
/// also refuses duplicate member names and numbers outside binary64, and caps nesting), and a
/// ``JSONTape`` of every value's byte range in the order written (``tape(_:)``, which keeps
/// duplicate names and member order, compares names code point by code point, and has no
/// nesting cap), for finding what a pointer names in a fixture.
package struct StrictJSONReader {
    /// Deepest nesting ``parse(_:memberCache:maxNesting:)`` accepts by default (profiles and
    /// answers are a few levels deep).
    package static let maxNesting = 128

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

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - Entry points

    /// Parses one complete JSON text into a value; only whitespace may surround it. With
    /// `memberCache`, the top-level member it names is taken from it when its bytes repeat the
    /// ones it holds, and given to it otherwise (``JSONMemberCache``).
    /// - Throws: ``JSONSyntaxError`` at the first fault.
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, memberCache: (any JSONMemberCache)? = nil, maxNesting: Int = maxNesting
    ) throws(JSONSyntaxError) -> JSONValue {
        var parser = StrictJSONReader(bytes: bytes)
        var builder = JSONValueBuilder(cache: memberCache)
        try parser.run(into: &builder, maxNesting: maxNesting)
        return builder.result ?? .null
    }

    /// Parses one complete JSON text held in an array (see ``parse(_:memberCache:maxNesting:)``).
    package static func parse(
        _ bytes: [UInt8], memberCache: (any JSONMemberCache)? = nil, maxNesting: Int = maxNesting
    ) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) {
                return .success(try parse(buffer, memberCache: memberCache, maxNesting: maxNesting))
            } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Reads one complete JSON text into a ``JSONTape``: every value's byte range in the order
    /// written, member names decoded, duplicates kept, numbers checked by grammar only.
    /// - Throws: ``JSONSyntaxError`` at the first fault.
    package static func tape(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
        let result: Result<[JSONTape.Node], JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = StrictJSONReader(bytes: buffer)
            var builder = JSONTapeBuilder()
            do throws(JSONSyntaxError) {
                try parser.run(into: &builder, maxNesting: Int.max)
                return .success(builder.nodes)
            } catch { return .failure(error) }
        }
        return JSONTape(bytes: bytes, nodes: try result.get())
    }

    /// The string whose opening quote is at `offset` in `bytes`, escapes decoded; `nil` when
    /// no valid string starts there.
    package static func string(in bytes: [UInt8], at offset: Int) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            guard offset >= 0, offset < buffer.count, buffer[offset] == UInt8(ascii: "\"") else { return nil }
            var parser = StrictJSONReader(bytes: buffer)
            parser.index = offset
            return try? parser.parseString()
        }
    }

    // MARK: - Structure

    private enum Container {
        case object
        case array
    }

    /// Reads the whole text, reporting each value to `sink`; containers are tracked on an
    /// explicit stack.
    private mutating func run<Sink: JSONSink>(into sink: inout Sink, maxNesting: Int) throws(JSONSyntaxError) {
        var open: [Container] = []
        skipWhitespace()
        values: while true {
            guard index < bytes.count else { throw failure(.unexpectedEnd) }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                guard open.count < maxNesting else { throw failure(.tooDeep(limit: maxNesting)) }
                index += 1
                try sink.begin(object: isObject, at: start)
                skipWhitespace()
                if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    try sink.end(at: index)
                } else {
                    open.append(isObject ? .object : .array)
                    if isObject, try member(into: &sink, depth: open.count) { break }
                    continue values
                }
            case UInt8(ascii: "\""):
                let text = try parseString()
                try sink.string(text, start..<index)
            case UInt8(ascii: "t"):
                try literal("true")
                try sink.scalar(.bool(true), start..<index)
            case UInt8(ascii: "f"):
                try literal("false")
                try sink.scalar(.bool(false), start..<index)
            case UInt8(ascii: "n"):
                try literal("null")
                try sink.scalar(.null, start..<index)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try scanNumber()
                if Sink.wantsNumbers {
                    try sink.scalar(.number(try number(start..<index)), start..<index)
                } else {
                    try sink.scalar(.null, start..<index)
                }
            default:
                throw failure(.unexpectedCharacter)
            }
            // A value ended: close the containers it ends, or go on to the next item.
            while true {
                guard let top = open.last else {
                    skipWhitespace()
                    if index != bytes.count { throw failure(.trailingBytes) }
                    return
                }
                skipWhitespace()
                guard index < bytes.count else { throw failure(.unexpectedEnd) }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    if top == .object, try member(into: &sink, depth: open.count) { continue }
                    continue values
                }
                let closes = top == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard byte == closes else {
                    throw failure(top == .object ? .expectedCommaOrBrace : .expectedCommaOrBracket)
                }
                index += 1
                open.removeLast()
                try sink.end(at: index)
            }
        }
    }

    /// Reads a member name and its `:`; `true` when the sink supplied the member's value from
    /// its cache (the parser then skipped the value's bytes).
    private mutating func member<Sink: JSONSink>(into sink: inout Sink, depth: Int) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure(.expectedMemberName) }
        let nameOffset = index
        let name = try parseString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure(.expectedColon) }
        index += 1
        skipWhitespace()
        if let skipped = try sink.name(
            name, at: nameOffset, depth: depth, valueOffset: index, rest: UnsafeBufferPointer(rebasing: bytes[index...]))
        {
            index += skipped
            return true
        }
        return false
    }

    // MARK: - Tokens

    private func failure(_ problem: JSONSyntaxProblem) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, problem: problem)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure(.unexpectedEnd) }
        let matches = word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else { throw failure(.unexpectedCharacter) }
        index += count
    }

    /// Moves past a number, checking RFC 8259 §6's grammar.
    private mutating func scanNumber() throws(JSONSyntaxError) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure(.expectedDigit) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw failure(.leadingZero) }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure(.expectedDigit) }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure(.expectedDigit) }
            skipDigits()
        }
    }

    /// The binary64 value of the number at `range` (I-JSON: finite).
    private func number(_ range: Range<Int>) throws(JSONSyntaxError) -> Double {
        let lexeme = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let value = Double(lexeme), value.isFinite else {
            throw JSONSyntaxError(offset: range.lowerBound, problem: .numberOutOfRange)
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
    private mutating func parseString() throws(JSONSyntaxError) -> String {
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
            if byte < 0x20 { throw failure(.rawControlCharacter) }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        var decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try decoded.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
                    try makeString(buffer, isASCII: false, offset: start)
                }
            case UInt8(ascii: "\\"):
                try appendEscape(to: &decoded)
            case 0..<0x20:
                throw failure(.rawControlCharacter)
            default:
                decoded.append(byte)
                index += 1
            }
        }
        throw failure(.unterminatedString)
    }

    private func makeString(
        _ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool, offset: Int
    ) throws(JSONSyntaxError) -> String {
        if isASCII { return String(decoding: utf8, as: UTF8.self) }
        guard let text = String(bytes: utf8, encoding: .utf8) else {
            throw JSONSyntaxError(offset: offset, problem: .invalidUTF8)
        }
        return text
    }

    /// Decodes the escape at `index` (RFC 8259 §7) into `decoded` as UTF-8.
    private mutating func appendEscape(to decoded: inout [UInt8]) throws(JSONSyntaxError) {
        guard index + 1 < bytes.count else { throw failure(.unterminatedEscape) }
        let letter = bytes[index + 1]
        index += 2
        if let byte = JSONEscape.shortEscape(letter) {
            decoded.append(byte)
            return
        }
        guard letter == UInt8(ascii: "u") else { throw failure(.invalidEscape) }
        var scalar = try hexQuad()
        if (0xD800...0xDBFF).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure(.loneSurrogate) }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure(.loneSurrogate) }
            scalar = JSONEscape.scalar(high: scalar, low: low)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw failure(.loneSurrogate)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure(.invalidEscape) }
        decoded.append(contentsOf: String(Character(unicode)).utf8)
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure(.unterminatedEscape) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = JSONEscape.hexDigit(bytes[index]) else { throw failure(.invalidUnicodeEscape) }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
