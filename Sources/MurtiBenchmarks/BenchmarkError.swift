/// Why a benchmark could not run or could not be trusted.
package enum BenchmarkError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A helper process (the Python harness, a memory probe, the echo child) could not start.
    case launchFailed(command: [String], reason: String)
    /// A helper process ended with a non-zero status; `stderrTail` is the end of what it said.
    case helperFailed(command: [String], status: Int32, stderrTail: String)
    /// A helper printed something other than the JSON it should have.
    case unreadableOutput(command: [String], detail: String)
    /// A scratch file or folder could not be written.
    case cannotWrite(path: String, reason: String)
    /// The bare pipe round trip failed (the echo child closed its pipes or never answered).
    case pipeFailed(reason: String)

    /// One line for people.
    package var description: String {
        switch self {
        case .launchFailed(let command, let reason):
            "cannot start \(command.joined(separator: " ")): \(reason)"
        case .helperFailed(let command, let status, let tail):
            "\(command.joined(separator: " ")) exited with status \(status)" + (tail.isEmpty ? "" : ": \(tail)")
        case .unreadableOutput(let command, let detail):
            "\(command.joined(separator: " ")) printed no usable result: \(detail)"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .pipeFailed(let reason):
            "the bare pipe round trip failed: \(reason)"
        }
    }
}
