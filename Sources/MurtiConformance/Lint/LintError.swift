import MurtiProtocol

/// Why `lint` could not run at all (as opposed to the problems it finds in a corpus).
package enum LintError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A file lint needs could not be read.
    case unreadable(file: String, reason: String)
    /// A corpus file lint needs (expectations.json) is refused by the confined reader: a link,
    /// a device, a FIFO or a socket, or missing (docs/SECURITY.md "Corpus confinement").
    case confined(ConfinedReadError)
    /// A file lint needs is not JSON.
    case invalidJSON(file: String, reason: String)
    /// The corpus is of a contract this build has no lint for (``CorpusError/contractNotGraded(file:contract:)``).
    case contractNotGraded(CorpusError)

    /// A one-line explanation naming the file and the fix.
    package var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "cannot read \(file): \(reason) (check the path, or pass --schema FILE / --corpus DIR)"
        case .invalidJSON(let file, let reason):
            "\(file) is not valid JSON: \(reason) (fix the file so it parses as RFC 8259 JSON)"
        case .contractNotGraded(let error):
            error.description
        case .confined(let error):
            error.description
        }
    }
}
