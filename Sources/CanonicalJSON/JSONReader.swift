import Foundation

/// RFC 8259 reader: one pass, an explicit stack instead of recursion (so no depth of input can
/// exhaust the call stack), strict UTF-8, no extensions.
struct JSONReader {
    /// A container still being filled. A struct mutated in place on the stack, so that each
    /// append finds its buffer uniquely referenced (an enum payload bound to a variable would
    /// be copied on every append, quadratic in the container's length).
    struct Frame {
        let isObject: Bool
        var items: [JSONValue] = []
        var members: [JSONMember] = []
        var pendingName = ""
    }

    let bytes: [UInt8]
    let maxNesting: Int
    var index = 0

    init(_ data: Data, maxNesting: Int) {
        self.bytes = [UInt8](data)
        self.maxNesting = maxNesting
    }

    mutating func readDocument() throws(JSONParseError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw .invalidUTF8(offset: 0) }
        skipWhitespace()
        guard index < bytes.count else { throw .empty }
        let value = try readValue()
        skipWhitespace()
        guard index == bytes.count else { throw .trailingBytes(offset: index) }
        return value
    }

    private mutating func readValue() throws(JSONParseError) -> JSONValue {
        var stack: [Frame] = []
        while true {
            guard var completed = try readScalarOrOpen(&stack) else { continue }
            // Attach the finished value to its parents, closing every container that ends here.
            while let top = stack.indices.last {
                skipWhitespace()
                if stack[top].isObject {
                    stack[top].members.append(JSONMember(stack[top].pendingName, completed))
                    if consume(UInt8(ascii: ",")) {
                        stack[top].pendingName = try readMemberName()
                        break
                    }
                    guard consume(UInt8(ascii: "}")) else { throw .syntax(offset: index) }
                    completed = .object(stack.removeLast().members)
                } else {
                    stack[top].items.append(completed)
                    if consume(UInt8(ascii: ",")) { break }
                    guard consume(UInt8(ascii: "]")) else { throw .syntax(offset: index) }
                    completed = .array(stack.removeLast().items)
                }
            }
            if stack.isEmpty { return completed }
        }
    }

    /// Reads a scalar (returned), or opens a container: an empty one is returned whole, a
    /// non-empty one is pushed and `nil` returned so that its first element is read next.
    private mutating func readScalarOrOpen(_ stack: inout [Frame]) throws(JSONParseError) -> JSONValue? {
        skipWhitespace()
        guard index < bytes.count else { throw .syntax(offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try checkNesting(stack.count + 1)
            index += 1
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return .object([]) }
            stack.append(Frame(isObject: true, pendingName: try readMemberNameAfterWhitespace()))
            return nil
        case UInt8(ascii: "["):
            try checkNesting(stack.count + 1)
            index += 1
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return .array([]) }
            stack.append(Frame(isObject: false))
            return nil
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumber())
        case 0x80...:
            throw .invalidUTF8Check(bytes, at: index)
        default:
            throw .syntax(offset: index)
        }
    }

    private func checkNesting(_ nesting: Int) throws(JSONParseError) {
        if nesting > maxNesting { throw .tooDeep(offset: index, limit: maxNesting) }
    }

    private mutating func readMemberName() throws(JSONParseError) -> String {
        skipWhitespace()
        return try readMemberNameAfterWhitespace()
    }

    private mutating func readMemberNameAfterWhitespace() throws(JSONParseError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw .syntax(offset: index)
        }
        let name = try readString()
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
