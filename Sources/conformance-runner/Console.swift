import Foundation

/// stderr output and terminal detection.
enum Console {
    /// Writes `text` and a newline to stderr.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes `text` to stderr as is (progress lines use `\r`).
    static func raw(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether stderr is a terminal (progress is shown only then).
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
