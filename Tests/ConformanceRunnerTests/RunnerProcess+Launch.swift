import Foundation

extension RunnerProcess {
    /// A runner started in the background, to signal while it works: stderr goes to a file,
    /// stdout to a file or to a pipe the test reads when it chooses.
    final class Launched {
        let process = Process()
        let scratch: URL
        /// The read end of stdout when it is a pipe.
        let stdoutPipe: Pipe?
        private let started = Date()

        /// Starts `arguments` in the package root; `pipeStdout` keeps stdout unread in a pipe.
        init(_ arguments: [String], pipeStdout: Bool = false) throws {
            scratch = FileManager.default.temporaryDirectory.appendingPathComponent("runner-bg-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            for name in ["out", "err"] { try Data().write(to: scratch.appendingPathComponent(name)) }
            process.executableURL = URL(fileURLWithPath: RunnerProcess.binary)
            process.arguments = arguments
            process.currentDirectoryURL = RunnerProcess.packageRoot
            process.standardInput = FileHandle.nullDevice
            stdoutPipe = pipeStdout ? Pipe() : nil
            process.standardOutput = try stdoutPipe ?? FileHandle(forWritingTo: scratch.appendingPathComponent("out"))
            process.standardError = try FileHandle(forWritingTo: scratch.appendingPathComponent("err"))
            try process.run()
        }

        var pid: pid_t { process.processIdentifier }

        /// Sends `signal` to the runner.
        func send(_ signal: Int32) { kill(pid, signal) }

        /// Waits up to `seconds` for the runner to exit; its status, or `nil` (then it is killed).
        func wait(seconds: Double = 30) -> Int32? {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            guard !process.isRunning else {
                kill(pid, SIGKILL)
                process.waitUntilExit()
                return nil
            }
            process.waitUntilExit()
            return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        }

        /// Waits up to `seconds` for the first bytes on the stdout pipe; `true` once they are there.
        func awaitStdout(seconds: Double = 60) -> Bool {
            guard let stdoutPipe else { return false }
            var descriptor = pollfd(fd: stdoutPipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            return poll(&descriptor, 1, Int32(seconds * 1000)) == 1
        }

        /// What it wrote on stderr.
        var stderr: String {
            String(decoding: (try? Data(contentsOf: scratch.appendingPathComponent("err"))) ?? Data(), as: UTF8.self)
        }

        /// Seconds since it started.
        var elapsed: Double { Date().timeIntervalSince(started) }

        /// Kills it if still running, and removes the scratch folder.
        func remove() {
            if process.isRunning { kill(pid, SIGKILL) }
            try? FileManager.default.removeItem(at: scratch)
        }
    }
}
