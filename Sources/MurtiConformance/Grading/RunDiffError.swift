import MurtiProtocol

/// Why `diff` could not compare two JSON reports.
package enum RunDiffError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A report file could not be read.
    case unreadable(path: String, reason: String)
    /// A file is not a JSON report of this format (`detail` is the decoder's explanation).
    case notAReport(path: String, detail: String)
    /// A report of a major version this build cannot read (`version`: its `reportVersion`;
    /// `readable`: the majors it reads).
    case unknownVersion(path: String, version: String, readable: [Int])
    /// A report that lists a fixture id more than once (`ids`: the first few repeated).
    case duplicateIDs(path: String, ids: [String])
    /// A file longer than `limit` bytes, refused unread past it (``RunDiff/maxReportBytes``).
    case tooLarge(path: String, limit: Int)

    /// A one-line explanation naming the file and the fix.
    package var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason) (check the path)"
        case .notAReport(let path, let detail):
            "\(path) is not a JSON run report: \(detail) (write reports with `run --format json`)"
        case .unknownVersion(let path, let version, let readable):
            "\(path) is a report of version \(String(version.prefix(40)).debugDescription), which this build cannot read "
                + "(it reads major versions \(readable.map(String.init).joined(separator: " and ")); "
                + "compare it with the runner that wrote it, or write both reports with this one)"
        case .duplicateIDs(let path, let ids):
            "\(path) lists fixture \(ids.map { String($0.prefix(200)).debugDescription }.joined(separator: ", ")) more than once; "
                + "a report has one result per fixture, so it cannot be compared (write it again with `run --format json`)"
        case .tooLarge(let path, let limit):
            "\(path) is longer than \(limit) bytes, more than any run report holds (at most about 80 KiB a fixture, "
                + "docs/REPORTS.md \"Bounds\"); it was not read further (write reports with `run --format json`)"
        }
    }
}
