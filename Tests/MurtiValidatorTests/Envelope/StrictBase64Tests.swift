import Testing
@testable import MurtiValidator

/// Strict base64 (RFC 4648 §4, canonical per §3.5): the spelling rules docs/ENVELOPE.md states.
@Suite("Strict base64")
struct StrictBase64Tests {
    /// RFC 4648 §10 test vectors: "" f fo foo foob fooba foobar.
    static let rfcVectors: [(text: String, bytes: String)] = [
        ("", ""), ("Zg==", "f"), ("Zm8=", "fo"), ("Zm9v", "foo"), ("Zm9vYg==", "foob"),
        ("Zm9vYmE=", "fooba"), ("Zm9vYmFy", "foobar"),
    ]

    @Test("RFC 4648 §10 vectors decode and encode", arguments: rfcVectors)
    func rfcVector(_ vector: (text: String, bytes: String)) {
        #expect(StrictBase64.decode(Array(vector.text.utf8)) == Array(vector.bytes.utf8))
        #expect(StrictBase64.encode(Array(vector.bytes.utf8)) == vector.text)
    }

    @Test("every byte value round-trips; + and / are the alphabet's last two")
    func allBytes() {
        let bytes = (0...255).map { UInt8($0) }
        let text = StrictBase64.encode(bytes)
        #expect(StrictBase64.decode(Array(text.utf8)) == bytes)
        #expect(StrictBase64.decode(Array("+/+/".utf8)) == [0xFB, 0xFF, 0xBF])
    }

    /// Spellings a lenient decoder may take; each must be refused.
    static let refused: [(text: String, why: String)] = [
        ("Zg", "missing padding"),
        ("Zg=", "one pad where two are needed"),
        ("Zm8", "missing padding after three characters"),
        ("Zg===", "three pads"),
        ("Zm9v=", "a pad after a complete quantum"),
        ("Zh==", "non-zero pad bits (canonical is Zg==)"),
        ("Zm9=", "non-zero pad bits (canonical is Zm8=)"),
        ("Zg==Zg==", "padding in the middle"),
        ("Z=g=", "a pad before data"),
        ("====", "padding alone"),
        ("Zm9v\n", "a line break"),
        ("Zm 9v", "a space"),
        (" Zm9v", "leading whitespace"),
        ("Zm9v\r\n", "CRLF"),
        ("-_-_", "the base64url alphabet"),
        ("Zm9v!", "a character outside the alphabet"),
        ("Z", "one character"),
        ("Zm9vY", "five characters"),
    ]

    @Test("non-canonical spellings are refused", arguments: refused)
    func refuses(_ example: (text: String, why: String)) {
        #expect(StrictBase64.decode(Array(example.text.utf8)) == nil, "\(example.why)")
    }
}
