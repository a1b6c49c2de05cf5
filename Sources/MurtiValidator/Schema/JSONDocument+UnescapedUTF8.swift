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

    /// Whether the value at `index` is a string equal to one of `literals` (code point by code
    /// point, as `enum` compares).
    func stringIsOne(of literals: [StaticString], at index: JSONIndex) -> Bool {
        literals.contains { string(index, equals: $0) }
    }
}
