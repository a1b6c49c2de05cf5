/// Unescapes the body of a JSON string (RFC 8259 §7) that layer 1 has already validated.
///
/// The output is UTF-8: escapes become the UTF-8 of their code point, a `\uD83D\uDE00` pair
/// one four-byte character, other bytes are copied. Comparing two unescaped bodies byte by byte
/// is comparing them code point by code point (UTF-8 is a bijection on scalar values).
enum JSONStringUnescaper {
    /// Returns the string value of `body` (the bytes between the quotes).
    static func unescape(_ body: ArraySlice<UInt8>) -> String {
        body.withUnsafeBufferPointer { unescape($0) }
    }

    /// Returns the string value of `body` (the bytes between the quotes).
    static func unescape(_ body: UnsafeBufferPointer<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count)
        appendUnescaped(body, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of `body`'s value to `output`. Defensive on unvalidated input: a bad
    /// escape or lone surrogate becomes U+FFFD instead of trapping.
    static func appendUnescaped(_ body: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        let end = body.count
        while index < end {
            let byte = body[index]
            guard byte == 0x5C, index + 1 < end else {
                output.append(byte)
                index += 1
                continue
            }
            let kind = body[index + 1]
            index += 2
            switch kind {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hexQuad(body, at: index) else {
                    appendScalar(0xFFFD, to: &output)
                    continue
                }
                index += 4
                if unit >= 0xD800 && unit <= 0xDBFF, index + 6 <= end, body[index] == 0x5C,
                    body[index + 1] == UInt8(ascii: "u"), let low = hexQuad(body, at: index + 2),
                    low >= 0xDC00 && low <= 0xDFFF
                {
                    index += 6
                    appendScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &output)
                } else if unit >= 0xD800 && unit <= 0xDFFF {
                    appendScalar(0xFFFD, to: &output)
                } else {
                    appendScalar(unit, to: &output)
                }
            default: output.append(kind)  // \" \\ \/
            }
        }
    }

    private static func hexQuad(_ body: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= body.count else { return nil }
        var value: UInt32 = 0
        for offset in index..<(index + 4) {
            guard let digit = JSONScanner.hexValue(body[offset]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
