import MurtiProtocol

/// Why an expected-failures file could not be used.
package enum ExpectedFailuresError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read (`reason` is the system's explanation).
    case unreadable(path: String, reason: String)
    /// The file is not UTF-8 text.
    case notText(path: String)
    /// No baseline is written from a run cut short (`notRun` fixtures never judged, Ctrl-C or
    /// `--max-errors`): its list would miss every failure the run never reached, or claim
    /// failures nobody saw (docs/DECISIONS.md 47).
    case partialRun(notRun: Int, total: Int)

    /// A one-line explanation naming the file and the fix.
    package var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read the expected-failures file \(path): \(reason) (check the path)"
        case .notText(let path):
            "the expected-failures file \(path) is not UTF-8 text (write one fixture id or glob per line)"
        case .partialRun(let notRun, let total):
            "no baseline written: the run was cut short and \(notRun) of its \(total) fixtures were never run, so a "
                + "baseline would not be this implementation's failures (run again to the end, without --max-errors "
                + "and without interrupting it, then write the baseline)"
        }
    }
}
