import MurtiConformance
import MurtiProtocol

/// One fixture seen by every side of an agreement run, each side compared with the fixture's
/// expectation (docs/CONTRACT.md §5 v1.1 `agreement`).
package struct AgreementRow: Sendable, Equatable {
    /// Why the sides do not agree on a fixture.
    package enum Difference: String, Sendable, Equatable, CaseIterable {
        /// A side's verdict (accept/reject) is not the fixture's schema verdict.
        case verdict
        /// A side rejects by another rule than the expected one (another keyword, or layer 1
        /// against a keyword).
        case keyword
        /// A side rejects by the expected keyword at another instance location.
        case location
        /// A side gave no verdict (error, skip, crash, timeout).
        case noVerdict
    }

    /// The fixture id.
    package var id: String
    /// What the fixture's expectation asks of every side.
    package var expected: ExpectedSchemaView
    /// Whether the fixture is informational (listed, never counted).
    package var informational: Bool
    /// Each side's verdict, in the order of ``AgreementReport/sides``.
    package var verdicts: [SideVerdict]
    /// Each side's comparison with the expectation, in the same order.
    package var comparisons: [SideComparison]
    /// The differences found; empty when every compared side agrees.
    package var differences: [Difference]

    /// Joins `verdicts` for one fixture and compares each with `expected`.
    package init(id: String, expected: ExpectedSchemaView, informational: Bool = false, verdicts: [SideVerdict]) {
        self.id = id
        self.expected = expected
        self.informational = informational
        self.verdicts = verdicts
        comparisons = Self.compare(verdicts, expected: expected)
        var found: Set<Difference> = []
        for comparison in comparisons {
            switch comparison {
            case .deviates(.verdict): found.insert(.verdict)
            case .deviates(.keyword): found.insert(.keyword)
            case .deviates(.location): found.insert(.location)
            case .noVerdict: found.insert(.noVerdict)
            case .agrees, .apart: break
            }
        }
        differences = Difference.allCases.filter(found.contains)
    }

    /// The fixture's expected schema verdict, `accept` or `reject`.
    package var expectedSchema: String { expected.outcome.rawValue }

    /// `true` when some compared side deviates or gave no verdict on a counted fixture.
    package var isDisagreement: Bool { !differences.isEmpty && !informational }

    /// Indices of the sides whose comparison satisfies `predicate`.
    func sides(where predicate: (SideComparison) -> Bool) -> [Int] {
        comparisons.indices.filter { predicate(comparisons[$0]) }
    }

    /// Each verdict compared with the expectation: the verdict for every side, and a
    /// rejection's keyword and location where the entry states them (docs/AGREEMENT.md).
    static func compare(_ verdicts: [SideVerdict], expected: ExpectedSchemaView) -> [SideComparison] {
        verdicts.map { verdict in
            switch verdict {
            case .failed(let reason, _): return .noVerdict(reason)
            case .apart(let gap): return .apart(gap)
            case .judged(let judged):
                let view = judged.schema
                if view.outcome != expected.outcome { return .deviates(.verdict) }
                guard view.outcome == .reject, let rejection = expected.rejection else { return .agrees }
                return compare(view, with: rejection)
            }
        }
    }

    /// A rejection against the expected one: layer 1 matches any layer-1 rule.
    static func compare(_ view: SchemaView, with expected: ExpectedSchemaView.Rejection) -> SideComparison {
        if expected.layer == 1 { return view.layer == 1 ? .agrees : .deviates(.keyword) }
        if view.layer != expected.layer || view.rule != expected.keyword { return .deviates(.keyword) }
        if let path = expected.path, view.path != path { return .deviates(.location) }
        return .agrees
    }
}
