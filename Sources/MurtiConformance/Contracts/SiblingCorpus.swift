/// Where a contract's corpus lies beside a main corpus, and what `check` says of it
/// (``ConformanceContract/sibling``; docs/DECISIONS.md 53).
package struct SiblingCorpus: Sendable {
    /// The folder's name beside the main corpus folder (`corpus-NAME`).
    package var folder: String
    /// The guide a corpus of the contract is written by, named in fixes (`docs/…`).
    package var guide: String
    /// `check`'s note on a corpus of the contract checked alone.
    package var aloneNote: String
    /// `check`'s note on the sibling corpus (first argument, as shown) checked beside the main
    /// one (second).
    package var besideNote: @Sendable (_ corpus: String, _ main: String) -> String
    /// `check`'s note when there is no sibling corpus beside the main one (as shown).
    package var absentNote: @Sendable (_ main: String) -> String

    /// Creates the description.
    package init(
        folder: String, guide: String, aloneNote: String, besideNote: @escaping @Sendable (String, String) -> String,
        absentNote: @escaping @Sendable (String) -> String
    ) {
        self.folder = folder
        self.guide = guide
        self.aloneNote = aloneNote
        self.besideNote = besideNote
        self.absentNote = absentNote
    }
}
