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
}
