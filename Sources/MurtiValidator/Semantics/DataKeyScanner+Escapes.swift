import Foundation

extension DataKeyScanner {
    /// Whether no escape in `escaped` (a string body as written, which layer 1 has accepted)
    /// stands for a character a token is made of: `{`, `}`, `.`, `_`, an ASCII letter or digit.
    ///
    /// Then the tokens found in the escaped text are exactly those of the unescaped text, with
    /// the same keys: every escape begins with a backslash, which no token contains, and
    /// decodes to a character no token contains, so both texts break a candidate token at the
    /// same place; the token characters themselves are the same bytes in both. The scan can
    /// then read the document's bytes in place (docs/DECISIONS.md 12 is about the unescaped text).
    static func escapesAreInert(_ escaped: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = escaped.baseAddress else { return true }
        var index = 0
        while index < escaped.count {
            guard let found = memchr(base + index, Int32(UInt8(ascii: "\\")), escaped.count - index) else { return true }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard index + 1 < escaped.count else { return true }
            // `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` never decode to a token character.
            guard escaped[index + 1] == UInt8(ascii: "u"), index + 5 < escaped.count else {
                index += 2
                continue
            }
            var value: UInt32 = 0
            for offset in 2...5 { value = value << 4 | hexValue(escaped[index + offset]) }
            if value < 0x80, isTokenCharacter(UInt8(value)) { return false }
            index += 6
        }
        return true
    }

    /// `{`, `}`, `.`, `_`, `[A-Za-z0-9]`.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        NamePattern.isLetter(byte) || NamePattern.isDigit(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// The value of a hexadecimal digit (layer 1 has checked it is one).
    private static func hexValue(_ byte: UInt8) -> UInt32 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        default: UInt32(byte &- UInt8(ascii: "A") &+ 10) & 15
        }
    }
}
