import MurtiConformance
import MurtiProtocol

/// What one side was compared on, and what it was not (docs/CONTRACT.md §5 v1.1: fixtures a side does
/// not support are not disagreements, and are counted apart).
package struct SideTally: Sendable, Equatable {
    /// Fixtures compared with the expectation (agreeing, deviating or without a verdict).
    package var compared: Int
    /// Of those, the counted fixtures where the side deviates or gave no verdict.
    package var disagreeing: Int
    /// Fixtures outside what the side declares, by reason.
    package var unsupported: [Tally]
    /// Fixtures whose expected answer cannot show the schema verdict (clients), by reason.
    package var notComparable: [Tally]

    /// Total of ``unsupported``.
    package var unsupportedCount: Int { unsupported.reduce(0) { $0 + $1.count } }
    /// Total of ``notComparable``.
    package var notComparableCount: Int { notComparable.reduce(0) { $0 + $1.count } }
}

extension AgreementReport {
    /// Per side, in side order: what it was compared on and what was counted apart.
    package var tallies: [SideTally] {
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
