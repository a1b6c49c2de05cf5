import Foundation
import MurtiProtocol

/// Finds the file `DriverConfiguration.command[0]` names, the way a shell would.
enum ExecutablePath {
    /// A name with a `/` is taken as a path (relative ones against `workingDirectory`, else the
    /// runner's directory); a bare name is searched on `PATH` (the child's environment's if it
    /// sets one, else the runner's). Returns `nil` when no executable regular file matches.
    static func resolve(_ name: String, environment: [String: String]?, workingDirectory: URL?) -> String? {
        if name.contains("/") {
            let path = name.hasPrefix("/") || workingDirectory == nil
                ? name : (workingDirectory?.path ?? "") + "/" + name
            return isExecutableFile(path) ? path : nil
        }
        guard !name.isEmpty else { return nil }
        let searchPath = environment?["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let base = directory.isEmpty ? "." : String(directory)
            let candidate = base + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
