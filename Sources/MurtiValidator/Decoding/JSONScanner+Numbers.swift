/// Numbers: the RFC 8259 §6 grammar and the I-JSON double range (RFC 7493 §2.2).
extension JSONScanner {
    /// Scans the number starting at ``pos`` and appends its token.
    ///
    /// The range check needs no allocation for ordinary numbers: with the value written as
    /// `0.d₁d₂… × 10^E` (d₁ ≠ 0), `E ≤ 308` is always finite and `E ≥ 310` always overflows;
    /// only `E = 309` is parsed exactly to see whether it rounds past the largest double.
    @inline(__always)
    mutating func scanNumber() throws(DecodeError) {
        let start = pos
        let end = input.count
        var index = start
        if input[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end else {
            throw .syntax(
                byteOffset: index, fault: .unexpectedEnd(expected: StrictJSONDecoder.Expected.digit))
        }
        var integerDigits = 0
        var leadingFractionZeros = 0
        var nonZero = false
        let first = input[index]
        if first == UInt8(ascii: "0") {
            index += 1
            if index < end && Self.isDigit(input[index]) {
                throw .syntax(byteOffset: index, fault: .leadingZero)
            }
        } else if Self.isDigit(first) {
            nonZero = true
            while index < end && Self.isDigit(input[index]) {
                index += 1
                integerDigits += 1
            }
        } else {
            throw unexpected(at: index, expected: StrictJSONDecoder.Expected.digit)
        }
        if index < end && input[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end && Self.isDigit(input[index]) else {
                throw unexpected(at: index, expected: StrictJSONDecoder.Expected.fractionDigit)
            }
            while index < end && Self.isDigit(input[index]) {
                if !nonZero {
                    if input[index] == UInt8(ascii: "0") {
                        leadingFractionZeros += 1
                    } else {
                        nonZero = true
                    }
                }
                index += 1
            }
        }
        var exponent = 0
        if index < end && (input[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            var negative = false
            if index < end && (input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-")) {
                negative = input[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < end && Self.isDigit(input[index]) else {
                throw unexpected(at: index, expected: StrictJSONDecoder.Expected.exponentDigit)
            }
            while index < end && Self.isDigit(input[index]) {
                // Saturate far beyond any digit count an Int32-sized document can hold.
                if exponent < 1_000_000_000_000_000 {
                    exponent = exponent * 10 + Int(input[index] &- UInt8(ascii: "0"))
                }
                index += 1
            }
            if negative { exponent = -exponent }
        }
        pos = index
        if nonZero {
            let magnitude = (integerDigits > 0 ? integerDigits : -leadingFractionZeros) + exponent
            if magnitude >= 310 || (magnitude == 309 && !isFiniteDouble(from: start, to: index)) {
                throw .number(byteOffset: start, lexeme: lexeme(from: start, to: index))
            }
        }
        tokens.append(JSONToken(
            kind: .number, flag: false, start: Int32(truncatingIfNeeded: start),
            byteEnd: Int32(truncatingIfNeeded: index), count: 0,
            end: Int32(truncatingIfNeeded: tokens.count + 1)))
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private func lexeme(from start: Int, to end: Int) -> String {
        let full = String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        guard full.utf8.count > 64 else { return full }
        return String(full.prefix(30)) + "…" + String(full.suffix(30))
    }

    /// Whether the lexeme rounds to a finite double (correctly rounded, C locale).
    private func isFiniteDouble(from start: Int, to end: Int) -> Bool {
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        guard let value = Double(text) else { return false }
        return value.isFinite
    }
}
