/// The runner's exit statuses (docs/CONTRACT.md §5).
enum ExitCode: Int32, Comparable {
    /// Everything passed.
    case success = 0
    /// A failure, error, skip, disagreement or lint problem.
    case failure = 1
    /// Bad usage or unreadable input.
    case usage = 2

    static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
