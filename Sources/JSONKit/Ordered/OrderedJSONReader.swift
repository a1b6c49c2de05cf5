import Foundation

/// RFC 8259 reader: one pass, an explicit stack instead of recursion (so no depth of input can
/// exhaust the call stack), strict UTF-8, no extensions. It writes a ``OrderedJSONTape``: one entry per
/// value, strings checked but not built, so that a decoder builds only the strings it keeps.
struct OrderedJSONReader {
    let bytes: [UInt8]
    let maxNesting: Int
    var index = 0
    /// The tape so far.
    var entries: [OrderedJSONTape.Entry] = []
    /// Its numbers' values.
    var numbers: [Double] = []

    init(_ data: Data, maxNesting: Int) {
        self.init(bytes: [UInt8](data), maxNesting: maxNesting)
    }

    init(bytes: [UInt8], maxNesting: Int) {
        self.bytes = bytes
        self.maxNesting = maxNesting
    }

    /// The name of the member about to be read: its content's bytes and whether it holds an escape.
    private struct PendingName {
        var start = -1
        var end = -1
        var escaped = false
    }

    mutating func readDocument() throws(JSONParseError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw .invalidUTF8(offset: 0) }
        guard bytes.count <= OrderedJSONTape.maxLength else { throw .tooLong(limit: OrderedJSONTape.maxLength) }
        skipWhitespace()
        guard index < bytes.count else { throw .empty }
        entries.reserveCapacity(bytes.count / 8)
        try readValue()
        skipWhitespace()
        guard index == bytes.count else { throw .trailingBytes(offset: index) }
    }

    /// The open containers: each one's entry, and whether it is an object.
    private struct Open {
        let entry: Int
        let isObject: Bool
        /// The values read in it so far.
        var count = 0
    }

    private mutating func readValue() throws(JSONParseError) {
        var stack: [Open] = []
        var name = PendingName()
        while true {
            guard try readScalarOrOpen(&stack, &name) else { continue }
            // Close every container that ends here.
            while let top = stack.last {
                skipWhitespace()
                if top.isObject {
                    if consume(UInt8(ascii: ",")) {
                        name = try readMemberName()
                        break
                    }
                    guard consume(UInt8(ascii: "}")) else { throw .syntax(offset: index) }
                } else {
                    if consume(UInt8(ascii: ",")) { break }
                    guard consume(UInt8(ascii: "]")) else { throw .syntax(offset: index) }
                }
                entries[top.entry].end = entries.count
                stack.removeLast()
            }
            if stack.isEmpty { return }
        }
    }

    /// Appends an entry for the value at hand, named by `name` (then cleared).
    private mutating func append(_ kind: OrderedJSONTape.Kind, start: Int, end: Int, escaped: Bool = false,
                                 name: inout PendingName, in stack: inout [Open]) {
        var parent = -1
        var position = 0
        if let top = stack.indices.last {
            parent = stack[top].entry
            position = stack[top].count
            stack[top].count += 1
        }
        entries.append(OrderedJSONTape.Entry(
            kind: kind, escaped: escaped, nameEscaped: name.escaped, start: start, end: end, nameStart: name.start,
            nameEnd: name.end, parent: parent, position: position))
        name = PendingName()
    }

    /// Reads a scalar, or opens a container: an empty one is complete at once, a non-empty one
    /// is pushed so that its first element is read next. Returns whether a value completed.
    private mutating func readScalarOrOpen(_ stack: inout [Open], _ name: inout PendingName) throws(JSONParseError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw .syntax(offset: index) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try checkNesting(stack.count + 1)
            index += 1
            skipWhitespace()
            append(.object, start: start, end: entries.count + 1, name: &name, in: &stack)
            if consume(UInt8(ascii: "}")) { return true }
            stack.append(Open(entry: entries.count - 1, isObject: true))
            name = try readMemberNameAfterWhitespace()
            return false
        case UInt8(ascii: "["):
            try checkNesting(stack.count + 1)
            index += 1
            skipWhitespace()
            append(.array, start: start, end: entries.count + 1, name: &name, in: &stack)
            if consume(UInt8(ascii: "]")) { return true }
            stack.append(Open(entry: entries.count - 1, isObject: false))
            return false
        case UInt8(ascii: "\""):
            let escaped = try skipString()
            append(.string, start: start + 1, end: index - 1, escaped: escaped, name: &name, in: &stack)
        case UInt8(ascii: "t"):
            try readLiteral("true")
            append(.true, start: start, end: index, name: &name, in: &stack)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            append(.false, start: start, end: index, name: &name, in: &stack)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            append(.null, start: start, end: index, name: &name, in: &stack)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try readNumber()
            numbers.append(number)
            append(.number, start: start, end: numbers.count - 1, name: &name, in: &stack)
        case 0x80...:
            throw .invalidUTF8Check(bytes, at: index)
        default:
            throw .syntax(offset: index)
        }
        return true
    }

    private func checkNesting(_ nesting: Int) throws(JSONParseError) {
        if nesting > maxNesting { throw .tooDeep(offset: index, limit: maxNesting) }
    }

    private mutating func readMemberName() throws(JSONParseError) -> PendingName {
        skipWhitespace()
        return try readMemberNameAfterWhitespace()
    }

    private mutating func readMemberNameAfterWhitespace() throws(JSONParseError) -> PendingName {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw .syntax(offset: index)
        }
        let start = index + 1
        let escaped = try skipString()
        let name = PendingName(start: start, end: index - 1, escaped: escaped)
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else { throw .syntax(offset: index) }
        return name
    }

    private mutating func readLiteral(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw .syntax(offset: index) }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != expected[offset] {
            throw .syntax(offset: index + offset)
        }
        index += count
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}

extension JSONParseError {
    /// A non-ASCII byte outside a string: a syntax error if it starts valid UTF-8, an encoding
    /// error otherwise (so a byte order mark or a Latin-1 byte is named for what it is).
    static func invalidUTF8Check(_ bytes: [UInt8], at index: Int) -> JSONParseError {
        UTF8Scalar.length(in: bytes, at: index) == nil ? .invalidUTF8(offset: index) : .syntax(offset: index)
    }
}
