import Foundation
import MurtiProtocol

/// What `conformance-runner --version` states: the runner's own version, the protocol it
/// speaks, and the corpus it carries, identified the way run reports identify it
/// (`corpusVersion` and the corpus hash of ``Corpus/digest()``, docs/CONTRACT.md §5, docs/REPORTS.md).
///
/// The release bundle (tools/release/bundle.sh) names its tarball after the first two lines,
/// so a report's `corpus.sha256` can be traced to the bundle that produced it.
package struct VersionInfo: Sendable, Equatable {
    /// The runner's semantic version: one number for the CLI, the judge and the report
    /// formats as shipped together. Bumped for every release bundle (docs/CI.md "Releases").
    package static let runnerVersion = "0.1.0"

    /// A corpus as reports name it.
    package struct CorpusIdentity: Sendable, Equatable {
        /// The corpus folder.
        package var root: URL
        /// `corpusVersion` from its `expectations.json`.
        package var corpusVersion: String
        /// The corpus hash (64 lowercase hex digits), equal to a run report's `corpus.sha256`.
        package var sha256: String
    }

    /// ``runnerVersion``.
    package var runner: String
    /// The protocol version the runner speaks (``ProtocolV1/version``).
    package var protocolVersion: Int
    /// The corpus described, or `nil` when none was found.
    package var corpus: CorpusIdentity?

    /// The runner alone, with no corpus.
    package init() {
        runner = Self.runnerVersion
        protocolVersion = ProtocolV1.version
        corpus = nil
    }

    /// Loads the corpus at `root` and hashes it (every fixture file is read once).
    ///
    /// Throws ``CorpusError`` when the corpus cannot be loaded or a fixture cannot be read.
    package init(corpus root: URL) throws(CorpusError) {
        self.init()
        let loaded = try Corpus.load(from: root)
        corpus = CorpusIdentity(root: root, corpusVersion: loaded.file.corpusVersion, sha256: try loaded.digest())
    }

    /// The text `--version` prints, one fact per line:
    ///
    /// ```
    /// conformance-runner 0.1.0 (protocol 1)
    /// corpus 1.0.0 sha256 <64 hex digits> (<corpus folder>)
    /// ```
    ///
    /// Without a corpus, the second line says that none was found. `displayPath` renders the
    /// corpus folder (e.g. relative to the working directory).
    package func rendered(displayPath: (URL) -> String = { $0.path }) -> String {
        var lines = ["conformance-runner \(runner) (protocol \(protocolVersion))"]
        if let corpus {
            lines.append("corpus \(corpus.corpusVersion) sha256 \(corpus.sha256) (\(displayPath(corpus.root)))")
        } else {
            lines.append("corpus: none found (no corpus/expectations.json beside bin/ or in the working directory)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
