extension DocumentWalker {
    /// Layer 3 `semantic.dataKey` for a string value inside `props`/`params` (docs/DECISIONS.md 12):
    /// reported at the string when one of its tokens names a key the profile does not know.
    mutating func checkDataKeys(_ index: JSONIndex) {
        guard wantsSemantic else { return }
        let known = profile.dataKeys
        // Tokens read the same in the escaped text as after unescaping unless an escape stands
        // for a token character: then (nearly always) the bytes are scanned in place, without
        // the copy unescaping makes.
        let inPlace = !document.hasEscapes(index) || document.withEscapedUTF8(index, DataKeyScanner.escapesAreInert)
        let unknown = inPlace
            ? document.withEscapedUTF8(index) { DataKeyScanner.firstUnknownKey(in: $0, known: known) }
            : document.withUnescapedUTF8(index) { DataKeyScanner.firstUnknownKey(in: $0, known: known) }
        if let unknown {
            semanticFailure("semantic.dataKey", "data key \"\(unknown)\" ({{\(unknown)}}) is not in "
                + "the profile's dataKeys")
        }
    }
}
