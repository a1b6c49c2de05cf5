extension JSONDocument {
    /// Calls `body` with the UTF-8 of the string at `index` after unescaping. Without escapes
    /// (the common case) the bytes are read in place; only an escaped string is materialized.
    func withUnescapedUTF8<Result>(
        _ index: JSONIndex, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let token = tokens[index.position]
        if token.flag {
            var unescaped = string(index)
            return unescaped.withUTF8(body)
        }
        return bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[Int(token.start)..<Int(token.byteEnd)]))
        }
    }

    /// Calls `body` with the bytes of the string at `index` as written between its quotes,
    /// escapes included (read in place, never copied).
    func withEscapedUTF8<Result>(
        _ index: JSONIndex, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let token = tokens[index.position]
        return bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[Int(token.start)..<Int(token.byteEnd)]))
        }
    }

    /// Whether the string at `index` is written with at least one backslash escape.
    func hasEscapes(_ index: JSONIndex) -> Bool {
        let token = tokens[index.position]
        return token.kind == .string && token.flag
    }

    /// Whether the value at `index` is a string equal to one of `literals` (code point by code
    /// point, as `enum` compares).
    func stringIsOne(of literals: [StaticString], at index: JSONIndex) -> Bool {
        literals.contains { string(index, equals: $0) }
    }
}
