import MurtiConformance
import MurtiProtocol

/// Why an agreement run could not produce a report (docs/CONTRACT.md §5: unusable input, exit 2).
package enum AgreementError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A fixture could not be turned into a request (unknown profile, unreadable file).
    case corpus(CorpusError)
    /// A side's command could not be started at all (not found, not executable): comparing
    /// without it would list every fixture as a disagreement.
    case cannotStart(side: String, command: String, reason: String)

    /// One line naming the problem and the fix.
    package var description: String {
        switch self {
        case .corpus(let error):
            error.description
        case .cannotStart(let side, let command, let reason):
            "cannot start \(command) (side \(side)): \(reason) (fix the command or its installation, then run agreement again)"
        }
    }
}
