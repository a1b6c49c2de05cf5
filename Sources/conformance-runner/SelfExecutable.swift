import Foundation
import MurtiConformance

/// This program's own path, to start it again as the reference implementation (`serve`).
enum SelfExecutable {
    /// The absolute path of the running executable.
    ///
    /// `/proc/self/exe` on Linux (immune to a relative `argv[0]` and to `PATH` lookups), else
    /// the bundle's executable path, else `argv[0]` resolved against the working directory.
    static var path: String {
        #if os(Linux)
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        #endif
        if let bundled = Bundle.main.executablePath { return bundled }
        let first = CommandLine.arguments.first ?? "conformance-runner"
        return URL(fileURLWithPath: first).standardizedFileURL.path
    }

    /// The reference as the pipelines start it: this program's `serve`.
    static var reference: ReferenceCommand { ReferenceCommand(serve: [path, "serve"]) }

    /// The workspace of `--corpus`, which also looks for `adapters/` (and a bundled corpus)
    /// beside this program.
    static func workspace(_ corpus: String?) throws -> Workspace {
        try Workspace(corpus: corpus, toolFolder: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    /// The file `path` a verb that reads no corpus (`matrix`) will write for `option`, checked
    /// now and kept out of the corpus this program would use (`./corpus` or the bundle's);
    /// where neither exists there is no corpus to protect, only the other checks.
    static func outputFile(_ path: String, option: String) throws -> OutputFile {
        let corpus = (try? workspace(nil))?.corpus ?? URL(fileURLWithPath: "corpus").standardizedFileURL
        return try OutputFile(path, option: option, corpus: corpus)
    }
}
