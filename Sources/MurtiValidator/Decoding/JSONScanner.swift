/// The single-pass, non-recursive state machine behind ``StrictJSONDecoder``.
///
/// Open containers live in ``current`` and ``parents`` (one ``Frame`` each) instead of the call
/// stack, so the nesting of the input never touches the machine's stack. Tokens are appended to
/// ``tokens`` in pre-order; a container's `count`, `byteEnd` and `end` are filled in when it
/// closes.
struct JSONScanner {
    /// One open container.
    struct Frame {
        /// Tape index of the container's token.
        var token: Int32
        /// Object (members) or array (elements).
        var isObject: Bool
        /// Members or elements begun so far.
        var count: Int32
        /// Tape index of the current member's name (objects).
        var lastKey: Int32
        /// Whether the member names are indexed in ``JSONScanner/nameTables``.
        var hashed: Bool
    }

    /// The document's bytes.
    let input: UnsafeBufferPointer<UInt8>
    /// The deepest nesting accepted; the top-level value is 1.
    let maxNesting: Int
    /// The read position.
    var pos = 0
    /// The tape under construction.
    var tokens: [JSONToken]
    /// The innermost open container (meaningful while ``depth`` > 0).
    var current = Frame(token: 0, isObject: false, count: 0, lastKey: -1, hashed: false)
    /// The open containers around ``current``, outermost first (`depth - 1` of them).
    var parents: [Frame] = []
    /// The number of open containers: the nesting of the value being scanned.
    var depth = 0
    /// Member-name hash tables for large objects, indexed by nesting - 1.
    var nameTables: [MemberNameTable] = []
    /// Reused buffer for the first of two unescaped member names being compared or hashed.
    var scratchA: [UInt8] = []
    /// Reused buffer for the second unescaped member name being compared.
    var scratchB: [UInt8] = []

    init(input: UnsafeBufferPointer<UInt8>, maxNesting: Int) {
        self.input = input
        self.maxNesting = maxNesting
        // Typical JSON has one token per 6–10 bytes; the array grows if this is short.
        tokens = []
        tokens.reserveCapacity(input.count / 6 + 4)
    }

    /// Scans the whole input; on return ``tokens`` holds the complete tape.
    mutating func scan() throws(DecodeError) {
        let count = input.count
        if count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF {
            throw .encoding(byteOffset: 0, fault: .byteOrderMark)
        }
        skipWhitespace()
        if pos == count {
            throw .syntax(byteOffset: pos, fault: .emptyDocument)
        }
        var needValue = true
        while true {
            if needValue {
                needValue = try scanValue()
                continue
            }
            skipWhitespace()
            guard depth > 0 else {
                if pos == count { return }
                throw unexpected(at: pos, expected: StrictJSONDecoder.Expected.endOfDocument)
            }
            let top = current
            let closer: UInt8 = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            guard pos < count else {
                throw .syntax(byteOffset: pos, fault: .unexpectedEnd(expected: continuation(top)))
            }
            let byte = input[pos]
            if byte == UInt8(ascii: ",") {
                pos += 1
                skipWhitespace()
                if pos < count && input[pos] == closer {
                    throw .syntax(byteOffset: pos, fault: .trailingComma)
                }
                if top.isObject {
                    try scanMemberName()
                } else {
                    current.count += 1
                }
                needValue = true
            } else if byte == closer {
                closeContainer()
            } else {
                throw unexpected(at: pos, expected: continuation(top))
            }
        }
    }

    private func continuation(_ frame: Frame) -> String {
        frame.isObject
            ? StrictJSONDecoder.Expected.objectContinuation
            : StrictJSONDecoder.Expected.arrayContinuation
    }

    /// Scans one value starting at the next non-whitespace byte. A container is opened (and,
    /// when empty, closed); when it is not empty the scanner is left before its first value
    /// and the result is `true` (a value must follow). Never recurses.
    @inline(__always)
    private mutating func scanValue() throws(DecodeError) -> Bool {
        skipWhitespace()
        guard pos < input.count else {
            throw .syntax(byteOffset: pos, fault: .unexpectedEnd(expected: StrictJSONDecoder.Expected.value))
        }
        switch input[pos] {
        case UInt8(ascii: "\""):
            try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try scanNumber()
        case UInt8(ascii: "{"):
            try openContainer(.object)
            skipWhitespace()
            if pos < input.count && input[pos] == UInt8(ascii: "}") {
                closeContainer()
                return false
            }
            try scanMemberName()
            return true
        case UInt8(ascii: "["):
            try openContainer(.array)
            skipWhitespace()
            if pos < input.count && input[pos] == UInt8(ascii: "]") {
                closeContainer()
                return false
            }
            current.count += 1
            return true
        case UInt8(ascii: "t"):
            try scanLiteral("true", kind: .bool, flag: true)
        case UInt8(ascii: "f"):
            try scanLiteral("false", kind: .bool, flag: false)
        case UInt8(ascii: "n"):
            try scanLiteral("null", kind: .null, flag: false)
        default:
            throw unexpected(at: pos, expected: StrictJSONDecoder.Expected.value)
        }
        return false
    }

    private mutating func openContainer(_ kind: JSONKind) throws(DecodeError) {
        if depth >= maxNesting {
            throw .depth(byteOffset: pos, limit: maxNesting)
        }
        let index = Int32(truncatingIfNeeded: tokens.count)
        tokens.append(JSONToken(
            kind: kind, flag: false, start: Int32(truncatingIfNeeded: pos), byteEnd: 0, count: 0,
            end: 0))
        if depth > 0 { parents.append(current) }
        current = Frame(token: index, isObject: kind == .object, count: 0, lastKey: -1, hashed: false)
        depth += 1
        pos += 1
    }

    private mutating func closeContainer() {
        guard depth > 0 else { return }
        let frame = current
        depth -= 1
        if let parent = parents.popLast() { current = parent }
        pos += 1
        let index = Int(frame.token)
        tokens[index].count = frame.count
        tokens[index].byteEnd = Int32(truncatingIfNeeded: pos)
        tokens[index].end = Int32(truncatingIfNeeded: tokens.count)
        if frame.hashed { nameTables[depth] = MemberNameTable() }
    }

    /// Scans `"name"` and the `:` after it, and checks the name against the object's others.
    @inline(__always)
    private mutating func scanMemberName() throws(DecodeError) {
        guard pos < input.count else {
            throw .syntax(
                byteOffset: pos, fault: .unexpectedEnd(expected: StrictJSONDecoder.Expected.memberName))
        }
        guard input[pos] == UInt8(ascii: "\"") else {
            throw unexpected(at: pos, expected: StrictJSONDecoder.Expected.memberName)
        }
        let key = Int32(truncatingIfNeeded: tokens.count)
        try scanString()
        current.count += 1
        current.lastKey = key
        try checkDuplicate(key: key)
        skipWhitespace()
        guard pos < input.count else {
            throw .syntax(byteOffset: pos, fault: .unexpectedEnd(expected: StrictJSONDecoder.Expected.colon))
        }
        guard input[pos] == UInt8(ascii: ":") else {
            throw unexpected(at: pos, expected: StrictJSONDecoder.Expected.colon)
        }
        pos += 1
    }

    private mutating func scanLiteral(
        _ literal: StaticString, kind: JSONKind, flag: Bool
    ) throws(DecodeError) {
        let start = pos
        let length = literal.utf8CodeUnitCount
        let mismatch: Int? = literal.withUTF8Buffer { expected in
            for offset in 0..<length {
                let at = start + offset
                if at >= input.count || input[at] != expected[offset] { return at }
            }
            return nil
        }
        if let at = mismatch {
            let what = "'\(literal)'"
            if at >= input.count {
                throw .syntax(byteOffset: at, fault: .unexpectedEnd(expected: what))
            }
            throw unexpected(at: at, expected: what)
        }
        pos = start + length
        tokens.append(JSONToken(
            kind: kind, flag: flag, start: Int32(truncatingIfNeeded: start),
            byteEnd: Int32(truncatingIfNeeded: pos), count: 0,
            end: Int32(truncatingIfNeeded: tokens.count + 1)))
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < input.count {
            let byte = input[pos]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            pos += 1
        }
    }

    /// The error for byte `at` where `expected` must follow: `decode.encoding` when the byte
    /// starts invalid UTF-8 (docs/DECISIONS.md 2), `decode.syntax` otherwise.
    func unexpected(at offset: Int, expected: String) -> DecodeError {
        guard offset < input.count else {
            return .syntax(byteOffset: offset, fault: .unexpectedEnd(expected: expected))
        }
        let byte = input[offset]
        guard byte >= 0x80 else {
            return .syntax(
                byteOffset: offset,
                fault: .unexpectedCharacter(found: Unicode.Scalar(byte), expected: expected))
        }
        let (end, fault) = utf8Sequence(at: offset)
        if let fault { return .encoding(byteOffset: offset, fault: fault) }
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: input[offset..<end]), as: UTF8.self)
            .unicodeScalars.first ?? "\u{FFFD}"
        return .syntax(byteOffset: offset, fault: .unexpectedCharacter(found: scalar, expected: expected))
    }
}
