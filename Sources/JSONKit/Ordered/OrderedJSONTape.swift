import Foundation

/// A JSON text read once into a flat list of its values in document order (pre-order: a
/// container before its members, members in the order written), for a decoder that reads a
/// few members of many objects: no value tree is built, strings and member names stay bytes
/// until asked for, and a container's members are found by comparing bytes
/// (docs/PERFORMANCE.md "Flow-UI"). The reader's verdicts are those of
/// ``OrderedJSONValue/init(parsing:maxNesting:)``, which reads a tape and builds the value from it.
package final class OrderedJSONTape: Sendable {
    /// A value's JSON type.
    package enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value, in 28 bytes: offsets and indices are 32-bit (a text is read up to
    /// ``maxLength`` bytes), a number's value is kept beside the entries.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let kind: Kind
        /// A string that holds an escape.
        @usableFromInline let escaped: Bool
        /// A member whose name holds an escape.
        @usableFromInline let nameEscaped: Bool
        @usableFromInline let rawStart: Int32
        @usableFromInline var rawEnd: Int32
        @usableFromInline let rawNameStart: Int32
        @usableFromInline let rawNameEnd: Int32
        @usableFromInline let rawParent: Int32
        @usableFromInline let rawPosition: Int32

        init(kind: Kind, escaped: Bool, nameEscaped: Bool, start: Int, end: Int, nameStart: Int, nameEnd: Int, parent: Int, position: Int) {
            self.kind = kind
            self.escaped = escaped
            self.nameEscaped = nameEscaped
            rawStart = Int32(truncatingIfNeeded: start)
            rawEnd = Int32(truncatingIfNeeded: end)
            rawNameStart = Int32(truncatingIfNeeded: nameStart)
            rawNameEnd = Int32(truncatingIfNeeded: nameEnd)
            rawParent = Int32(truncatingIfNeeded: parent)
            rawPosition = Int32(truncatingIfNeeded: position)
        }

        /// A string's first content byte; any other value's first byte.
        @usableFromInline var start: Int { Int(rawStart) }
        /// A string's end of content (its closing quote); a container's next sibling, the
        /// index after its last descendant; a number's index among the tape's numbers; any
        /// other value's end.
        @usableFromInline var end: Int {
            get { Int(rawEnd) }
            set { rawEnd = Int32(truncatingIfNeeded: newValue) }
        }
        /// A member's name: its first content byte, or -1 for an element or the top value.
        @usableFromInline var nameStart: Int { Int(rawNameStart) }
        /// A member's name: its closing quote.
        @usableFromInline var nameEnd: Int { Int(rawNameEnd) }
        /// The container holding the value, or -1 for the top value (and for ``emptyObject``).
        @usableFromInline var parent: Int { Int(rawParent) }
        /// The value's index among its container's members or elements (0 for the top value).
        @usableFromInline var position: Int { Int(rawPosition) }
    }

    /// The longest text the reader reads, in bytes: what 32-bit offsets reach.
    package static let maxLength = Int(Int32.max) - 1

    /// The text.
    package let bytes: [UInt8]
    /// The values, the top-level one first.
    @usableFromInline let entries: [Entry]
    /// The numbers' values, in document order.
    @usableFromInline let numbers: [Double]

    /// Reads one JSON text (RFC 8259) from UTF-8 bytes, as strictly as
    /// ``OrderedJSONValue/init(parsing:maxNesting:)``.
    /// - Throws: `JSONParseError`, with the byte offset where reading stopped.
    package init(parsing data: Data, maxNesting: Int = OrderedJSONValue.defaultMaxNesting) throws(JSONParseError) {
        let text = [UInt8](data)
        var reader = try OrderedTapeBuilder.read(text, maxNesting: maxNesting)
        let count = reader.entries.count
        reader.entries.append(Entry(
            kind: .object, escaped: false, nameEscaped: false, start: 0, end: count + 1, nameStart: -1, nameEnd: -1,
            parent: -1, position: 0))
        bytes = text
        entries = reader.entries
        numbers = reader.numbers
        emptyObject = count
    }

    /// An entry after the document's values, outside them: an empty object, what an absent
    /// member reads as where `{}` is its default.
    package let emptyObject: Int

    /// The RFC 6901 JSON Pointer of value `index` ("" for the top value): each member's name
    /// with `~` as `~0` and `/` as `~1`, each element's index.
    package func pointer(to index: Int) -> String {
        guard let length = plainPointerLength(to: index) else { return pointerSpellingNames(to: index) }
        guard length > 0 else { return "" }
        return String(unsafeUninitializedCapacity: length) { buffer in
            writePointer(to: index, length: length, into: buffer.baseAddress!)
            return length
        }
    }

    /// The length in bytes of ``pointer(to:)`` when it is plain: no name on the path holds an
    /// escape in the input or a byte a JSON string escapes (`"`, `\\`, a control character), so
    /// that the pointer's bytes are the JSON string's content; `nil` otherwise.
    package func plainPointerLength(to index: Int) -> Int? {
        entries.withUnsafeBufferPointer { entries in
            bytes.withUnsafeBufferPointer { text -> Int? in
                var length = 0
                var step = index
                while entries[step].parent >= 0 {
                    let entry = entries[step]
                    if entry.nameStart >= 0 {
                        if entry.nameEscaped { return nil }
                        length += 1 + entry.nameEnd - entry.nameStart
                        for offset in entry.nameStart..<entry.nameEnd {
                            switch text[offset] {
                            case UInt8(ascii: "~"), UInt8(ascii: "/"): length += 1
                            case UInt8(ascii: "\""), UInt8(ascii: "\\"), ..<0x20: return nil
                            default: break
                            }
                        }
                    } else {
                        length += 1 + Self.digits(entry.position)
                    }
                    step = entry.parent
                }
                return length
            }
        }
    }

    /// Writes the plain pointer of value `index`, `length` bytes (``plainPointerLength(to:)``),
    /// from `start` on.
    package func writePointer(to index: Int, length: Int, into start: UnsafeMutablePointer<UInt8>) {
        entries.withUnsafeBufferPointer { entries in
            bytes.withUnsafeBufferPointer { text in
                let buffer = UnsafeMutableBufferPointer(start: start, count: length)
                var end = length
                var step = index
                while entries[step].parent >= 0 {
                    let entry = entries[step]
                    end = entry.nameStart >= 0
                        ? Self.write(UnsafeBufferPointer(rebasing: text[entry.nameStart..<entry.nameEnd]), into: buffer, endingAt: end)
                        : Self.write(entry.position, into: buffer, endingAt: end)
                    end -= 1
                    buffer[end] = UInt8(ascii: "/")
                    step = entry.parent
                }
            }
        }
    }

    /// ``pointer(to:)`` for a path through a name that holds an escape: names resolved first.
    private func pointerSpellingNames(to index: Int) -> String {
        var tokens: [String] = []
        var step = index
        while entries[step].parent >= 0 {
            if entries[step].nameStart >= 0 {
                var name = self.name(step)
                tokens.append(name.withUTF8 { token in
                    String(unsafeUninitializedCapacity: Self.escapedLength(token)) { buffer in
                        _ = Self.write(token, into: buffer, endingAt: buffer.count)
                        return buffer.count
                    }
                })
            } else {
                tokens.append(String(entries[step].position))
            }
            step = entries[step].parent
        }
        return tokens.reversed().map { "/" + $0 }.joined()
    }

    /// The length in bytes of `token` escaped: `~` as `~0`, `/` as `~1`.
    private static func escapedLength(_ token: UnsafeBufferPointer<UInt8>) -> Int {
        var length = token.count
        for byte in token where byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") { length += 1 }
        return length
    }

    /// The decimal digits of a non-negative `index`.
    private static func digits(_ index: Int) -> Int {
        var count = 1
        var rest = index / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    /// Writes `token` escaped so that it ends before `end`; returns where it starts.
    private static func write(_ token: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int) -> Int {
        let start = end - escapedLength(token)
        var at = start
        for byte in token {
            switch byte {
            case UInt8(ascii: "~"):
                buffer[at] = UInt8(ascii: "~")
                buffer[at + 1] = UInt8(ascii: "0")
                at += 2
            case UInt8(ascii: "/"):
                buffer[at] = UInt8(ascii: "~")
                buffer[at + 1] = UInt8(ascii: "1")
                at += 2
            default:
                buffer[at] = byte
                at += 1
            }
        }
        return start
    }

    /// Writes the digits of `index` so that they end before `end`; returns where they start.
    private static func write(_ index: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int) -> Int {
        var at = end
        var rest = index
        repeat {
            at -= 1
            buffer[at] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        return at
    }

    /// The position of each step from the top value to value `index` among its container's
    /// members or elements: the value's place in document order.
    package func order(of index: Int) -> [Int] {
        var positions: [Int] = []
        var step = index
        while entries[step].parent >= 0 {
            positions.append(entries[step].position)
            step = entries[step].parent
        }
        return positions.reversed()
    }

    /// The kind of value `index`.
    @inlinable
    package func kind(_ index: Int) -> Kind { entries[index].kind }

    /// The number of value `index` (0 for another kind).
    @inlinable
    package func number(_ index: Int) -> Double {
        let entry = entries[index]
        return entry.kind == .number ? numbers[entry.end] : 0
    }

    /// The string of value `index`, escapes resolved ("" for another kind).
    @inlinable
    package func string(_ index: Int) -> String {
        let entry = entries[index]
        guard entry.kind == .string else { return "" }
        return text(from: entry.start, to: entry.end, escaped: entry.escaped)
    }

    /// The member name of value `index` ("" for an element or the top value).
    package func name(_ index: Int) -> String {
        let entry = entries[index]
        guard entry.nameStart >= 0 else { return "" }
        return text(from: entry.nameStart, to: entry.nameEnd, escaped: entry.nameEscaped)
    }

    /// The text of the checked string content `start..<end`.
    @usableFromInline
    func text(from start: Int, to end: Int, escaped: Bool) -> String {
        bytes.withUnsafeBufferPointer { JSONReader.text(JSONStringToken(content: start..<end, escaped: escaped), in: $0) }
    }

    /// The index after value `index` and everything inside it: its next sibling, if any.
    @inlinable
    package func next(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.kind == .array || entry.kind == .object ? entry.end : index + 1
    }

    /// The values directly inside container `index`, in order (none for a scalar).
    package func children(of index: Int) -> [Int] {
        let entry = entries[index]
        guard entry.kind == .array || entry.kind == .object else { return [] }
        var found: [Int] = []
        var child = index + 1
        while child < entry.end {
            found.append(child)
            child = next(child)
        }
        return found
    }

    /// The first member of object `index` whose name equals `name` code point by code point;
    /// `nil` when there is none or `index` is no
    /// object. Names without an escape are compared as bytes (code points are equal exactly
    /// when their UTF-8 bytes are).
    @inlinable
    package func firstMember(named name: String, of index: Int) -> Int? {
        let entry = entries[index]
        guard entry.kind == .object else { return nil }
        var wanted = name
        return wanted.withUTF8 { needle -> Int? in
            bytes.withUnsafeBufferPointer { text -> Int? in
                var child = index + 1
                while child < entry.end {
                    let member = entries[child]
                    if member.nameEscaped {
                        if self.name(child).utf8.elementsEqual(needle) { return child }
                    } else if member.nameEnd - member.nameStart == needle.count,
                        Self.same(text, from: member.nameStart, needle)
                    {
                        return child
                    }
                    child = member.kind == .array || member.kind == .object ? member.end : child + 1
                }
                return nil
            }
        }
    }

    /// Whether `text` holds `needle`'s bytes from `start` on (the caller checked the lengths).
    @usableFromInline
    static func same(_ text: UnsafeBufferPointer<UInt8>, from start: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress, let wanted = needle.baseAddress else { return needle.isEmpty }
        return memcmp(base + start, wanted, needle.count) == 0
    }

    /// The value `index` as a ``OrderedJSONValue``, built without recursion.
    package func value(_ index: Int) -> OrderedJSONValue {
        /// A container being filled.
        struct Frame {
            let entry: Int
            let isObject: Bool
            var members: [JSONMember] = []
            var items: [OrderedJSONValue] = []
        }
        var stack: [Frame] = []
        var current = index
        while true {
            var completed: OrderedJSONValue
            let entry = entries[current]
            switch entry.kind {
            case .null: completed = .null
            case .false: completed = .bool(false)
            case .true: completed = .bool(true)
            case .number: completed = .number(numbers[entry.end])
            case .string: completed = .string(string(current))
            case .array, .object:
                if entry.end > current + 1 {
                    stack.append(Frame(entry: current, isObject: entry.kind == .object))
                    current += 1
                    continue
                }
                completed = entry.kind == .object ? .object([]) : .array([])
            }
            var finished = current
            while true {
                guard let top = stack.indices.last else { return completed }
                if stack[top].isObject {
                    stack[top].members.append(JSONMember(name(finished), completed))
                } else {
                    stack[top].items.append(completed)
                }
                let after = next(finished)
                let container = stack[top].entry
                if after < entries[container].end {
                    current = after
                    break
                }
                let frame = stack.removeLast()
                completed = frame.isObject ? .object(frame.members) : .array(frame.items)
                finished = container
            }
        }
    }
}
