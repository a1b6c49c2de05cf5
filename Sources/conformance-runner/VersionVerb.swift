import Foundation
import MurtiConformance

/// `--version`: the runner's version and the corpus it carries, hashed as run reports hash it.
enum VersionVerb {
    /// Prints ``VersionInfo``; exit 2 when the corpus found cannot be loaded or hashed.
    static func run() throws -> ExitCode {
        // The program's own corpus first (the release bundle's `bin/../corpus`, or the checkout's
        // it was built in), as that is what it ships with; else `./corpus`.
        let own = Workspace.ownCorpora(toolFolder: URL(fileURLWithPath: SelfExecutable.path).deletingLastPathComponent())
        let carried = (own + [URL(fileURLWithPath: "corpus").standardizedFileURL]).first(where: Workspace.holdsExpectations)
        var info = VersionInfo()
        if let carried {
            do { info = try VersionInfo(corpus: carried) } catch { throw PipelineError.unusable("--version: \(error.description)") }
        }
        Console.out(info.rendered(displayPath: { Workspace.display($0.path) }))
        return .success
    }
}
