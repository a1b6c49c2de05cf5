import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("AgreementRow: each side against the fixture's expectation (docs/CONTRACT.md §5 v1.1)", .contracts)
struct AgreementRowTests {
    static func engine(_ outcome: Outcome, _ layer: Int? = nil, _ rule: RuleID? = nil, _ path: String? = nil,
                       at location: String? = nil) -> SideVerdict {
        let answered = AnsweredVerdict(outcome: outcome, layer: layer, rule: rule, path: path)
        return .judged(.init(answered: answered, schema: SchemaView(engine: answered, schemaLocation: location), basis: .engine))
    }

    static let maxLengthAtA = ExpectedSchemaView(outcome: .reject, rejection: .init(layer: 2, keyword: "maxLength", path: "/a"))
    static let layerOne = ExpectedSchemaView(outcome: .reject, rejection: .init(layer: 1, keyword: nil, path: nil))
    static let accept = ExpectedSchemaView(outcome: .accept)

    @Test("sides that give the expected verdict, keyword and location agree", arguments: [
        (maxLengthAtA, [engine(.reject, 2, "maxLength", "/a"), engine(.reject, 2, "maxLength", "/a", at: "#/$defs/value/maxLength")]),
        // Any layer-1 rule matches a decode expectation.
        (layerOne, [engine(.reject, 1, "decode.syntax", ""), engine(.reject, 1, "decode.encoding", "")]),
        (accept, [engine(.accept), engine(.accept)]),
        // Where the entry states no keyword, only the verdict is compared.
        (ExpectedSchemaView(outcome: .reject), [engine(.reject, 2, "oneOf", ""), engine(.reject, 2, "required", "/x")]),
    ])
    func agreeing(_ expected: ExpectedSchemaView, _ verdicts: [SideVerdict]) {
        let row = AgreementRow(id: "x", expected: expected, verdicts: verdicts)
        #expect(row.comparisons.allSatisfy { $0 == .agrees })
        #expect(row.differences.isEmpty)
        #expect(!row.isDisagreement)
    }

    @Test("each deviation is named on the side that deviates", arguments: [
        (engine(.accept), SideComparison.deviates(.verdict), AgreementRow.Difference.verdict),
        (engine(.reject, 2, "maxItems", "/a"), .deviates(.keyword), .keyword),
        (engine(.reject, 1, "decode.syntax", ""), .deviates(.keyword), .keyword),
        (engine(.reject, 2, "maxLength", "/b"), .deviates(.location), .location),
        (SideVerdict.failed("harness error (crash): exited 3"), .noVerdict("harness error (crash): exited 3"), .noVerdict),
    ])
    func deviating(_ verdict: SideVerdict, _ comparison: SideComparison, _ difference: AgreementRow.Difference) {
        let row = AgreementRow(id: "x", expected: Self.maxLengthAtA, verdicts: [Self.engine(.reject, 2, "maxLength", "/a"), verdict])
        #expect(row.comparisons == [.agrees, comparison])
        #expect(row.differences == [difference])
        #expect(row.isDisagreement)
    }

    @Test("a side counted apart is not a disagreement")
    func apart() {
        let row = AgreementRow(id: "x", expected: Self.maxLengthAtA,
                               verdicts: [Self.engine(.reject, 2, "maxLength", "/a"), .apart(.capabilities(["envelope"]))])
        #expect(row.comparisons[1] == .apart(.capabilities(["envelope"])))
        #expect(!row.comparisons[1].isCompared)
        #expect(!row.isDisagreement)
    }

    @Test("an informational fixture's deviation is listed, not counted")
    func informational() {
        let row = AgreementRow(id: "x", expected: Self.accept, informational: true,
                               verdicts: [Self.engine(.accept), Self.engine(.reject, 2, "pattern", "/a")])
        #expect(row.differences == [.verdict])
        #expect(!row.isDisagreement)
        let report = AgreementReport(sides: [], rows: [row])
        #expect(report.allAgree)
        #expect(report.informationalDifferences.map(\.id) == ["x"])
    }
}
