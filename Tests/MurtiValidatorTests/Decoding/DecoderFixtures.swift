import Testing

@testable import MurtiValidator

/// One layer-1 input and the verdict RFC 8259 / I-JSON and docs/CONTRACT.md §1 give it.
struct DecodeCase: Sendable, CustomTestStringConvertible {
    /// What the case shows.
    let label: String
    /// The document's exact bytes.
    let bytes: [UInt8]
    /// The expected rule id.
    let rule: String
    /// The expected byte offset of the first fault (`nil`: not checked).
    let offset: Int?

    init(_ label: String, _ text: String, _ rule: String, at offset: Int?) {
        self.init(label, Array(text.utf8), rule, at: offset)
    }

    init(_ label: String, _ bytes: [UInt8], _ rule: String, at offset: Int?) {
        self.label = label
        self.bytes = bytes
        self.rule = rule
        self.offset = offset
    }

    var testDescription: String { label }
}

/// The error `decode` throws for `bytes`, or `nil` when it accepts them.
func decodeError(
    _ bytes: [UInt8], maxNesting: Int = 512, maxDocumentBytes: Int = 2_097_152
) -> DecodeError? {
    do {
        _ = try StrictJSONDecoder.decode(bytes, maxNesting: maxNesting, maxDocumentBytes: maxDocumentBytes)
        return nil
    } catch {
        return error
    }
}

/// The error for a UTF-8 text.
func decodeError(_ text: String) -> DecodeError? { decodeError(Array(text.utf8)) }

/// Expects `input` to be refused with its rule at its byte offset, at path `""` (every
/// `decode.*` rule but `decode.duplicateKey`; docs/CONTRACT.md §1).
func expectRefused(_ input: DecodeCase) throws {
    let error = try #require(decodeError(input.bytes))
    #expect(error.rule == input.rule, "\(error)")
    #expect(error.byteOffset == input.offset, "\(error)")
    #expect(error.path == "")
}

/// `{"a":` followed by `bytes` and `}`: a value in member position (its offset is 5).
func member(_ bytes: [UInt8]) -> [UInt8] { Array("{\"a\":".utf8) + bytes + [UInt8(ascii: "}")] }

/// `{"a":"` followed by `bytes` and `"}`: a string body (its first byte is at offset 6).
func stringMember(_ bytes: [UInt8]) -> [UInt8] {
    Array("{\"a\":\"".utf8) + bytes + Array("\"}".utf8)
}

/// `depth` containers, alternating `[` and `{"k":`, around `1`: nesting `depth`, top an object.
func mixedNesting(_ depth: Int) -> [UInt8] {
    var open: [UInt8] = []
    var close: [UInt8] = []
    for level in 0..<depth {
        if level % 2 == 0 {
            open += Array("{\"k\":".utf8)
            close.append(UInt8(ascii: "}"))
        } else {
            open.append(UInt8(ascii: "["))
            close.append(UInt8(ascii: "]"))
        }
    }
    return open + [UInt8(ascii: "1")] + close.reversed()
}
