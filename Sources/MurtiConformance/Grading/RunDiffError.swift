import MurtiProtocol

/// Why `diff` could not compare two JSON reports.
public enum RunDiffError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A report file could not be read.
    case unreadable(path: String, reason: String)
    /// A file is not a JSON report of this format (`detail` is the decoder's explanation).
    case notAReport(path: String, detail: String)

    /// A one-line explanation naming the file and the fix.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason) (check the path)"
        case .notAReport(let path, let detail):
            "\(path) is not a JSON run report: \(detail) (write reports with `run --format json`)"
        }
    }
}
