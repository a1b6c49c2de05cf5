import MurtiProtocol

/// What one side was compared on, and what it was not (docs/CONTRACT.md §5 v1.1: fixtures a side does
/// not support are not disagreements, and are counted apart).
public struct SideTally: Sendable, Equatable {
    /// Fixtures compared with the expectation (agreeing, deviating or without a verdict).
    public var compared: Int
    /// Of those, the counted fixtures where the side deviates or gave no verdict.
    public var disagreeing: Int
    /// Fixtures outside what the side declares, by reason.
    public var unsupported: [Tally]
    /// Fixtures whose expected answer cannot show the schema verdict (clients), by reason.
    public var notComparable: [Tally]

    /// Total of ``unsupported``.
    public var unsupportedCount: Int { unsupported.reduce(0) { $0 + $1.count } }
    /// Total of ``notComparable``.
    public var notComparableCount: Int { notComparable.reduce(0) { $0 + $1.count } }
}

extension AgreementReport {
    /// Per side, in side order: what it was compared on and what was counted apart.
    public var tallies: [SideTally] {
        sides.indices.map { index in
            var compared = 0
            var disagreeing = 0
            var unsupported: [String] = []
            var notComparable: [String] = []
            for row in rows where index < row.comparisons.count {
                let comparison = row.comparisons[index]
                if comparison.isCompared { compared += 1 }
                if comparison.isDisagreeing, !row.informational { disagreeing += 1 }
                if case .apart(let gap) = comparison {
                    if gap.isUnsupported { unsupported.append(gap.summary) } else { notComparable.append(gap.summary) }
                }
            }
            return SideTally(compared: compared, disagreeing: disagreeing,
                             unsupported: Tally.count(unsupported), notComparable: Tally.count(notComparable))
        }
    }
}
