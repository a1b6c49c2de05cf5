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

    /// Writes the runner's own terminal control, `text` as is, to stderr (the progress line's
    /// `\r` and erase-line; its numbers are the runner's).
    static func raw(_ text: String) {
        write(text, to: FileHandle.standardError)
    }

    /// Writes `text` to stdout; a reader that went away (`| head`) is not an error.
    static func out(_ text: String) {
        write(OutputSink.terminalSafe(text), to: FileHandle.standardOutput)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        // The throwing write: a closed stream must not crash the runner (SIGPIPE is ignored
        // while a run is in progress, so a write to a closed pipe fails with EPIPE).
        try? handle.write(contentsOf: Data(text.utf8))
    }

    /// Whether stderr is a terminal (progress is shown only then).
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
