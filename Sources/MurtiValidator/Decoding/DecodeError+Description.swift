extension DecodeError: CustomStringConvertible {
    /// What is wrong, where (byte offset) and how to fix it, prefixed by the rule id.
    package var description: String {
        switch self {
        case .size(let byteCount, let limit):
            return "decode.size: the document is \(byteCount) bytes, over the limit of \(limit) "
                + "bytes (maxDocumentBytes; checked before parsing). Fix: send a smaller document "
                + "or raise the profile's maxDocumentBytes."
        case .encoding(let offset, let fault):
            return "decode.encoding at byte \(offset): \(fault.explanation)"
        case .syntax(let offset, let fault):
            return "decode.syntax at byte \(offset): \(fault.explanation)"
        case .duplicateKey(let offset, let name, let pointer, let first):
            let location = pointer.isEmpty ? "the top-level object" : "the object at \(pointer)"
            return "decode.duplicateKey at byte \(offset): member name \"\(name)\" already "
                + "appears at byte \(first) in \(location) (names are compared after unescaping, "
                + "code point by code point; RFC 7493 §2.3). Fix: keep one of the two members."
        case .number(let offset, let lexeme):
            return "decode.number at byte \(offset): \(lexeme) is outside the range of an IEEE 754 "
                + "double (RFC 7493 §2.2). Fix: send a smaller magnitude, or the value as a string."
        case .depth(let offset, let limit):
            return "decode.depth at byte \(offset): this array or object is at nesting "
                + "\(limit + 1), over the limit of \(limit) (maxNesting; the top-level value is 1). "
                + "Fix: flatten the document."
        case .notObject(let found):
            return "decode.notObject: the top-level value is \(found.article), but a Murti "
                + "document is a JSON object. Fix: wrap the content in an object ({...})."
        }
    }
}

extension DecodeError.EncodingFault {
    /// A sentence naming the fault and its fix.
    var explanation: String {
        let fix = " Fix: save the document as UTF-8 (RFC 8259 §8.1)."
        switch self {
        case .byteOrderMark:
            return "the document starts with a byte order mark (EF BB BF), which RFC 8259 §8.1 "
                + "and I-JSON forbid. Fix: save it as UTF-8 without a BOM."
        case .unexpectedContinuationByte(let byte):
            return "byte \(hex(byte)) is a UTF-8 continuation byte where a character must start."
                + fix
        case .invalidLeadByte(let byte):
            return "byte \(hex(byte)) never occurs in UTF-8." + fix
        case .overlongEncoding:
            return "an overlong UTF-8 sequence (a character encoded with more bytes than needed)."
                + fix
        case .encodedSurrogate:
            return "a UTF-16 surrogate (U+D800–U+DFFF) encoded as UTF-8, which is not UTF-8."
                + fix
        case .beyondUnicode:
            return "a UTF-8 sequence above U+10FFFF." + fix
        case .truncatedSequence:
            return "a multi-byte UTF-8 sequence is cut short." + fix
        case .loneSurrogateEscape(let unit):
            let hexUnit = String(unit, radix: 16, uppercase: true)
            return "the escape \\u\(hexUnit) is a lone UTF-16 surrogate (I-JSON, RFC 7493 §2.1). "
                + "Fix: escape a character outside the BMP as a high-low pair "
                + "(e.g. \\uD83D\\uDE00), or write it as UTF-8."
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}

extension DecodeError.SyntaxFault {
    /// A sentence naming the fault and its fix.
    var explanation: String {
        switch self {
        case .emptyDocument:
            return "the document is empty (RFC 8259 §2: a JSON text is one value). "
                + "Fix: send a JSON object."
        case .unexpectedEnd(let expected):
            return "the document ends where \(expected) must follow. Fix: complete the document "
                + "(close every string, array and object)."
        case .unexpectedCharacter(let found, let expected):
            return "found \(Self.describe(found)) where \(expected) must follow."
                + Self.hint(for: found, expected: expected)
        case .controlCharacter(let byte):
            return "a raw control character U+00\(byte < 0x10 ? "0" : "")"
                + "\(String(byte, radix: 16, uppercase: true)) inside a string (RFC 8259 §7). "
                + "Fix: escape it (\\n, \\t, \\u00XX)."
        case .invalidEscape(let found):
            return "\\\(found) is not a JSON escape (RFC 8259 §7 allows \\\" \\\\ \\/ \\b \\f "
                + "\\n \\r \\t \\uXXXX). Fix: escape the backslash as \\\\."
        case .invalidUnicodeEscape(let found):
            return "found \(Self.describe(found)) where a \\u escape needs a hexadecimal digit. "
                + "Fix: write exactly four hex digits after \\u."
        case .trailingComma:
            return "a comma before a closing bracket (RFC 8259 has no trailing commas). "
                + "Fix: remove the comma."
        case .leadingZero:
            return "a number with a leading zero (RFC 8259 §6). Fix: remove the leading zero, "
                + "or send the value as a string."
        }
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar == "'" { return "\"'\"" }
        if scalar.value >= 0x21 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hint(for found: Unicode.Scalar, expected: String) -> String {
        switch found {
        case "/", "#": return " Comments are not JSON. Fix: remove the comment."
        case "'": return " Fix: use double quotes for strings and member names."
        case "N", "I": return " NaN and Infinity are not JSON numbers. Fix: use null or a string."
        case "+": return " Fix: remove the plus sign (RFC 8259 §6)."
        case ".": return " Fix: write a digit before the decimal point (0.5, not .5)."
        case "\u{0}":
            return " A NUL byte outside a string suggests UTF-16 or UTF-32. Fix: send UTF-8."
        default:
            if found.properties.isWhitespace {
                return " JSON whitespace is only space, tab, line feed and carriage return "
                    + "(RFC 8259 §2). Fix: replace this character."
            }
            if expected == StrictJSONDecoder.Expected.endOfDocument {
                return " Fix: send exactly one JSON value, and nothing after it but whitespace."
            }
            return " Fix: correct the JSON syntax at this offset."
        }
    }
}

extension JSONKind {
    /// The kind with an indefinite article, for messages ("an array").
    var article: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
