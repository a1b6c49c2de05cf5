import Testing

@testable import MurtiValidator

/// Numbers: RFC 8259 §6 grammar (syntax cases are in ``DecoderSyntaxTests``) and
/// `decode.number`, the IEEE 754 double range of RFC 7493 §2.2 (docs/DECISIONS.md 3).
@Suite("DecoderNumberTests")
struct DecoderNumberTests {
    static let outOfRange: [String] = [
        "1e400", "-1e400", "-1e309", "1e309", "1.8e308", "-1.8e308", "10e308", "0.1e310",
        "1.7976931348623159e308", "1e99999999999999999999999999",
        // 1.797693134862315900…e308 written as an integer: past max + ½ ulp.
        "17976931348623159" + String(repeating: "0", count: 292),
        String(repeating: "9", count: 400),
    ]

    @Test("refuses numbers that overflow a double", arguments: outOfRange)
    func refuses(_ lexeme: String) throws {
        let error = try #require(decodeError(member(Array(lexeme.utf8))))
        #expect(error.rule == "decode.number")
        #expect(error.byteOffset == 5)
        #expect(error.path == "")
    }

    static let inRange: [String] = [
        "0", "-0", "-0.0", "0.0", "1E+2", "1e-2", "1E2", "123.456e-7", "9007199254740993",
        "18446744073709551616", "1e-400", "-1e-400", "0e400", "0.000e99999999999999999999",
        "1e-99999999999999999999", "1e308", "1.7976931348623157e308", "-1.7976931348623157e308",
        // Rounds down to the largest double (within ½ ulp).
        "1.7976931348623158e308", "0.01e310", "0.00000000000000000001e328",
        "17976931348623157" + String(repeating: "0", count: 292),
        "4.9e-324", "2.2250738585072014e-308",
    ]

    @Test("accepts numbers within double range, underflow included", arguments: inRange)
    func accepts(_ lexeme: String) throws {
        let document = try StrictJSONDecoder.decode(member(Array(lexeme.utf8)))
        let value = try #require(document.member(document.root, named: "a"))
        #expect(document.kind(value) == .number)
        #expect(document.numberLexeme(value) == lexeme)
    }

    @Test("reports the lexeme and its offset")
    func context() {
        #expect(decodeError("{\"a\":[1, -1e400]}") == .number(byteOffset: 9, lexeme: "-1e400"))
    }
}
