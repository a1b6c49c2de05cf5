import Foundation

/// Builds one protocol line (RFC 8259 JSON, UTF-8) directly into a byte buffer.
///
/// The codec writes lines by hand rather than through `JSONEncoder`: a request line is built
/// once per fixture and the runner's per-fixture overhead budget is a few tens of microseconds
/// (docs/CONTRACT.md §7).
package struct JSONLineWriter {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []

    /// Starts an empty line with room for `capacity` bytes.
    package init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The standard base64 alphabet (RFC 4648 §4).
    static let base64Alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Appends ASCII text verbatim (punctuation and member names known to need no escaping).
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes that are already JSON text.
    package mutating func append(_ text: [UInt8]) {
        bytes.append(contentsOf: text)
    }

    /// Appends one byte verbatim.
    package mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// Appends `"key":` for a member name that needs no escaping.
    package mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    /// Appends a JSON string: `"`, `\` and U+0000–U+001F escaped (RFC 8259 §7), the rest as UTF-8.
    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            var runStart = 0
            for (offset, unit) in utf8.enumerated() where unit < 0x20 || unit == 0x22 || unit == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset]))
                appendEscape(unit)
                runStart = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private mutating func appendEscape(_ unit: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch unit {
        case 0x22: bytes.append(0x22)
        case 0x5C: bytes.append(0x5C)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(unit >> 4)], hex[Int(unit & 0xF)]])
        }
    }

    /// Appends a decimal integer.
    package mutating func integer(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        // Digits are appended least significant first, then reversed in place: no array per
        // number (the profile of every request holds five).
        let start = bytes.count
        var magnitude = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends a number: integral values below 2^53 without a fraction, others in Swift's
    /// shortest round-trip form (valid RFC 8259), non-finite values as `null` (JSON has none).
    package mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw("null")
            return
        }
        if value == value.rounded(), value.magnitude < 9_007_199_254_740_992 {
            integer(Int(value))
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }

    /// Appends `true` or `false`.
    package mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Appends the standard base64 (RFC 4648 §4) of `data` inside quotes.
    package mutating func base64(_ data: Data) {
        bytes.append(UInt8(ascii: "\""))
        // Encoded with unchecked pointers into one buffer, then copied in with one memcpy:
        // Foundation's encoder costs about 13 instructions per input byte, this one 3.
        let encodedCount = (data.count + 2) / 3 * 4
        let encoded = [UInt8](unsafeUninitializedCapacity: encodedCount) { output, initialized in
            Self.base64Alphabet.withUnsafeBufferPointer { alphabet in
                data.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
                    Self.encodeBase64(input, into: output, alphabet: alphabet)
                }
            }
            initialized = encodedCount
        }
        bytes.append(contentsOf: encoded)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes the base64 of `input` (with `=` padding) into `output`, which holds exactly
    /// `(input.count + 2) / 3 * 4` bytes.
    private static func encodeBase64(
        _ input: UnsafeRawBufferPointer, into output: UnsafeMutableBufferPointer<UInt8>,
        alphabet: UnsafeBufferPointer<UInt8>
    ) {
        var out = 0
        var index = 0
        while index + 3 <= input.count {
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            output[out] = alphabet[Int(chunk >> 18)]
            output[out + 1] = alphabet[Int(chunk >> 12 & 63)]
            output[out + 2] = alphabet[Int(chunk >> 6 & 63)]
            output[out + 3] = alphabet[Int(chunk & 63)]
            out += 4
            index += 3
        }
        let rest = input.count - index
        guard rest > 0 else { return }
        let chunk = UInt32(input[index]) << 16 | (rest == 2 ? UInt32(input[index + 1]) << 8 : 0)
        output[out] = alphabet[Int(chunk >> 18)]
        output[out + 1] = alphabet[Int(chunk >> 12 & 63)]
        output[out + 2] = rest == 2 ? alphabet[Int(chunk >> 6 & 63)] : UInt8(ascii: "=")
        output[out + 3] = UInt8(ascii: "=")
    }

    /// Appends an array of strings.
    package mutating func strings(_ values: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends any JSON value; object members sorted by name (code point order, ``JSONMemberName``) so equal values give
    /// equal lines.
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: raw("null")
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                self.value(item)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(member.key.string)
                bytes.append(UInt8(ascii: ":"))
                self.value(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}
