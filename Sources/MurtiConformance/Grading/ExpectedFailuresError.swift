import MurtiProtocol

/// Why an expected-failures file could not be used.
public enum ExpectedFailuresError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read (`reason` is the system's explanation).
    case unreadable(path: String, reason: String)
    /// The file is not UTF-8 text.
    case notText(path: String)

    /// A one-line explanation naming the file and the fix.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read the expected-failures file \(path): \(reason) (check the path)"
        case .notText(let path):
            "the expected-failures file \(path) is not UTF-8 text (write one fixture id or glob per line)"
        }
    }
}
