import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("Disagreements grouped by signature (docs/CONTRACT.md §5 v1.1)", .contracts)
struct DisagreementGroupTests {
    static func side(_ name: String, client: Bool = false, schema: AgreementSide.SchemaSource? = nil) -> AgreementReport.Side {
        AgreementReport.Side(
            name: name, command: [name],
            implementation: ImplementationInfo(name: name, version: "1", language: "Test", layers: [1, 2, 3, 4], schemaOnly: !client),
            schema: schema)
    }

    static let reference = side("reference", schema: .builtIn("the mirror"))
    static let engineA = side("engine-a", schema: .file("team.schema.json"))
    static let engineB = side("engine-b", schema: .file("team.schema.json"))
    static let client = side("client", client: true)

    static func engine(_ outcome: Outcome, _ rule: RuleID? = nil, _ path: String? = nil, at location: String? = nil) -> SideVerdict {
        AgreementRowTests.engine(outcome, outcome == .reject ? 2 : nil, rule, path, at: location)
    }

    static func clientAnswer(_ answered: AnsweredVerdict) -> SideVerdict {
        let (view, basis) = SchemaView.projecting(client: answered)
        return .judged(.init(answered: answered, schema: view, basis: basis))
    }

    static func rejecting(_ keyword: RuleID, _ path: String) -> ExpectedSchemaView {
        ExpectedSchemaView(outcome: .reject, rejection: .init(layer: 2, keyword: keyword, path: path))
    }

    /// A client that ignores unknown keys, on unknown keys at two places of the schema.
    static let unknownKeys: AgreementReport = {
        let rows = [("node", "/screen/root"), ("action", "/screen/root/action"), ("node", "/screen/root/children/0")]
            .enumerated().map { index, place in
                AgreementRow(
                    id: "invalid/schema/\(place.0)/extra-key-\(index).json", expected: rejecting("additionalProperties", place.1),
                    verdicts: [
                        engine(.reject, "additionalProperties", place.1),
                        engine(.reject, "additionalProperties", place.1, at: "#/$defs/\(place.0)/additionalProperties"),
                        engine(.reject, "additionalProperties", place.1, at: "#/$defs/\(place.0)/additionalProperties"),
                        clientAnswer(AnsweredVerdict(outcome: .accept)),
                    ])
            }
        let agreeing = AgreementRow(id: "valid/a.json", expected: ExpectedSchemaView(outcome: .accept),
                                    verdicts: [engine(.accept), engine(.accept), engine(.accept), clientAnswer(AnsweredVerdict(outcome: .accept))])
        return AgreementReport(sides: [reference, engineA, engineB, client], rows: rows + [agreeing])
    }()

    @Test("a client's accepts of unknown keys at several schema locations are one group that names the client")
    func clientGroup() throws {
        let groups = Self.unknownKeys.groups
        try #require(groups.count == 1)
        let group = groups[0]
        #expect(group.signature == DisagreementSignature(
            kind: .verdict, deviating: ["client"], keyword: "additionalProperties", schemaLocation: nil))
        #expect(group.fixtures.count == 3)
        #expect(group.lookAt == [.client(side: "client")])
        #expect(group.schemaLocations == [Tally(name: "#/$defs/node/additionalProperties", count: 2),
                                          Tally(name: "#/$defs/action/additionalProperties", count: 1)])
        #expect(group.cause == nil)
    }

    /// Engines whose schema's root is a bare oneOf, over three keyword faults.
    static let bareOneOf: AgreementReport = {
        let faults: [(RuleID, String)] = [("pattern", "/screen/root/action/link"), ("required", "/screen/root/children/0"), ("additionalProperties", "/screen")]
        let rows = faults.enumerated().map { index, fault in
            AgreementRow(id: "invalid/schema/fault-\(index).json", expected: rejecting(fault.0, fault.1), verdicts: [
                engine(.reject, fault.0, fault.1),
                engine(.reject, "oneOf", "", at: "#/oneOf"),
                engine(.reject, "oneOf", "", at: "#/oneOf"),
            ])
        }
        return AgreementReport(sides: [reference, engineA, engineB], rows: rows)
    }()

    @Test("every failure reported as oneOf at \"\" by a bare root oneOf is one explained group")
    func bareRootOneOf() throws {
        let groups = Self.bareOneOf.groups
        try #require(groups.count == 1)
        let group = groups[0]
        #expect(group.signature == DisagreementSignature(
            kind: .keywordOrLocation, deviating: ["engine-a", "engine-b"], keyword: "oneOf", schemaLocation: "#/oneOf"))
        #expect(group.cause == .combinatorHidesKeyword(keyword: "oneOf", schemaLocation: "#/oneOf", atRoot: true))
        #expect(group.cause?.explanation.contains("the schema's root is a bare oneOf") == true)
        #expect(group.lookAt == [.schemaFile(path: "team.schema.json", schemaLocation: "#/oneOf")])
        #expect(Set(group.expectedKeywords.map(\.name)) == ["pattern", "required", "additionalProperties"])
    }

    @Test("verdict differences come before keyword/location differences, larger groups first")
    func order() {
        var report = Self.bareOneOf
        let drift = AgreementRow(id: "valid/long.json", expected: ExpectedSchemaView(outcome: .accept), verdicts: [
            Self.engine(.accept),
            Self.engine(.reject, "maxLength", "/screen/root/props/value", at: "#/$defs/value/maxLength"),
            Self.engine(.reject, "maxLength", "/screen/root/props/value", at: "#/$defs/value/maxLength"),
        ])
        report.rows.append(drift)
        let groups = report.groups
        #expect(groups.map(\.signature.kind) == [.verdict, .keywordOrLocation])
        #expect(groups[0].signature == DisagreementSignature(
            kind: .verdict, deviating: ["engine-a", "engine-b"], keyword: "maxLength", schemaLocation: "#/$defs/value/maxLength"))
        #expect(groups[0].lookAt == [.schemaFile(path: "team.schema.json", schemaLocation: "#/$defs/value/maxLength")])
    }

    @Test("when every compared side deviates alike, the expectation is where to look; no verdict points at diagnostics")
    func expectationAndDiagnostics() {
        let wrong = AgreementRow(id: "valid/x.json", expected: ExpectedSchemaView(outcome: .accept), verdicts: [
            Self.engine(.reject, "pattern", "/k"), Self.engine(.reject, "pattern", "/k"), Self.engine(.reject, "pattern", "/k"),
        ])
        let crashed = AgreementRow(id: "valid/y.json", expected: ExpectedSchemaView(outcome: .accept), verdicts: [
            Self.engine(.accept), .failed("harness error (crash): exited 3"), Self.engine(.accept),
        ])
        let groups = AgreementReport(sides: [Self.reference, Self.engineA, Self.engineB], rows: [crashed, wrong]).groups
        #expect(groups.map(\.signature.kind) == [.verdict, .noVerdict])
        #expect(groups[0].lookAt == [.expectation])
        #expect(groups[1].lookAt == [.diagnostics(sides: ["engine-a"])])
    }

    @Test("the reference deviating alone points at its built-in rules")
    func builtIn() {
        let row = AgreementRow(id: "invalid/a.json", expected: Self.rejecting("enum", "/t"), verdicts: [
            Self.engine(.reject, "type", "/t"), Self.engine(.reject, "enum", "/t", at: "#/$defs/action/properties/type/enum"),
            Self.engine(.reject, "enum", "/t", at: "#/$defs/action/properties/type/enum"),
        ])
        let group = AgreementReport(sides: [Self.reference, Self.engineA, Self.engineB], rows: [row]).groups.first
        #expect(group?.signature.deviating == ["reference"])
        #expect(group?.lookAt == [.builtInRules(side: "reference", description: "the mirror")])
    }

    /// engine-a drifted on a maxLength bound while engine-b crashed on the same fixture.
    static let driftAndCrash = AgreementReport(sides: [reference, engineA, engineB], rows: [
        AgreementRow(id: "invalid/schema/value/string-4097.json", expected: rejecting("maxLength", "/screen/root/props/v"), verdicts: [
            engine(.reject, "maxLength", "/screen/root/props/v"),
            engine(.accept),
            .failed("harness error (crash): the implementation ended (exit status 1) while this case was in flight",
                    stderr: "Traceback (most recent call last):\n  File \"adapter.py\", line 40\nRecursionError: maximum recursion depth exceeded"),
        ]),
    ])

    @Test("a side without a verdict is a group of its own even when another side deviates on the same fixture, with its stderr")
    func noVerdictBesideDeviation() throws {
        let report = Self.driftAndCrash
        let groups = report.groups
        #expect(groups.map(\.signature.kind) == [.verdict, .noVerdict])
        #expect(groups[0].signature.deviating == ["engine-a"])
        #expect(groups[1].signature.deviating == ["engine-b"])
        #expect(groups[1].fixtures == ["invalid/schema/value/string-4097.json"])
        #expect(report.noVerdictBesideDeviation.count == 1)
        let text = report.rendered(as: .text)
        #expect(text.contains("group 2 of 2: no verdict, 1 fixture: engine-b (schema-only) gave no verdict"), "\(text)")
        #expect(text.contains("stderr: RecursionError: maximum recursion depth exceeded"), "\(text)")
        #expect(report.rendered(as: .markdown).contains("stderr of engine-b:"))
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(report.rendered(as: .json).utf8))
        #expect(json["counts"]?["noVerdictBesideDeviation"] == .number(1))
        guard case .array(let rows)? = json["disagreements"] else { throw Failure.notAnArray }
        #expect(rows.first?["verdicts"]?["engine-b"]?["stderr"]?.stringValue?.contains("RecursionError") == true)
    }

    enum Failure: Error { case notAnArray }

    @Test("the wording says the expectation for the verdict asked for and the schema file for where to look; layer-1 rules are rules")
    func wording() {
        let text = Self.driftAndCrash.rendered(as: .text)
        #expect(text.contains("  what: accepts what the expectation rejects (schema verdict reject, by keyword maxLength)"), "\(text)")
        #expect(text.contains("  where to look: the schema file team.schema.json"), "\(text)")
        #expect(!text.contains("what the schema rejects"))
        let layer1 = AgreementRow(
            id: "invalid/decode/bom.json", expected: ExpectedSchemaView(outcome: .reject, rejection: .init(layer: 1, keyword: nil, path: nil)),
            verdicts: [AgreementRowTests.engine(.reject, 1, "decode.encoding", ""), Self.engine(.accept), Self.engine(.accept)])
        let decoded = AgreementReport(sides: [Self.reference, Self.engineA, Self.engineB], rows: [layer1]).rendered(as: .text)
        #expect(decoded.contains("deviate; rule decode.encoding (layer 1)"), "\(decoded)")
        #expect(decoded.contains("what: accept what the expectation rejects (schema verdict reject, by rule decode.encoding (layer 1))"))
        let named = AgreementRow(
            id: "invalid/decode/nul.json", expected: ExpectedSchemaView(outcome: .reject, rejection: .init(layer: 1, keyword: nil, path: nil)),
            verdicts: [AgreementRowTests.engine(.reject, 1, "decode.syntax", ""), Self.engine(.reject, "type", ""), Self.engine(.reject, "type", "")])
        let keyword = AgreementReport(sides: [Self.reference, Self.engineA, Self.engineB], rows: [named]).rendered(as: .text)
        #expect(keyword.contains("what: reject as expected, but with keyword type where the expectation rejects at layer 1 (any decode.* rule)"),
                "\(keyword)")
    }
}
