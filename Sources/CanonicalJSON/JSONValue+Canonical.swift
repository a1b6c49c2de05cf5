import Foundation

extension JSONValue {
    /// The RFC 8785 (JCS) canonical form as UTF-8 bytes: no whitespace, object members sorted
    /// by the UTF-16 code units of their names, numbers in ECMAScript's shortest form
    /// (`ECMAScriptNumber`), strings with only `"`, `\` and control characters escaped.
    ///
    /// RFC 8785 presumes I-JSON; for an object that repeats a name, the first member is kept,
    /// as `firstMember(named:)` reads it.
    public var canonicalBytes: [UInt8] {
        var output: [UInt8] = []
        CanonicalWriter.write(self, into: &output)
        return output
    }

    /// `canonicalBytes` as `Data`.
    public var canonicalData: Data { Data(canonicalBytes) }

    /// `canonicalBytes` as a string.
    public var canonicalText: String { String(decoding: canonicalBytes, as: UTF8.self) }
}

/// Writes RFC 8785 canonical JSON. Recursive over the value's depth, which the reader bounds.
enum CanonicalWriter {
    static func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: Array("null".utf8))
        case .bool(let flag): output.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case .number(let number): output.append(contentsOf: Array(ECMAScriptNumber.format(number).utf8))
        case .string(let text): writeString(text, into: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                write(item, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (offset, member) in sortedUniqueMembers(members).enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.name, into: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Members sorted by the UTF-16 code units of their names (RFC 8785 §3.2.3), the first of
    /// any repeated name kept.
    static func sortedUniqueMembers(_ members: [JSONMember]) -> [JSONMember] {
        var seen = Set<[UInt16]>()
        var keyed: [([UInt16], JSONMember)] = []
        for member in members {
            let key = Array(member.name.utf16)
            if seen.insert(key).inserted { keyed.append((key, member)) }
        }
        keyed.sort { $0.0.lexicographicallyPrecedes($1.0) }
        return keyed.map(\.1)
    }

    static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x08: output.append(contentsOf: Array("\\b".utf8))
            case 0x09: output.append(contentsOf: Array("\\t".utf8))
            case 0x0A: output.append(contentsOf: Array("\\n".utf8))
            case 0x0C: output.append(contentsOf: Array("\\f".utf8))
            case 0x0D: output.append(contentsOf: Array("\\r".utf8))
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: Array("\\u00".utf8))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
