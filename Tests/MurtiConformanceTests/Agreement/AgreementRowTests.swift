import Testing
@testable import MurtiConformance

@Suite("AgreementRow: what counts as a disagreement (CONTRACT §5 agreement)")
struct AgreementRowTests {
    static let acceptVerdict = SideVerdict.verdict(outcome: "accept", layer: nil, rule: nil, path: nil)
    static func reject(_ layer: Int, _ rule: String, _ path: String) -> SideVerdict {
        .verdict(outcome: "reject", layer: layer, rule: rule, path: path)
    }

    @Test("sides that agree have no difference", arguments: [
        [acceptVerdict, acceptVerdict, acceptVerdict],
        [reject(2, "maxLength", "/a"), reject(2, "maxLength", "/a"), reject(2, "maxLength", "/a")],
        // Two layer-1 rejections agree on the schema verdict; their decode rules are not compared.
        [reject(1, "decode.syntax", ""), reject(1, "decode.encoding", "")],
    ])
    func agreeing(_ verdicts: [SideVerdict]) {
        let row = AgreementRow(id: "x", expectedSchema: "reject", verdicts: verdicts)
        #expect(row.differences.isEmpty)
        #expect(!row.isDisagreement)
    }

    @Test("differences are named", arguments: [
        ([acceptVerdict, reject(2, "maxLength", "/a")], [AgreementRow.Difference.verdict]),
        ([reject(2, "maxLength", "/a"), reject(2, "maxItems", "/a")], [.keyword]),
        ([reject(2, "required", "/a"), reject(2, "required", "")], [.location]),
        ([reject(1, "decode.duplicateKey", "/a"), reject(2, "required", "/a")], [.keyword]),
        ([acceptVerdict, .failed("harness error (crash): exited 3")], [.noVerdict]),
        ([acceptVerdict, reject(2, "oneOf", ""), .failed("skipped: no")], [.verdict, .noVerdict]),
    ])
    func differing(_ verdicts: [SideVerdict], _ expected: [AgreementRow.Difference]) {
        let row = AgreementRow(id: "x", expectedSchema: "accept", verdicts: verdicts)
        #expect(row.differences == expected)
        #expect(row.isDisagreement)
    }

    @Test("an informational fixture's difference is listed, not counted")
    func informational() {
        let row = AgreementRow(id: "x", expectedSchema: "accept", informational: true,
                               verdicts: [Self.acceptVerdict, Self.reject(2, "pattern", "/a")])
        #expect(row.differences == [.verdict])
        #expect(!row.isDisagreement)
        let report = AgreementReport(sides: [], rows: [row])
        #expect(report.allAgree)
        #expect(report.informationalDifferences.map(\.id) == ["x"])
    }

    @Test("an answer becomes a side verdict; a rejection keeps keyword and location")
    func fromAnswer() {
        #expect(SideVerdict(answer: Answer(seq: 1, outcome: "reject", layer: 2, rule: "enum", path: "/t"))
            == Self.reject(2, "enum", "/t"))
        #expect(SideVerdict(answer: Answer(seq: 1, outcome: "accept", placeholders: ["/p"])) == Self.acceptVerdict)
        #expect(SideVerdict(answer: Answer(seq: 1, error: "boom")) == .failed("error: boom"))
        #expect(SideVerdict(answer: Answer(seq: 1, skipped: "later")) == .failed("skipped: later"))
    }
}
