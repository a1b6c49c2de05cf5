/// Duplicate member names (RFC 7493 §2.3; docs/DECISIONS.md 5): names are compared after unescaping,
/// code point by code point, which is byte equality of their UTF-8.
extension JSONScanner {
    /// Objects with up to this many members are checked by a linear scan of the tape.
    static let linearScanLimit = 16

    /// Checks the name token `key` (the object's newest member) against the object's others.
    mutating func checkDuplicate(key: Int32) throws(DecodeError) {
        let level = depth - 1
        let frame = current
        let earlier = Int(frame.count) - 1
        guard earlier > 0 else { return }
        if !frame.hashed {
            var cursor = Int(frame.token) + 1
            if earlier < Self.linearScanLimit {
                let name = tokens[Int(key)]
                let length = name.byteEnd &- name.start
                for _ in 0..<earlier {
                    let other = tokens[cursor]
                    // Cheap filters first: code point count, then (without escapes) byte length.
                    if other.count == name.count
                        && (other.flag || name.flag || other.byteEnd &- other.start == length)
                        && sameName(Int32(cursor), key)
                    {
                        throw duplicate(first: cursor, second: key)
                    }
                    cursor = Int(tokens[cursor + 1].end)
                }
                return
            }
            // Past the limit: index the earlier names (already known to be distinct) once.
            var table = MemberNameTable(expected: earlier * 2)
            for _ in 0..<earlier {
                table.insertNew(token: Int32(cursor), hash: nameHash(Int32(cursor)))
                cursor = Int(tokens[cursor + 1].end)
            }
            while nameTables.count <= level { nameTables.append(MemberNameTable()) }
            nameTables[level] = table
            current.hashed = true
        }
        let hash = nameHash(key)
        var after: Int?
        while case .candidate(let slot, let token) = nameTables[level].probe(hash: hash, after: after) {
            if sameName(token, key) { throw duplicate(first: Int(token), second: key) }
            after = slot
        }
        nameTables[level].insertNew(token: key, hash: hash)
    }

    /// The hash of a name's unescaped UTF-8.
    private mutating func nameHash(_ token: Int32) -> UInt64 {
        let name = tokens[Int(token)]
        guard name.flag else { return MemberNameTable.hash(rawBody(name)) }
        Self.unescapedBody(of: name, in: input, into: &scratchA)
        return scratchA.withUnsafeBufferPointer { MemberNameTable.hash($0) }
    }

    /// Whether two name tokens spell the same code points.
    private mutating func sameName(_ first: Int32, _ second: Int32) -> Bool {
        let one = tokens[Int(first)]
        let other = tokens[Int(second)]
        guard one.count == other.count else { return false }
        if !one.flag && !other.flag {
            let left = rawBody(one)
            let right = rawBody(other)
            guard left.count == right.count else { return false }
            for index in 0..<left.count where left[index] != right[index] { return false }
            return true
        }
        let source = input
        Self.unescapedBody(of: one, in: source, into: &scratchA)
        Self.unescapedBody(of: other, in: source, into: &scratchB)
        return scratchA == scratchB
    }

    private func rawBody(_ token: JSONToken) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: input[Int(token.start)..<Int(token.byteEnd)])
    }

    private static func unescapedBody(
        of token: JSONToken, in input: UnsafeBufferPointer<UInt8>, into buffer: inout [UInt8]
    ) {
        buffer.removeAll(keepingCapacity: true)
        let body = UnsafeBufferPointer(rebasing: input[Int(token.start)..<Int(token.byteEnd)])
        JSONStringUnescaper.appendUnescaped(body, to: &buffer)
    }

    /// The unescaped name of a string token.
    func name(_ token: Int32) -> String {
        let name = tokens[Int(token)]
        return JSONStringUnescaper.unescape(
            UnsafeBufferPointer(rebasing: input[Int(name.start)..<Int(name.byteEnd)]))
    }

    private func duplicate(first: Int, second: Int32) -> DecodeError {
        .duplicateKey(
            byteOffset: Int(tokens[Int(second)].start) - 1, name: name(second),
            objectPointer: pointerToCurrent(),
            firstByteOffset: Int(tokens[first].start) - 1)
    }

    /// The RFC 6901 JSON Pointer of the innermost open container (``current``).
    func pointerToCurrent() -> String {
        var result = ""
        for parent in parents {
            result += "/"
            if parent.isObject {
                result += name(parent.lastKey)
                    .replacingOccurrences(of: "~", with: "~0")
                    .replacingOccurrences(of: "/", with: "~1")
            } else {
                result += String(parent.count - 1)
            }
        }
        return result
    }
}
