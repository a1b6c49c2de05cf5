import Foundation
import MurtiProtocol

/// The last committed version of a corpus, read with `git`, that `lint` compares
/// `corpusVersion` against (docs/DECISIONS.md 44).
///
/// While the corpus folder has uncommitted changes (modified, staged or untracked files), the
/// baseline is `HEAD`. When it has none, the baseline is the parent of the last commit that
/// changed the folder, so a clean checkout (CI) still checks the change that was committed.
struct CorpusBaseline: Sendable, Equatable {
    /// The revision compared against, as given to git (`HEAD`, `1a2b3c4d5e6f~1`).
    var revision: String
    /// The baseline's expectations.json, or `nil` when that commit has none.
    var expectations: Data?
    /// Fixture files (``CorpusHistory/isFixtureID(_:contract:)``) added since the baseline.
    var added: Set<String>
    /// Fixture files removed since the baseline.
    var removed: Set<String>
    /// Fixture files whose bytes changed since the baseline.
    var modified: Set<String>
}
