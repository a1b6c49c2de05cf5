extension DocumentWalker {
    /// The length `maxLength` compares: Unicode code points (docs/CONTRACT.md §1 "Counting"), read
    /// from the tape. Under the test-only ``WalkPolicy/countsGraphemes`` it is the number of
    /// grapheme clusters instead, a planted drift for the fuzzer's test (docs/FUZZING.md).
    func stringLength(_ index: JSONIndex) -> Int {
        policy.countsGraphemes ? document.string(index).count : document.count(index)
    }
}
