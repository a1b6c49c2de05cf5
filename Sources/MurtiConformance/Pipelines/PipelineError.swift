/// Why a pipeline could not run at all (exit 2, docs/CONTRACT.md §5): unreadable or unusable
/// input, or an environment it needs is missing. A failing implementation is never one of
/// these; it is a report.
package enum PipelineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An input file or folder could not be read or parsed; `fix` says what to do.
    case unreadable(file: String, reason: String, fix: String)
    /// Unusable input whose message already names the file, the place and the fix.
    case unusable(String)

    /// `cannot use FILE: reason. Fix: fix`, or the message as it is.
    package var description: String {
        switch self {
        case .unreadable(let file, let reason, let fix):
            "cannot use \(file): \(FileReason.trimmed(reason)). Fix: \(fix)"
        case .unusable(let message):
            message
        }
    }
}
