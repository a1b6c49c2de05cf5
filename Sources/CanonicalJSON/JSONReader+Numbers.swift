extension JSONReader {
    /// Reads a number by RFC 8259 §6's grammar and rounds it to the nearest double; a
    /// magnitude past the largest finite double is refused (RFC 7493 §2.2), underflow reads 0.
    mutating func readNumber() throws(JSONParseError) -> Double {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if index < bytes.count, isDigit(bytes[index]) { throw .syntax(offset: index) }
        } else {
            try readDigits()
        }
        if consume(UInt8(ascii: ".")) { try readDigits() }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            try readDigits()
        }
        let lexeme = String(decoding: bytes[start..<index], as: UTF8.self)
        // The grammar held, so a missing or infinite result can only be a magnitude out of range.
        guard let value = Double(lexeme), value.isFinite else { throw .numberOutOfRange(offset: start) }
        return value
    }

    private mutating func readDigits() throws(JSONParseError) {
        guard index < bytes.count, isDigit(bytes[index]) else { throw .syntax(offset: index) }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
