import Foundation

/// Runs a short-lived helper program (the venv bootstrap, the expectations-schema check) to
/// completion and collects its output. Output goes through temporary files, so neither pipe
/// can fill up and block the child.
enum HelperProcess {
    /// What a finished helper left behind.
    struct Output: Sendable {
        /// Exit status (or the terminating signal number for a crash).
        var status: Int32
        /// Everything written to stdout, decoded as UTF-8 (invalid bytes replaced).
        var stdout: String
        /// The last lines of stderr (at most 2,000 characters), trimmed.
        var stderrTail: String
    }

    /// Runs `command` (looked up on `PATH` when its first word has no slash) and waits for it.
    /// With `passStderr` the child writes straight to this process's stderr (progress the user
    /// should see, such as pip installing) and ``Output/stderrTail`` is empty.
    static func run(_ command: [String], currentDirectory: URL? = nil, passStderr: Bool = false) throws(EngineError) -> Output {
        guard let program = command.first else {
            throw .launchFailed(command: command, reason: "empty command")
        }
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory
            .appendingPathComponent("murti-helper-\(UUID().uuidString)")
        let outURL = scratch.appendingPathExtension("out")
        let errURL = scratch.appendingPathExtension("err")
        defer {
            try? fileManager.removeItem(at: outURL)
            try? fileManager.removeItem(at: errURL)
        }
        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(command.dropFirst())
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command
        }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        do {
            _ = fileManager.createFile(atPath: outURL.path, contents: nil)
            _ = fileManager.createFile(atPath: errURL.path, contents: nil)
            let out = try FileHandle(forWritingTo: outURL)
            let err = try FileHandle(forWritingTo: errURL)
            defer {
                try? out.close()
                try? err.close()
            }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = out
            process.standardError = passStderr ? FileHandle.standardError : err
            try process.run()
            process.waitUntilExit()
        } catch {
            throw .launchFailed(command: command, reason: error.localizedDescription)
        }
        let stdout = (try? Data(contentsOf: outURL)) ?? Data()
        let stderr = (try? Data(contentsOf: errURL)) ?? Data()
        let stderrText = String(decoding: stderr, as: UTF8.self)
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderrTail: String(stderrText.suffix(2000)).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
