import Foundation
/// Writes RFC 8259 JSON text straight into bytes, placing the commas itself, for the payload
/// generator (no Foundation JSON: the generator must not share code with what it measures).
struct JSONByteWriter {
    /// The text so far.
    private(set) var bytes: [UInt8] = []
    /// One entry per open container: whether the next value is its first.
    private var firstInContainer: [Bool] = []
    /// A member name was just written, so the next value needs no comma.
    private var afterName = false
    /// The deepest container nesting reached (the first container = 1).
    private(set) var maxDepth = 0

    /// Creates an empty writer.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Bytes written so far.
    var count: Int { bytes.count }

    /// `{`
    mutating func openObject() { open(UInt8(ascii: "{")) }

    /// `}`
    mutating func closeObject() { close(UInt8(ascii: "}")) }

    /// `[`
    mutating func openArray() { open(UInt8(ascii: "[")) }

    /// `]`
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        firstInContainer.append(true)
        maxDepth = max(maxDepth, firstInContainer.count)
    }

    private mutating func close(_ bracket: UInt8) {
        firstInContainer.removeLast()
        bytes.append(bracket)
    }

    /// A member name and its colon; the next call writes the value.
    mutating func name(_ text: String) {
        separate()
        appendQuoted(text)
        bytes.append(UInt8(ascii: ":"))
        afterName = true
    }

    /// A string value; `"`, `\` and control characters are escaped, everything else is written
    /// as UTF-8.
    mutating func string(_ text: String) {
        separate()
        appendQuoted(text)
    }

    /// A string value whose body is already JSON text (escapes included), without its quotes.
    mutating func escapedString(_ body: [UInt8]) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: body)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number lexeme exactly as given (e.g. `12`, `-0.5`, `1.25e3`).
    mutating func number(_ lexeme: String) {
        separate()
        bytes.append(contentsOf: lexeme.utf8)
    }

    /// An integer.
    mutating func integer(_ value: Int) {
        number(String(value))
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// `null`
    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    /// A complete value written by another writer.
    mutating func value(_ other: JSONByteWriter) {
        separate()
        bytes.append(contentsOf: other.bytes)
    }

    /// The comma between values of one container.
    private mutating func separate() {
        if afterName {
            afterName = false
            return
        }
        guard let last = firstInContainer.indices.last else { return }
        if firstInContainer[last] {
            firstInContainer[last] = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
    }

    /// The bytes RFC 8259 §7 makes a string escape (C0, `"`, `\\`), as a C string for `strcspn`.
    private static let escaped: [CChar] = (Array(0x01...0x1F) + [0x22, 0x5C, 0x00]).map { CChar(truncatingIfNeeded: $0) }

    /// `"text"` with the escapes RFC 8259 §7 requires; a text that needs none (one `strcspn`,
    /// a NUL counting as needing one) is copied whole, which the tests' debug build feels
    /// (docs/DECISIONS.md D249).
    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        defer { bytes.append(UInt8(ascii: "\"")) }
        if text.withCString({ strcspn($0, Self.escaped) }) == text.utf8.count {
            bytes.append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: bytes.append(byte)
            }
        }
    }
}
