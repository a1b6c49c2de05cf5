/// Writes RFC 8785 (JCS) canonical JSON: no whitespace, object members sorted by the UTF-16
/// code units of their names (§3.2.3), numbers in ECMAScript's shortest form
/// (``ECMAScriptNumber``, §3.2.2.3), strings with only `"`, `\` and control characters
/// escaped (§3.2.2.2).
///
/// RFC 8785 presumes I-JSON; for an object that repeats a name, the first member is kept.
public enum CanonicalJSONWriter {
    /// What is left to write: a value, or punctuation between values.
    private enum Pending<Value> {
        case value(Value)
        case byte(UInt8)
        case name(String)
    }

    /// Appends the canonical form of `value` to `output`. Iterative, with a stack of what is
    /// left to write, so that no depth of value can exhaust the call stack (the Flow-UI
    /// reference writes its answers on threads with small stacks).
    public static func write<Value: CanonicalJSONRepresentable>(_ value: Value, into output: inout [UInt8]) {
        var pending: [Pending<Value>] = [.value(value)]
        while let next = pending.popLast() {
            switch next {
            case .byte(let byte): output.append(byte)
            case .name(let name):
                writeString(name, into: &output)
                output.append(UInt8(ascii: ":"))
            case .value(let value):
                switch value.canonicalShape {
                case .null: output.append(contentsOf: "null".utf8)
                case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
                case .number(let number): output.append(contentsOf: ECMAScriptNumber.format(number).utf8)
                case .string(let text): writeString(text, into: &output)
                case .array(let items):
                    output.append(UInt8(ascii: "["))
                    pending.append(.byte(UInt8(ascii: "]")))
                    for (offset, item) in items.enumerated().reversed() {
                        pending.append(.value(item))
                        if offset > 0 { pending.append(.byte(UInt8(ascii: ","))) }
                    }
                case .object(let members):
                    output.append(UInt8(ascii: "{"))
                    pending.append(.byte(UInt8(ascii: "}")))
                    for (offset, member) in sortedUniqueMembers(members).enumerated().reversed() {
                        pending.append(.value(member.value))
                        pending.append(.name(member.name))
                        if offset > 0 { pending.append(.byte(UInt8(ascii: ","))) }
                    }
                }
            }
        }
    }

    /// Members sorted by the UTF-16 code units of their names, the first of any repeated name
    /// kept.
    static func sortedUniqueMembers<Value>(_ members: [(name: String, value: Value)]) -> [(name: String, value: Value)] {
        var seen = Set<[UInt16]>()
        var keyed: [([UInt16], (name: String, value: Value))] = []
        keyed.reserveCapacity(members.count)
        for member in members {
            let key = Array(member.name.utf16)
            if seen.insert(key).inserted { keyed.append((key, member)) }
        }
        keyed.sort { $0.0.lexicographicallyPrecedes($1.0) }
        return keyed.map(\.1)
    }

    /// Appends `text` as a JSON string in canonical form.
    public static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
