import MurtiProtocol

/// Why `matrix` could not build a view of the reports it was given.
package enum MatrixError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A report could not be read or is not a JSON run report.
    case report(RunDiffError)
    /// No report was given, or fewer than the view needs.
    case tooFewReports(need: Int, got: Int)
    /// The reports are of different contracts: a matrix shows one.
    case mixedContracts(byContract: [String: [String]])

    /// One line naming the files and the fix.
    package var description: String {
        switch self {
        case .report(let error):
            error.description
        case .tooFewReports(let need, let got):
            "needs at least \(need) JSON report\(need == 1 ? "" : "s"), got \(got) (write them with `run --format json --output FILE`)"
        case .mixedContracts(let byContract):
            "the reports are of different contracts ("
                + byContract.keys.sorted().map { "\($0): \(byContract[$0, default: []].joined(separator: ", "))" }
                    .joined(separator: "; ")
                + "): a matrix shows one contract; make one matrix per contract"
        }
    }
}
