import Foundation
import MurtiConformance

/// stdout and stderr output, and terminal detection. What goes out is escaped for a terminal
/// last (``OutputSink/terminalSafe(_:)``, docs/SECURITY.md "Output hygiene"): the renderers
/// escape every string for their sink already, and this makes sure no control character from
/// an implementation or a corpus reaches a terminal whatever a verb prints.
enum Console {
    /// Writes `text` and a newline to stderr.
    static func error(_ text: String) {
        write(OutputSink.terminalSafe(text) + "\n", to: FileHandle.standardError)
    }

    /// Writes `text` (whole lines, their line breaks included) to stderr, terminal-safe: what a
    /// helper wrote there, relayed (``LogRelay``).
    static func errorLines(_ text: String) {
        write(OutputSink.terminalSafe(text), to: FileHandle.standardError)
    }

    /// Writes the runner's own terminal control, `text` as is, to stderr (the progress line's
    /// `\r` and erase-line; its numbers are the runner's).
    static func raw(_ text: String) {
        write(text, to: FileHandle.standardError)
    }

    /// Writes `text` to stdout, terminal-safe (docs/SECURITY.md "Output hygiene"); a reader
    /// that went away (`| head`, EPIPE) is not an error, any other failure (a full disk, EIO)
    /// is kept for ``stdoutFailure`` and later writes are dropped (docs/SECURITY.md "Output files").
    static func out(_ text: String) {
        stdout.write(Array(OutputSink.terminalSafe(text).utf8))
    }

    private static func write(_ text: String, to handle: FileHandle) {
        // The throwing write: a closed stream must not crash the runner (SIGPIPE is ignored
        // while a run is in progress, so a write to a closed pipe fails with EPIPE).
        try? handle.write(contentsOf: Data(text.utf8))
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
