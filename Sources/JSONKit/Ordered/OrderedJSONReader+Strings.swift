extension OrderedJSONReader {
    /// Checks a string at its opening quote and moves past its closing one: UTF-8 checked,
    /// escapes checked, raw control characters refused (RFC 8259 §7). Returns whether it holds
    /// an escape; builds nothing (``OrderedJSONTape/string(_:)`` builds the strings a decoder reads).
    mutating func skipString() throws(JSONParseError) -> Bool {
        index += 1
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return escaped
            }
            if byte == UInt8(ascii: "\\") {
                _ = try readEscape()
                escaped = true
            } else if byte < 0x20 {
                throw .syntax(offset: index)
            } else if byte < 0x80 {
                index += 1
            } else {
                guard let length = UTF8Scalar.length(in: bytes, at: index) else { throw .invalidUTF8(offset: index) }
                index += length
            }
        }
        throw .syntax(offset: index)
    }

    /// Reads a string at its opening quote: escapes resolved, UTF-8 checked, raw control
    /// characters refused (RFC 8259 §7).
    mutating func readString() throws(JSONParseError) -> String {
        index += 1
        let start = index
        // The common case: no escape; the bytes are checked and become the string at once.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<index]), as: UTF8.self) }
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw .syntax(offset: index) }
            if byte < 0x80 {
                index += 1
            } else {
                guard let length = UTF8Scalar.length(in: bytes, at: index) else { throw .invalidUTF8(offset: index) }
                index += length
            }
        }
        guard index < bytes.count else { throw .syntax(offset: index) }
        return try readEscapedString(from: start)
    }

    /// The rest of a string holding an escape: the bytes before `index` (from `start`) are
    /// checked already; escapes are resolved into UTF-8 as they come.
    private mutating func readEscapedString(from start: Int) throws(JSONParseError) -> String {
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let scalar = try readEscape()
                if let encoded = UTF8.encode(scalar) { utf8.append(contentsOf: encoded) }
            case 0x00..<0x20:
                throw .syntax(offset: index)
            case 0x80...:
                guard let length = UTF8Scalar.length(in: bytes, at: index) else { throw .invalidUTF8(offset: index) }
                utf8.append(contentsOf: bytes[index..<index + length])
                index += length
            default:
                utf8.append(byte)
                index += 1
            }
        }
        throw .syntax(offset: index)
    }

    mutating func readEscape() throws(JSONParseError) -> Unicode.Scalar {
        let start = index
        guard index + 1 < bytes.count else { throw .syntax(offset: index) }
        let letter = bytes[index + 1]
        index += 2
        if let byte = JSONEscape.shortEscape(letter) { return Unicode.Scalar(byte) }
        guard letter == UInt8(ascii: "u") else { throw .syntax(offset: start) }
        let unit = try readHexQuad()
        switch unit {
        case 0xD800...0xDBFF:
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                  bytes[index + 1] == UInt8(ascii: "u") else { throw .loneSurrogate(offset: start) }
            index += 2
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(JSONEscape.scalar(high: unit, low: low))
            else { throw .loneSurrogate(offset: start) }
            return scalar
        case 0xDC00...0xDFFF:
            throw .loneSurrogate(offset: start)
        default:
            guard let scalar = Unicode.Scalar(unit) else { throw .loneSurrogate(offset: start) }
            return scalar
        }
    }

    private mutating func readHexQuad() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .syntax(offset: index) }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = JSONEscape.hexDigit(bytes[index]) else { throw .syntax(offset: index) }
            unit = unit << 4 | digit
            index += 1
        }
        return unit
    }
}

/// Well-formed UTF-8 (RFC 3629 §4): no overlong forms, no encoded surrogates, nothing past
/// U+10FFFF.
enum UTF8Scalar {
    /// The length of the well-formed sequence starting at `index`, or `nil`.
    static func length(in bytes: [UInt8], at index: Int) -> Int? {
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
