import MurtiConformance
import MurtiProtocol

/// How one side's verdict on one fixture compares with the fixture's expectation
/// (``ExpectedSchemaView``; docs/CONTRACT.md §5 v1.1).
package enum SideComparison: Sendable, Equatable {
    /// The side gives the expected schema verdict (and the stated keyword and location).
    case agrees
    /// The side deviates from the expectation.
    case deviates(Deviation)
    /// The side gave no verdict (error, skip, crash, timeout).
    case noVerdict(String)
    /// Counted apart (``ApartReason``).
    case apart(ApartReason)

    /// How a side's schema view differs from the expectation.
    package enum Deviation: String, Sendable, Equatable, Hashable, CaseIterable {
        /// Accept where the schema verdict is reject, or the other way round.
        case verdict
        /// The same rejection named by another rule: another keyword, or layer 1 against a keyword.
        case keyword
        /// The same keyword at another instance location.
        case location
    }

    /// The deviation, or `nil`.
    package var deviation: Deviation? {
        if case .deviates(let deviation) = self { return deviation }
        return nil
    }

    /// `true` for a side that took part in the comparison (agreed, deviated or gave no verdict).
    package var isCompared: Bool {
        switch self {
        case .agrees, .deviates, .noVerdict: true
        case .apart: false
        }
    }

    /// `true` for a deviation or a missing verdict: what makes a row a disagreement.
    package var isDisagreeing: Bool {
        switch self {
        case .deviates, .noVerdict: true
        case .agrees, .apart: false
        }
    }
}
