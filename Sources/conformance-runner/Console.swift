import Foundation

/// stdout and stderr output, and terminal detection.
enum Console {
    /// Writes `text` and a newline to stderr.
    static func error(_ text: String) {
        raw(text + "\n")
    }

    /// Writes `text` to stderr as is (progress lines use `\r`).
    static func raw(_ text: String) {
        // The throwing write: a closed stderr must not crash the runner (SIGPIPE is ignored
        // while a run is in progress, so a write to a closed pipe fails with EPIPE).
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// Writes `text` to stdout as is; a reader that went away (`| head`, EPIPE) is not an
    /// error, any other failure (a full disk, EIO) is kept for ``stdoutFailure`` and later
    /// writes are dropped (docs/SECURITY.md "Output files").
    static func out(_ text: String) {
        stdout.write(Array(text.utf8))
    }

    /// Why a write to stdout failed (not a closed pipe), or `nil`: the runner then exits 2.
    static var stdoutFailure: String? { stdout.failure }

    /// The exit code of a verb that returned `code`, given what happened to stdout: a failed
    /// write to it makes the run exit 2 with a message (docs/SECURITY.md "Output files").
    static func exitCode(after code: ExitCode) -> ExitCode {
        guard let failure = stdoutFailure else { return code }
        error("conformance-runner: cannot write to stdout: \(failure) (the output is incomplete; write it to a file with room to spare)")
        return max(code, .usage)
    }

    private static let stdout = StdoutWriter()

    /// Whether stderr is a terminal (progress is shown only then).
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

/// stdout as a file descriptor, written with `write(2)` so that EPIPE (a reader gone) is told
/// from every other failure.
private final class StdoutWriter: @unchecked Sendable {
    private let lock = NSLock()
    private var closed = false
    private var failed: String?

    /// The first failure other than EPIPE.
    var failure: String? { lock.withLock { failed } }

    func write(_ bytes: [UInt8]) {
        lock.withLock {
            guard !closed, failed == nil else { return }
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                if written >= 0 {
                    offset += written
                    continue
                }
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN {
                    usleep(1000)
                    continue
                }
                if code == EPIPE {
                    closed = true
                } else {
                    failed = String(cString: strerror(code)).lowercased()
                }
                return
            }
        }
    }
}
