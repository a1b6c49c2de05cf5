/// Strings (RFC 8259 §7) and UTF-8 validation (RFC 3629; Unicode Table 3-7).
extension JSONScanner {
    /// Scans the string whose opening quote is at ``pos``, appends its token (code point count,
    /// escape flag) and leaves ``pos`` after the closing quote.
    @inline(__always)
    mutating func scanString() throws(DecodeError) {
        let start = pos + 1
        let end = input.count
        var index = start
        var codePoints: Int32 = 0
        var escaped = false
        while true {
            // ASCII run, eight bytes at a time while none is special (the common case).
            if let base = input.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    guard !Self.hasSpecialByte(word) else { break }
                    index += 8
                    codePoints += 8
                }
            }
            while index < end {
                let byte = input[index]
                guard byte >= 0x20 && byte < 0x80 && byte != 0x22 && byte != 0x5C else { break }
                index += 1
                codePoints += 1
            }
            guard index < end else {
                throw .syntax(
                    byteOffset: end,
                    fault: .unexpectedEnd(expected: StrictJSONDecoder.Expected.closingQuote))
            }
            let byte = input[index]
            if byte == 0x22 { break }
            if byte == 0x5C {
                escaped = true
                index = try scanEscape(at: index)
            } else if byte < 0x20 {
                throw .syntax(byteOffset: index, fault: .controlCharacter(byte))
            } else {
                let (next, fault) = utf8Sequence(at: index)
                if let fault { throw .encoding(byteOffset: index, fault: fault) }
                index = next
            }
            codePoints += 1
        }
        tokens.append(JSONToken(
            kind: .string, flag: escaped, start: Int32(truncatingIfNeeded: start),
            byteEnd: Int32(truncatingIfNeeded: index), count: codePoints,
            end: Int32(truncatingIfNeeded: tokens.count + 1)))
        pos = index + 1
    }

    /// Whether any of the eight bytes in `word` is `"`, `\`, a control character or non-ASCII
    /// (the classic "has zero byte" bit trick, applied to each condition).
    @inline(__always)
    static func hasSpecialByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = word &- (ones &* 0x20)
        return (zeroQuote | zeroBackslash | control | word) & highs != 0
    }

    /// Validates the escape whose backslash is at `index`; returns the offset after it.
    /// A surrogate pair counts as one escape.
    private func scanEscape(at index: Int) throws(DecodeError) -> Int {
        guard index + 1 < input.count else {
            throw .syntax(
                byteOffset: index + 1,
                fault: .unexpectedEnd(expected: StrictJSONDecoder.Expected.escape))
        }
        switch input[index + 1] {
        case 0x22, 0x5C, 0x2F, UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
            UInt8(ascii: "r"), UInt8(ascii: "t"):
            return index + 2
        case UInt8(ascii: "u"):
            let unit = try hexQuad(at: index + 2)
            if unit >= 0xDC00 && unit <= 0xDFFF {
                throw .encoding(byteOffset: index, fault: .loneSurrogateEscape(codeUnit: unit))
            }
            guard unit >= 0xD800 && unit <= 0xDBFF else { return index + 6 }
            let next = index + 6
            if next + 1 < input.count && input[next] == 0x5C && input[next + 1] == UInt8(ascii: "u"),
                let low = hexQuadIfValid(at: next + 2), low >= 0xDC00 && low <= 0xDFFF
            {
                return next + 6
            }
            throw .encoding(byteOffset: index, fault: .loneSurrogateEscape(codeUnit: unit))
        default:
            let error = unexpected(at: index + 1, expected: StrictJSONDecoder.Expected.escape)
            if case .syntax(let offset, .unexpectedCharacter(let found, _)) = error {
                throw .syntax(byteOffset: offset, fault: .invalidEscape(found: found))
            }
            throw error
        }
    }

    /// The four hex digits at `index` as a UTF-16 code unit; throws at the first bad digit.
    private func hexQuad(at index: Int) throws(DecodeError) -> UInt16 {
        var unit: UInt16 = 0
        for offset in index..<(index + 4) {
            guard offset < input.count else {
                throw .syntax(
                    byteOffset: offset,
                    fault: .unexpectedEnd(expected: StrictJSONDecoder.Expected.hexDigit))
            }
            guard let digit = Self.hexValue(input[offset]) else {
                let error = unexpected(at: offset, expected: StrictJSONDecoder.Expected.hexDigit)
                if case .syntax(let at, .unexpectedCharacter(let found, _)) = error {
                    throw .syntax(byteOffset: at, fault: .invalidUnicodeEscape(found: found))
                }
                throw error
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    private func hexQuadIfValid(at index: Int) -> UInt16? {
        guard index + 4 <= input.count else { return nil }
        var unit: UInt16 = 0
        for offset in index..<(index + 4) {
            guard let digit = Self.hexValue(input[offset]) else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// Validates the UTF-8 sequence whose lead byte (≥ 0x80) is at `index`: the offset after
    /// it, or the fault (Unicode Table 3-7: no overlongs, no surrogates, nothing past U+10FFFF).
    func utf8Sequence(at index: Int) -> (end: Int, fault: DecodeError.EncodingFault?) {
        let lead = input[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x80...0xBF: return (index, .unexpectedContinuationByte(lead))
        case 0xC0, 0xC1: return (index, .overlongEncoding)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xED: length = 3; high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90
        case 0xF4: length = 4; high = 0x8F
        case 0xF1...0xF3: length = 4
        default: return (index, .invalidLeadByte(lead))
        }
        guard index + 1 < input.count else { return (index, .truncatedSequence) }
        let second = input[index + 1]
        if second < low || second > high {
            guard second >= 0x80 && second <= 0xBF else { return (index, .truncatedSequence) }
            switch lead {
            case 0xE0, 0xF0: return (index, .overlongEncoding)
            case 0xED: return (index, .encodedSurrogate)
            default: return (index, .beyondUnicode)
            }
        }
        for offset in (index + 2)..<(index + length) {
            guard offset < input.count, input[offset] & 0xC0 == 0x80 else {
                return (index, .truncatedSequence)
            }
        }
        return (index + length, nil)
    }
}
