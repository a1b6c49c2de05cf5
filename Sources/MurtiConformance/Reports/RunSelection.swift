import MurtiProtocol

/// Which fixtures of the corpus a run was given (`run --filter`), so that a report of a part
/// never reads as a certificate of the whole (docs/DECISIONS.md 45).
package struct RunSelection: Sendable, Equatable, Codable {
    /// The `--filter` glob; `nil` when the run was not filtered.
    package var filter: String?
    /// Fixtures the run was given.
    package var fixtures: Int
    /// Fixtures in the corpus.
    package var corpusFixtures: Int

    /// Creates a selection of `fixtures` out of `corpusFixtures`, chosen by `filter`.
    package init(filter: String?, fixtures: Int, corpusFixtures: Int) {
        self.filter = filter
        self.fixtures = fixtures
        self.corpusFixtures = corpusFixtures
    }

    /// `true` when the run was given every fixture of the corpus (a filter that selects them
    /// all included): only such a run can be a certificate.
    package var isWholeCorpus: Bool { fixtures >= corpusFixtures }

    /// `filtered: 1 of 634 fixtures`, or `nil` for the whole corpus.
    package var summary: String? {
        guard !isWholeCorpus else { return nil }
        return "filtered: \(fixtures) of \(corpusFixtures) fixture\(corpusFixtures == 1 ? "" : "s")"
    }

    /// `filtered: 1 of 634 fixtures (--filter '**/link-tel.json') — not a certificate of the
    /// corpus`: the line every report format shows for a part of the corpus; `nil` for the whole.
    package var statement: String? {
        guard let summary else { return nil }
        return summary + (filter.map { " (--filter '\($0)')" } ?? "") + " — not a certificate of the corpus"
    }
}
