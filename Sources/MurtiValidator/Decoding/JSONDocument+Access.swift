#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension JSONDocument {
    /// The kind of the value at `index`.
    package func kind(_ index: JSONIndex) -> JSONKind { tokens[index.position].kind }

    /// Strings: length in Unicode code points (never UTF-16 units or graphemes; docs/CONTRACT.md §1
    /// "Counting"). Objects: member count. Arrays: element count. Other kinds: 0.
    package func count(_ index: JSONIndex) -> Int { Int(tokens[index.position].count) }

    /// Byte offset where the value starts in ``bytes`` (for messages).
    package func byteOffset(_ index: JSONIndex) -> Int {
        let token = tokens[index.position]
        return token.kind == .string ? Int(token.start) - 1 : Int(token.start)
    }

    /// The value of a `.bool` token; `false` for any other kind.
    package func bool(_ index: JSONIndex) -> Bool {
        let token = tokens[index.position]
        return token.kind == .bool && token.flag
    }

    /// The number's lexeme exactly as written (RFC 8259 §6), e.g. `-0`, `1E+2`.
    package func numberLexeme(_ index: JSONIndex) -> String {
        let token = tokens[index.position]
        return String(decoding: bytes[Int(token.start)..<Int(token.byteEnd)], as: UTF8.self)
    }

    /// The unescaped value of a `.string` token (also a member name). Allocates; prefer
    /// ``string(_:equals:)`` and ``count(_:)`` where they suffice.
    package func string(_ index: JSONIndex) -> String {
        let token = tokens[index.position]
        let body = bytes[Int(token.start)..<Int(token.byteEnd)]
        guard token.flag else { return String(decoding: body, as: UTF8.self) }
        return JSONStringUnescaper.unescape(body)
    }

    /// Whether the string at `index` equals `literal` after unescaping, compared code point by
    /// code point (no Unicode normalization: docs/CONTRACT.md §1 `decode.duplicateKey`).
    package func string(_ index: JSONIndex, equals literal: StaticString) -> Bool {
        let token = tokens[index.position]
        guard token.kind == .string else { return false }
        if token.flag {
            // Not `String ==`: that is canonical equivalence and would equate NFC and NFD.
            var unescaped: [UInt8] = []
            bytes[Int(token.start)..<Int(token.byteEnd)].withUnsafeBufferPointer {
                JSONStringUnescaper.appendUnescaped($0, to: &unescaped)
            }
            return literal.withUTF8Buffer { unescaped.elementsEqual($0) }
        }
        let length = Int(token.byteEnd - token.start)
        guard length == literal.utf8CodeUnitCount else { return false }
        // The hot path of every member lookup: one memcmp over the bytes in place.
        return literal.withUTF8Buffer { literalBytes in
            bytes.withUnsafeBufferPointer { all in
                guard let base = all.baseAddress, let other = literalBytes.baseAddress else { return length == 0 }
                return memcmp(base + Int(token.start), other, length) == 0
            }
        }
    }

    /// The members of the object at `index`, in document order, as (name, value) handles.
    /// Empty for any other kind.
    package func members(_ index: JSONIndex) -> MemberSequence {
        MemberSequence(document: self, container: index)
    }

    /// The elements of the array at `index`, in document order. Empty for any other kind.
    package func elements(_ index: JSONIndex) -> ElementSequence {
        ElementSequence(document: self, container: index)
    }

    /// The value of the member named `name` in the object at `index`, or `nil`.
    /// Layer 1 has already refused duplicate names, so the first match is the only one.
    package func member(_ index: JSONIndex, named name: StaticString) -> JSONIndex? {
        for (key, value) in members(index) where string(key, equals: name) { return value }
        return nil
    }

    /// The tape index just past the subtree of `index` (its next sibling, if any).
    func subtreeEnd(_ index: JSONIndex) -> Int { Int(tokens[index.position].end) }
}

/// The (name, value) pairs of one object, in document order, without recursion or copying.
package struct MemberSequence: Sequence, Sendable {
    let document: JSONDocument
    let container: JSONIndex

    /// Iterates (name, value) handles.
    package func makeIterator() -> Iterator {
        let isObject = document.kind(container) == .object
        return Iterator(
            document: document,
            cursor: container.position + 1,
            remaining: isObject ? document.count(container) : 0
        )
    }

    /// The iterator of ``MemberSequence``.
    package struct Iterator: IteratorProtocol, Sendable {
        let document: JSONDocument
        var cursor: Int
        var remaining: Int

        /// The next (name, value) pair, or `nil` after the last member.
        package mutating func next() -> (name: JSONIndex, value: JSONIndex)? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let name = JSONIndex(cursor)
            let value = JSONIndex(cursor + 1)
            cursor = document.subtreeEnd(value)
            return (name, value)
        }
    }
}

/// The elements of one array, in document order, without recursion or copying.
package struct ElementSequence: Sequence, Sendable {
    let document: JSONDocument
    let container: JSONIndex

    /// Iterates element handles.
    package func makeIterator() -> Iterator {
        let isArray = document.kind(container) == .array
        return Iterator(
            document: document,
            cursor: container.position + 1,
            remaining: isArray ? document.count(container) : 0
        )
    }

    /// The iterator of ``ElementSequence``.
    package struct Iterator: IteratorProtocol, Sendable {
        let document: JSONDocument
        var cursor: Int
        var remaining: Int

        /// The next element handle, or `nil` after the last one.
        package mutating func next() -> JSONIndex? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let element = JSONIndex(cursor)
            cursor = document.subtreeEnd(element)
            return element
        }
    }
}
