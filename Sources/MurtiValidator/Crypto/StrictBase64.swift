/// Base64 as RFC 4648 §4 writes it, read strictly: the one canonical spelling of each byte
/// string is accepted and every other spelling is refused (docs/CONTRACT.md §6; docs/ENVELOPE.md).
///
/// Refused: characters outside `A–Z a–z 0–9 + /` (so whitespace, line breaks and the base64url
/// alphabet `-` `_`), a length that is not a multiple of 4, missing or extra `=` padding, `=`
/// anywhere but the last one or two places, and non-zero pad bits (RFC 4648 §3.5: `QR==`
/// spells the same byte as `QQ==` and is refused). Foundation's decoder is not used because it
/// accepts some of these spellings, and a signature must cover exactly one text.
enum StrictBase64 {
    /// The bytes `text` spells, or `nil` when it is not canonical RFC 4648 §4 base64.
    /// The empty string is the empty byte string.
    static func decode(_ text: some Sequence<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.underestimatedCount / 4 * 3)
        var quantum: UInt32 = 0
        var filled = 0
        var padding = 0
        for byte in text {
            if byte == UInt8(ascii: "=") {
                // Padding only completes a quantum that already has two or three characters.
                guard filled + padding >= 2 else { return nil }
                padding += 1
                guard filled + padding <= 4 else { return nil }
                continue
            }
            guard padding == 0, let value = sextet(byte) else { return nil }
            quantum = quantum << 6 | UInt32(value)
            filled += 1
            if filled == 4 {
                output.append(UInt8(truncatingIfNeeded: quantum >> 16))
                output.append(UInt8(truncatingIfNeeded: quantum >> 8))
                output.append(UInt8(truncatingIfNeeded: quantum))
                quantum = 0
                filled = 0
            }
        }
        switch (filled, padding) {
        case (0, 0):
            return output
        case (2, 2):
            // 12 bits carry one byte; the low 4 must be zero.
            guard quantum & 0x0F == 0 else { return nil }
            output.append(UInt8(truncatingIfNeeded: quantum >> 4))
            return output
        case (3, 1):
            // 18 bits carry two bytes; the low 2 must be zero.
            guard quantum & 0x03 == 0 else { return nil }
            output.append(UInt8(truncatingIfNeeded: quantum >> 10))
            output.append(UInt8(truncatingIfNeeded: quantum >> 2))
            return output
        default:
            return nil
        }
    }

    /// `bytes` in canonical RFC 4648 §4 base64 (padded, no line breaks).
    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let remaining = bytes.count - index
            let first = UInt32(bytes[index])
            let second = remaining > 1 ? UInt32(bytes[index + 1]) : 0
            let third = remaining > 2 ? UInt32(bytes[index + 2]) : 0
            let quantum = first << 16 | second << 8 | third
            output.append(alphabet[Int(quantum >> 18 & 0x3F)])
            output.append(alphabet[Int(quantum >> 12 & 0x3F)])
            output.append(remaining > 1 ? alphabet[Int(quantum >> 6 & 0x3F)] : UInt8(ascii: "="))
            output.append(remaining > 2 ? alphabet[Int(quantum & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The RFC 4648 §4 alphabet, value → character.
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The 6-bit value of an alphabet character, or `nil`.
    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
