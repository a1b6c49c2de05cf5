import JSONKit
import Testing

/// RFC 8785 Appendix B's IEEE 754 → ECMAScript vectors, plus the boundaries of the exponent-free
/// range (ECMA-262 Number::toString).
@Suite("ECMAScript number form")
struct ECMAScriptNumberTests {
    static let appendixB: [(UInt64, String)] = [
        (0x0000_0000_0000_0000, "0"),
        (0x8000_0000_0000_0000, "0"),
        (0x0000_0000_0000_0001, "5e-324"),
        (0x8000_0000_0000_0001, "-5e-324"),
        (0x7FEF_FFFF_FFFF_FFFF, "1.7976931348623157e+308"),
        (0xFFEF_FFFF_FFFF_FFFF, "-1.7976931348623157e+308"),
        (0x4340_0000_0000_0000, "9007199254740992"),
        (0xC340_0000_0000_0000, "-9007199254740992"),
        (0x4430_0000_0000_0000, "295147905179352830000"),
        (0x44B5_2D02_C7E1_4AF5, "9.999999999999997e+22"),
        (0x44B5_2D02_C7E1_4AF6, "1e+23"),
        (0x44B5_2D02_C7E1_4AF7, "1.0000000000000001e+23"),
        (0x444B_1AE4_D6E2_EF4E, "999999999999999700000"),
        (0x444B_1AE4_D6E2_EF4F, "999999999999999900000"),
        (0x444B_1AE4_D6E2_EF50, "1e+21"),
        (0x3EB0_C6F7_A0B5_ED8C, "9.999999999999997e-7"),
        (0x3EB0_C6F7_A0B5_ED8D, "0.000001"),
        (0x41B3_DE43_5555_5553, "333333333.3333332"),
        (0x41B3_DE43_5555_5554, "333333333.33333325"),
        (0x41B3_DE43_5555_5555, "333333333.3333333"),
        (0x41B3_DE43_5555_5556, "333333333.3333334"),
        (0x41B3_DE43_5555_5557, "333333333.33333343"),
        (0xBECB_F647_612F_3696, "-0.0000033333333333333333"),
        (0x4314_3FF3_C1CB_0959, "1424953923781206.2"),
    ]

    @Test("RFC 8785 Appendix B", arguments: appendixB)
    func appendixVector(_ vector: (bits: UInt64, expected: String)) {
        #expect(ECMAScriptNumber.format(Double(bitPattern: vector.bits)) == vector.expected)
    }

    @Test(
        "integers, fractions and the exponent thresholds",
        arguments: [
            (1.0, "1"), (100.0, "100"), (0.1, "0.1"), (1.5, "1.5"), (4.35, "4.35"),
            (1e20, "100000000000000000000"), (1e21, "1e+21"), (1e-6, "0.000001"),
            (1e-7, "1e-7"), (1.23e-18, "1.23e-18"), (-2.5, "-2.5"), (0.000001234, "0.000001234"),
        ])
    func formatting(_ pair: (value: Double, expected: String)) {
        #expect(ECMAScriptNumber.format(pair.value) == pair.expected)
    }

    @Test("non-finite values, which JSON cannot hold, are written null")
    func nonFinite() {
        #expect(ECMAScriptNumber.format(.infinity) == "null")
        #expect(ECMAScriptNumber.format(.nan) == "null")
    }
}
