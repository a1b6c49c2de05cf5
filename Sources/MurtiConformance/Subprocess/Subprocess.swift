import Foundation

/// Runs a short-lived program to its end: the helpers of the pipelines (the engines' venv
/// bootstrap, the expectations-schema check, `git` for lint's corpus history, the fuzz driver,
/// the benchmark harnesses). The
/// implementations under test are run by the driver's ``ChildProcess`` instead, which keeps
/// one process per worker and talks protocol v1 with it.
///
/// Captured output goes through temporary files, so neither pipe can fill up and block the
/// child; stdin is the null device.
package enum Subprocess {
    /// Where the child's stdout goes.
    package enum Destination: Sendable, Equatable {
        /// Kept and returned in ``Result/stdout``.
        case capture
        /// This process's own stdout.
        case inherit
        /// Written to a file (created or truncated), e.g. to read back after the child ends.
        case file(URL)
    }

    /// What a finished program left behind.
    package struct Result: Sendable, Equatable {
        /// Exit status (or the terminating signal number for a crash).
        package var status: Int32
        /// Its stdout's bytes when captured, else empty.
        package var stdout: Data
        /// The last of stderr (at most 2,000 characters, trimmed) when it was captured, else `""`.
        package var stderrTail: String

        /// stdout decoded as UTF-8 (invalid bytes replaced).
        package var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `command` (looked up on `PATH` when its first word has no slash) and waits for it.
    ///
    /// - Parameters:
    ///   - environment: the child's whole environment; `nil` inherits this process's.
    ///   - stdout: where its stdout goes (default: captured).
    ///   - captureStderr: `true` keeps stderr's tail; `false` lets the child write to this
    ///     process's stderr (progress the user should see, such as pip installing).
    ///   - stderrFile: when set, stderr is written to this file (created or truncated) instead,
    ///     for a caller that relays it escaped (``Destination/file(_:)`` for stdout's twin).
    ///
    /// The child is registered with ``ProcessReaper`` while it runs: in the CLI, a stop signal
    /// to the runner reaches it as SIGINT (the fuzz driver then writes its findings), and it
    /// is never taken for an orphan.
    /// - Throws: ``SubprocessError/launchFailed(command:reason:)`` when it cannot be started.
    package static func run(
        _ command: [String], currentDirectory: URL? = nil, environment: [String: String]? = nil,
        stdout: Destination = .capture, captureStderr: Bool = true, stderrFile: URL? = nil
    ) throws(SubprocessError) -> Result {
        guard let program = command.first else {
            throw .launchFailed(command: command, reason: "empty command")
        }
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.appendingPathComponent("conformance-subprocess-\(UUID().uuidString)")
        let outURL: URL? = switch stdout {
        case .capture: scratch.appendingPathExtension("out")
        case .file(let url): url
        case .inherit: nil
        }
        let errURL = stderrFile ?? (captureStderr ? scratch.appendingPathExtension("err") : nil)
        defer {
            if case .capture = stdout, let outURL { try? fileManager.removeItem(at: outURL) }
            if stderrFile == nil, let errURL { try? fileManager.removeItem(at: errURL) }
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
        if let environment { process.environment = environment }
        var handles: [FileHandle] = []
        defer { for handle in handles { try? handle.close() } }
        do {
            process.standardInput = FileHandle.nullDevice
            if let outURL {
                _ = fileManager.createFile(atPath: outURL.path, contents: nil)
                let handle = try FileHandle(forWritingTo: outURL)
                handles.append(handle)
                process.standardOutput = handle
            }
            if let errURL {
                _ = fileManager.createFile(atPath: errURL.path, contents: nil)
                let handle = try FileHandle(forWritingTo: errURL)
                handles.append(handle)
                process.standardError = handle
            }
            try ProcessReaper.start(process)
        } catch {
            throw .launchFailed(command: command, reason: error.localizedDescription)
        }
        process.waitUntilExit()
        ProcessReaper.forget(process)
        var stdoutBytes = Data()
        if case .capture = stdout, let outURL { stdoutBytes = (try? Data(contentsOf: outURL)) ?? Data() }
        // The tail alone: a helper that floods stderr costs the runner no memory for it.
        let stderrText = (stderrFile == nil ? errURL : nil).map { String(decoding: tail(of: $0, bytes: 8192), as: UTF8.self) } ?? ""
        return Result(
            status: process.terminationStatus, stdout: stdoutBytes,
            stderrTail: String(stderrText.suffix(2000)).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

extension Subprocess {
    /// The last `bytes` bytes of the file at `url` (all of it when shorter; empty when it cannot
    /// be read): what a log or a captured stream ends with, read without holding the rest.
    package static func tail(of url: URL, bytes: Int) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return Data() }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > UInt64(bytes) ? size - UInt64(bytes) : 0)
        return (try? handle.read(upToCount: bytes)) ?? Data()
    }
}

/// Why a helper program could not be run.
package enum SubprocessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// It could not be started at all (not found, not executable, an empty command).
    case launchFailed(command: [String], reason: String)

    /// `cannot start python3 x.py: why`.
    package var description: String {
        switch self {
        case .launchFailed(let command, let reason): "cannot start \(command.joined(separator: " ")): \(reason)"
        }
    }
}
