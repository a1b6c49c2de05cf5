/// ECMAScript's `Number.prototype.toString` for finite doubles (ECMA-262 §6.1.6.1.20), the
/// number form RFC 8785 §3.2.2.3 prescribes: the shortest digits that round-trip, written
/// without an exponent between 1e-6 and 1e21, `-0` as `0`.
public enum ECMAScriptNumber {
    /// The ECMAScript string of a finite double; non-finite input (which JSON cannot hold)
    /// is written `null`, as `JSON.stringify` does.
    public static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``format(_:)`` of `value` to `output`, without building a string for integers
    /// below 2^53 (nor, for other numbers, beyond Swift's shortest digits).
    public static func write(_ value: Double, into output: inout [UInt8]) {
        guard let integer = exactInteger(value) else { return writeDigits(value, into: &output) }
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

    /// A number that is no integer below 2^53: its shortest digits placed as ECMA-262 says.
    private static func writeDigits(_ value: Double, into output: inout [UInt8]) {
        guard value.isFinite else { return output.append(contentsOf: "null".utf8) }
        let (digits, n) = shortestDigits(value.magnitude)
        let k = digits.count
        if value < 0 { output.append(UInt8(ascii: "-")) }
        if k <= n && n <= 21 {
            output.append(contentsOf: digits)
            output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: n - k))
        } else if 0 < n && n <= 21 {
            output.append(contentsOf: digits[..<n])
            output.append(UInt8(ascii: "."))
            output.append(contentsOf: digits[n...])
        } else if -6 < n && n <= 0 {
            output.append(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: ".")])
            output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -n))
            output.append(contentsOf: digits)
        } else {
            let exponent = n - 1
            output.append(digits[0])
            if k > 1 {
                output.append(UInt8(ascii: "."))
                output.append(contentsOf: digits[1...])
            }
            output.append(UInt8(ascii: "e"))
            output.append(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            output.append(contentsOf: String(exponent.magnitude).utf8)
        }
    }

    /// `value` as an integer when it is one whose shortest round-trip digits are its own, every
    /// integral double of magnitude below 2^53 (`-0` is 0); `nil` otherwise.
    static func exactInteger(_ value: Double) -> Int64? {
        guard value.magnitude < 9_007_199_254_740_992, value.rounded(.towardZero) == value else { return nil }
        return Int64(value)
    }

    /// The shortest round-trip decimal digits of a positive finite double (Swift's own
    /// `description` computes them), as ASCII bytes, and `n` such that the value is
    /// `0.d1d2…dk × 10^n`.
    static func shortestDigits(_ value: Double) -> (digits: [UInt8], pointPosition: Int) {
        var digits: [UInt8] = []
        digits.reserveCapacity(20)
        var integerDigits = 0
        var inFraction = false
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in value.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    digits.append(byte)
                    if !inFraction { integerDigits += 1 }
                }
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): if inExponent { exponentSign = -1 }
            default: break
            }
        }
        var pointPosition = integerDigits + exponentSign * exponent
        var leading = 0
        while leading < digits.count, digits[leading] == UInt8(ascii: "0") { leading += 1 }
        pointPosition -= leading
        var end = digits.count
        while end > leading, digits[end - 1] == UInt8(ascii: "0") { end -= 1 }
        return (Array(digits[leading..<end]), pointPosition)
    }
}
