/// Hex helpers for the published test vectors (RFC 8032, RFC 6979, RFC 9180).
enum Hex {
    /// The bytes of a hex string (whitespace ignored); an odd or non-hex string yields a short
    /// result that the vectors' length checks catch.
    static func bytes(_ text: String) -> [UInt8] {
        let digits = text.unicodeScalars.compactMap { scalar -> UInt8? in
            guard let value = Int(String(scalar), radix: 16) else { return nil }
            return UInt8(value)
        }
        return stride(from: 0, to: digits.count - 1, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    /// Lowercase hex of `bytes`.
    static func string(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }
}
