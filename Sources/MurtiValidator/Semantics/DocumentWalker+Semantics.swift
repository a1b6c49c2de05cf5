extension DocumentWalker {
    /// Layer 3 `semantic.dataKey` for a string value inside `props`/`params` (DECISIONS 12):
    /// reported at the string when one of its tokens names a key the profile does not know.
    mutating func checkDataKeys(_ index: JSONIndex) {
        guard wantsSemantic else { return }
        let known = profile.dataKeys
        let unknown = document.withUnescapedUTF8(index) {
            DataKeyScanner.firstUnknownKey(in: $0, known: known)
        }
        if let unknown {
            semanticFailure("semantic.dataKey", "data key \"\(unknown)\" ({{\(unknown)}}) is not in "
                + "the profile's dataKeys")
        }
    }
}
