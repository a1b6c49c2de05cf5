import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("Schema projection of a client's answer (docs/CONTRACT.md §5 v1.1)", .contracts)
struct SchemaProjectionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var answer: AnsweredVerdict
        var view: SchemaView
        var basis: ProjectionBasis
        var testDescription: String { answer.summary }
    }

    static func reject(_ layer: Int, _ rule: RuleID, _ path: String) -> AnsweredVerdict {
        AnsweredVerdict(outcome: .reject, layer: layer, rule: rule, path: path)
    }

    static let cases: [Case] = [
        // Rejections the schema makes too: layer 1, and layer 2 by a schema keyword.
        Case(answer: reject(1, "decode.syntax", ""), view: SchemaView(outcome: .reject, layer: 1, rule: "decode.syntax", path: ""),
             basis: .schemaRejection),
        Case(answer: reject(2, "maxLength", "/screen/root/props/value"),
             view: SchemaView(outcome: .reject, layer: 2, rule: "maxLength", path: "/screen/root/props/value"),
             basis: .schemaRejection),
        // Client-only rules: the schema does not state them, so it accepts.
        Case(answer: reject(2, "version.major", "/schemaVersion"), view: SchemaView(outcome: .accept),
             basis: .clientRule("version.major")),
        Case(answer: reject(2, "bounds.depth", "/screen/root"), view: SchemaView(outcome: .accept), basis: .clientRule("bounds.depth")),
        Case(answer: reject(2, "envelope.signature", "/signature"), view: SchemaView(outcome: .accept),
             basis: .clientRule("envelope.signature")),
        Case(answer: reject(3, "semantic.screen", "/screen/key"), view: SchemaView(outcome: .accept),
             basis: .clientRule("semantic.screen")),
        // An accept with a downgraded schema failure: the schema still rejects, at the warning.
        Case(answer: AnsweredVerdict(outcome: .accept, warnings: [RulePath(rule: "additionalProperties", path: "/screen/root")]),
             view: SchemaView(outcome: .reject, layer: 2, rule: "additionalProperties", path: "/screen/root"),
             basis: .downgradedWarning),
        // Placeholders are layer 4: the schema accepts.
        Case(answer: AnsweredVerdict(outcome: .accept, placeholders: ["/screen/root/children/0"]),
             view: SchemaView(outcome: .accept), basis: .acceptance),
    ]

    @Test("each answer projects as docs/CONTRACT.md §5 v1.1 says", arguments: cases)
    func projection(_ item: Case) {
        let (view, basis) = SchemaView.projecting(client: item.answer)
        #expect(view == item.view)
        #expect(basis == item.basis)
    }

    @Test("a JSON Schema engine's verdict is taken as given, with its schema location")
    func engine() {
        let answer = Answer(seq: 1, outcome: .reject, layer: 2, rule: "oneOf", path: "", schemaLocation: "#/oneOf")
        guard case .judged(let verdict) = SideVerdict(answer: answer, role: .schemaEngine) else {
            Issue.record("not judged")
            return
        }
        #expect(verdict.schema == SchemaView(outcome: .reject, layer: 2, rule: "oneOf", path: "", schemaLocation: "#/oneOf"))
        #expect(verdict.basis == .engine)
    }

    @Test("schemaLocation travels both ways on the wire (docs/PROTOCOL.md, Extensions)")
    func wire() throws {
        let line = Array(##"{"seq":4,"outcome":"reject","layer":2,"rule":"maxLength","path":"/v","schemaLocation":"#/$defs/value/maxLength"}"##.utf8)
        let answer = try ProtocolCodec.decodeAnswer(line, expectedSeq: 4)
        #expect(answer.schemaLocation == "#/$defs/value/maxLength")
        let encoded = ProtocolCodec.encode(answer)
        #expect(try ProtocolCodec.decodeAnswer(Array(encoded.prefix { $0 != 0x0A }), expectedSeq: 4) == answer)
    }

    @Test("no verdict: error, skip, missing outcome")
    func failures() {
        #expect(SideVerdict(answer: Answer(seq: 1, error: "boom"), role: .client) == .failed("error: boom"))
        #expect(SideVerdict(answer: Answer(seq: 1, skipped: "later"), role: .schemaEngine) == .failed("skipped: later"))
        #expect(SideVerdict(answer: Answer(seq: 1, steps: []), role: .client) == .failed("no verdict"))
    }
}
