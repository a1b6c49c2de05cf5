/// One fixture seen by every side of an agreement run (CONTRACT §5 `agreement`).
public struct AgreementRow: Sendable, Equatable {
    /// Why the sides do not agree on a fixture.
    public enum Difference: String, Sendable, Equatable, CaseIterable {
        /// Two sides gave different verdicts (accept/reject).
        case verdict
        /// Two sides rejected by a schema keyword (or one by a keyword and one at layer 1)
        /// and named different rules.
        case keyword
        /// Two sides rejected by the same schema keyword at different instance locations.
        case location
        /// A side gave no verdict (error, skip, crash, timeout).
        case noVerdict
    }

    /// The fixture id.
    public var id: String
    /// The fixture's expected `schema` verdict (``Expectation/effectiveSchemaVerdict``).
    public var expectedSchema: String
    /// Whether the fixture is informational (listed, never counted).
    public var informational: Bool
    /// Each side's verdict, in the order of ``AgreementReport/sides``.
    public var verdicts: [SideVerdict]
    /// The differences found; empty when every side agrees.
    public var differences: [Difference]

    /// Joins `verdicts` for one fixture and finds their differences.
    public init(id: String, expectedSchema: String, informational: Bool = false, verdicts: [SideVerdict]) {
        self.id = id
        self.expectedSchema = expectedSchema
        self.informational = informational
        self.verdicts = verdicts
        self.differences = Self.differences(among: verdicts)
    }

    /// `true` when the sides disagree on a counted fixture.
    public var isDisagreement: Bool { !differences.isEmpty && !informational }

    /// Differences among `verdicts`, in ``Difference`` order.
    static func differences(among verdicts: [SideVerdict]) -> [Difference] {
        var found: Set<Difference> = []
        if verdicts.contains(where: { $0.outcome == nil }) { found.insert(.noVerdict) }
        if Set(verdicts.compactMap(\.outcome)).count > 1 { found.insert(.verdict) }
        // Keyword and location are compared among rejections where at least one side names a
        // schema keyword; two layer-1 rejections never differ here (their schema verdict agrees).
        let rejections = verdicts.filter { $0.rejection != nil }
        if rejections.contains(where: \.isSchemaKeywordRejection) {
            let rules = Set(rejections.map { "\($0.rejection?.layer ?? 0) \($0.rejection?.rule ?? "")" })
            if rules.count > 1 {
                found.insert(.keyword)
            } else if Set(rejections.map { $0.rejection?.path ?? "" }).count > 1 {
                found.insert(.location)
            }
        }
        return Difference.allCases.filter(found.contains)
    }
}
