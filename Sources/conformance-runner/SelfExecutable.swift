import Foundation

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

    /// `serve` with `flags`, as a protocol v1 command line.
    static func serveCommand(_ flags: [String] = []) -> [String] {
        [path, "serve"] + flags
    }
}
