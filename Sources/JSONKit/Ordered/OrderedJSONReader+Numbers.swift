extension OrderedJSONReader {
    /// Reads a number by RFC 8259 §6's grammar and rounds it to the nearest double; a
    /// magnitude past the largest finite double is refused (RFC 7493 §2.2), underflow reads 0.
    mutating func readNumber() throws(JSONParseError) -> Double {
        let start = index
        let negative = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if index < bytes.count, isDigit(bytes[index]) { throw .syntax(offset: index) }
        } else {
            try readDigits()
        }
        let integerEnd = index
        var plain = true
        if consume(UInt8(ascii: ".")) {
            plain = false
            try readDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            plain = false
            index += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            try readDigits()
        }
        // An integer of up to 15 digits is exact as a double: no text to parse.
        let digitsStart = negative ? start + 1 : start
        if plain, integerEnd - digitsStart <= 15 {
            var magnitude = 0
            for offset in digitsStart..<integerEnd { magnitude = magnitude * 10 + Int(bytes[offset] - UInt8(ascii: "0")) }
            return negative ? -Double(magnitude) : Double(magnitude)
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
