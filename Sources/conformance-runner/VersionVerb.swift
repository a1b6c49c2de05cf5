import Foundation
import MurtiConformance

/// `--version`: the runner's version and the corpus it carries, hashed as run reports hash it.
struct VersionVerb {
    /// Prints ``VersionInfo``; exit 2 when the corpus found cannot be loaded or hashed.
    func run() throws(CLIError) -> ExitCode {
        let info: VersionInfo
        if let corpus = Self.carriedCorpus {
            do { info = try VersionInfo(corpus: corpus) } catch { throw .unusable("--version: \(error.description)") }
        } else {
            info = VersionInfo()
        }
        Console.out(info.rendered(displayPath: { Workspace.display($0.path) }))
        return .success
    }

    /// The release bundle's corpus (`bin/../corpus`) first, as that is what the binary ships
    /// with; in a checkout, `./corpus`.
    static var carriedCorpus: URL? {
        let local = URL(fileURLWithPath: "corpus").standardizedFileURL
        return [Workspace.bundledCorpus, local].first(where: Workspace.holdsExpectations)
    }
}
