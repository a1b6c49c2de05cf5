import Foundation

/// Runs the Python fuzz driver (`fuzz/fuzz.py`) as a child process and maps its status.
enum FuzzDriver {
    /// Runs `command` and waits. stderr is inherited; stdout is inherited too, or written to
    /// `file` when one is given (`check` reads it back for its summary line). Returns the
    /// exit status, or 2 when the program cannot be started (the message is on stderr).
    static func run(_ command: [String], captureTo file: URL?) -> Int32 {
        guard let program = command.first else { return 2 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(command.dropFirst())
        process.standardInput = FileHandle.nullDevice
        var output: FileHandle?
        if let file {
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            output = try? FileHandle(forWritingTo: file)
            process.standardOutput = output
        }
        defer { try? output?.close() }
        do { try process.run() } catch {
            Console.error("fuzz: cannot start \(program): \(error.localizedDescription)")
            return 2
        }
        // Foundation starts the child in a process group of its own, so a terminal's Ctrl-C
        // reaches only this process: pass it on, and wait while the driver stops its search,
        // writes what it found and exits.
        let previous = signal(SIGINT, SIG_IGN)
        let child = process.processIdentifier
        let forward = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        forward.setEventHandler { kill(child, SIGINT) }
        forward.resume()
        process.waitUntilExit()
        forward.cancel()
        signal(SIGINT, previous)
        return process.terminationStatus
    }

    /// The driver's exit status as this program's (CONTRACT §5): 0 no new finding, 2 bad
    /// usage or a side that cannot start, anything else a failure.
    static func exitCode(_ status: Int32) -> ExitCode {
        switch status {
        case 0: .success
        case 2: .usage
        default: .failure
        }
    }
}
