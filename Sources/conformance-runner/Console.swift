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

    /// Writes `text` to stdout as is; a reader that went away (`| head`) is not an error.
    static func out(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }

    /// Whether stderr is a terminal (progress is shown only then).
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
