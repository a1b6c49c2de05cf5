import MurtiProtocol

extension Corpus {
    /// The fixtures whose id `glob` selects (`--filter GLOB`, docs/CONTRACT.md §5), in corpus order;
    /// all of them for `nil` or an empty glob. See `docs/REPORTS.md` for the glob syntax:
    /// `*` within a segment, `**` across segments, `?`, `[a-z]`; a pattern with a `/` is
    /// matched against the whole id (or a folder of it), one without against each segment; a
    /// trailing `/` selects a folder.
    ///
    /// Throws ``CorpusError/invalidFilter(glob:problem:)`` for a pattern that is not a glob
    /// (an unterminated `[`), rather than matching it literally.
    package func filtered(by glob: String?) throws(CorpusError) -> [Fixture] {
        guard let glob, !glob.isEmpty else { return fixtures }
        if let problem = Glob.problem(in: glob) { throw .invalidFilter(glob: glob, problem: problem) }
        let compiled = Glob(glob)
        return fixtures.filter { compiled.matches($0.id) }
    }
}
