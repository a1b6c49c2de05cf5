/// Writes RFC 8785 (JCS) canonical JSON: no whitespace, object members sorted by the UTF-16
/// code units of their names (§3.2.3), numbers in ECMAScript's shortest form
/// (``ECMAScriptNumber``, §3.2.2.3), strings with only `"`, `\` and control characters
/// escaped (§3.2.2.2).
///
/// RFC 8785 presumes I-JSON; for an object that repeats a name, the first member is kept.
public enum CanonicalJSONWriter {
    /// What is left to write: a value, or punctuation between values.
    @usableFromInline
    enum Pending<Value> {
        case value(Value)
        case byte(UInt8)
        case name(String)
    }

    /// Appends the canonical form of `value` to `output`. Iterative, with a stack of what is
    /// left to write, so that no depth of value can exhaust the call stack (the Flow-UI
    /// reference writes its answers on threads with small stacks). Inlinable, so that each value
    /// model gets a writer of its own, without run-time generic dispatch (docs/PERFORMANCE.md
    /// "Flow-UI").
    @inlinable
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
                case .number(let number): ECMAScriptNumber.write(number, into: &output)
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
    /// kept. Members already in strictly ascending order (an answer's own objects) are returned
    /// as they are, without a copy.
    @inlinable
    static func sortedUniqueMembers<Value>(_ members: [(name: String, value: Value)]) -> [(name: String, value: Value)] {
        var ascending = true
        var index = 1
        while ascending, index < members.count {
            ascending = precedes(members[index - 1].name, members[index].name)
            index += 1
        }
        if ascending { return members }
        // Stable: of names that compare equal, the first written stays first and is the one kept.
        let order = members.indices.sorted { left, right in
            let (a, b) = (members[left].name, members[right].name)
            return precedes(a, b) || (!precedes(b, a) && left < right)
        }
        var kept: [(name: String, value: Value)] = []
        kept.reserveCapacity(members.count)
        for position in order {
            if let last = kept.last, last.name.utf16.elementsEqual(members[position].name.utf16) { continue }
            kept.append(members[position])
        }
        return kept
    }

    /// `a` before `b` in the order of their UTF-16 code units (RFC 8785 §3.2.3).
    @inlinable
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// Appends `text` as a JSON string in canonical form: runs that need no escape are copied
    /// whole.
    public static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for offset in 0..<utf8.count {
                let byte = utf8[offset]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<offset]))
                appendEscape(byte, into: &output)
                start = offset + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The escape of one byte that needs it (`"`, `\\`, a control character).
    private static func appendEscape(_ byte: UInt8, into output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
        case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
        case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
        case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
        default:
            let hex = Array("0123456789abcdef".utf8)
            output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                       hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
        }
    }
}
