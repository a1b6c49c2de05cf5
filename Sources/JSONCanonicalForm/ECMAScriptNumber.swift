/// ECMAScript's `Number.prototype.toString` for finite doubles (ECMA-262 §6.1.6.1.20), the
/// number form RFC 8785 §3.2.2.3 prescribes: the shortest digits that round-trip, written
/// without an exponent between 1e-6 and 1e21, `-0` as `0`.
public enum ECMAScriptNumber {
    /// The ECMAScript string of a finite double; non-finite input (which JSON cannot hold)
    /// is written `null`, as `JSON.stringify` does.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if let integer = exactInteger(value) { return String(integer) }
        let (digits, pointPosition) = shortestDigits(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let count = digits.count
        let n = pointPosition
        if count <= n && n <= 21 {
            return sign + digits + String(repeating: "0", count: n - count)
        }
        if 0 < n && n <= 21 {
            let split = digits.index(digits.startIndex, offsetBy: n)
            return sign + digits[..<split] + "." + digits[split...]
        }
        if -6 < n && n <= 0 {
            return sign + "0." + String(repeating: "0", count: -n) + digits
        }
        let exponent = n - 1
        let mantissa = count == 1 ? digits : String(digits.prefix(1)) + "." + digits.dropFirst()
        return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + String(exponent.magnitude)
    }

    /// Appends ``format(_:)`` of `value` to `output`; integers below 2^53 are written without
    /// building a string.
    public static func write(_ value: Double, into output: inout [UInt8]) {
        guard let integer = exactInteger(value) else { return output.append(contentsOf: format(value).utf8) }
        var magnitude = integer.magnitude
        if integer < 0 { output.append(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
        }
    }

    /// `value` as an integer when it is one whose shortest round-trip digits are its own, every
    /// integral double of magnitude below 2^53 (`-0` is 0); `nil` otherwise.
    static func exactInteger(_ value: Double) -> Int64? {
        guard value.magnitude < 9_007_199_254_740_992, value.rounded(.towardZero) == value else { return nil }
        return Int64(value)
    }

    /// The shortest round-trip decimal digits of a positive finite double (Swift's own
    /// `description` computes them) and `n` such that the value is `0.d1d2…dk × 10^n`.
    static func shortestDigits(_ value: Double) -> (digits: String, pointPosition: Int) {
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0]
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerPart = String(pieces[0])
        let fraction = pieces.count == 2 ? String(pieces[1]) : ""
        var digits = integerPart + fraction
        var pointPosition = integerPart.count + exponent
        while digits.first == "0" {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        return (digits, pointPosition)
    }
}
