import Foundation
import MurtiConformance

/// `--version`: the runner's version and the corpus it carries, hashed as run reports hash it.
enum VersionVerb {
    /// Prints ``VersionInfo``; exit 2 when the corpus found cannot be loaded or hashed.
    static func run() throws -> ExitCode {
        // The release bundle's corpus (`bin/../corpus`) first, as that is what the binary ships
        // with; in a checkout, `./corpus`; else the checkout's the program was built in.
        let own = Workspace.ownCorpora(toolFolder: URL(fileURLWithPath: SelfExecutable.path).deletingLastPathComponent())
        let carried = ([own[0], URL(fileURLWithPath: "corpus").standardizedFileURL] + own.dropFirst())
            .first(where: Workspace.holdsExpectations)
        var info = VersionInfo()
        if let carried {
            do { info = try VersionInfo(corpus: carried) } catch { throw PipelineError.unusable("--version: \(error.description)") }
        }
        Console.out(info.rendered(displayPath: { Workspace.display($0.path) }))
        return .success
    }
}
