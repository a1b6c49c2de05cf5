/// The pieces of RFC 8259 §7 string escapes: what ``JSONReader`` checks and decodes.
enum JSONEscape {
    /// The byte a two-character escape stands for (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`,
    /// `\t`), given the letter after the backslash; `nil` for `u` and for anything RFC 8259 §7
    /// does not allow.
    static func shortEscape(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// The value of one hexadecimal digit of a `\u` escape (`0`–`9`, `a`–`f`, `A`–`F`), or `nil`.
    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The code point a UTF-16 surrogate pair of `\u` escapes stands for (RFC 8259 §7);
    /// `high` is in D800–DBFF and `low` in DC00–DFFF.
    static func scalar(high: UInt32, low: UInt32) -> UInt32 {
        0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }
}
