import Testing
@testable import MurtiValidator

/// The three entry points side by side (docs/CONTRACT.md §1 Order, §2 `schema`; docs/DECISIONS.md 15).
@Suite("Validator API")
struct ValidatorAPITests {
    typealias D = TestDocuments

    @Test("layer 1 faults are one violation in every mode")
    func layerOne() {
        let bytes = D.bytes(#"{"schemaVersion":"1.0",}"#)
        let verdict = D.validator.validate(bytes)
        #expect(verdict.layer == 1)
        #expect(verdict.rule == "decode.syntax")
        #expect(verdict.path == "")
        #expect(D.validator.violations(in: bytes).map(\.rule) == ["decode.syntax"])
        #expect(D.validator.schemaVerdict(bytes).rule == "decode.syntax")
        #expect(D.validator.validate(D.bytes("[]")).rule == "decode.notObject")
    }

    @Test("the profile's size limit applies before parsing")
    func sizeLimit() {
        var profile = D.profile
        profile.bounds.maxDocumentBytes = 10
        let verdict = Validator(profile: profile).validate(D.bytes(D.payload(root: #"{"type":"text"}"#)))
        #expect(verdict.rule == "decode.size")
    }

    @Test("violations(in:) lists every layer-2 and layer-3 fault, layer by layer")
    func everyViolation() {
        var profile = D.profile
        profile.bounds.maxNodes = 2
        let children = [#"{"type":"text","id":1}"#, #"{"type":"button","action":{"type":"navigate","screen":"ghost"}}"#,
            #"{"type":"text","props":{"v":"{{user.email}}","w":\#(D.quoted("x", times: 4097))}}"#]
        let all = Validator(profile: profile).violations(in: D.bytes(D.payload(children: children)))
        #expect(all.map(\.rule) == ["type", "maxLength", "bounds.nodes", "semantic.screen", "semantic.dataKey"])
        #expect(all.map(\.layer) == [2, 2, 2, 3, 3])
        #expect(all.map(\.path) == [
            "/screen/root/children/0/id", "/screen/root/children/2/props/w", "/screen/root/children/1",
            "/screen/root/children/1/action/screen", "/screen/root/children/2/props/v",
        ])
    }

    @Test("schema-only mode ignores everything that is not a schema keyword")
    func schemaOnly() {
        let clientOnly = [
            D.payload(root: #"{"type":"text"}"#, version: #""7.0""#),
            D.payload(root: #"{"type":"text"}"#, key: #""ghost""#),
            D.payload(children: [#"{"type":"lottie"}"#]),
            BoundsTests.nested(depth: 40),
        ]
        for json in clientOnly {
            #expect(D.validator.schemaVerdict(D.bytes(json)) == Verdict(outcome: .accept))
            #expect(D.validator.validate(D.bytes(json)) != Verdict(outcome: .accept))
        }
    }

    @Test("a reject carries a message; an accept carries none")
    func messages() {
        let verdict = D.validator.validate(D.bytes(D.payload(root: #"{"type":"text","x":1}"#)))
        #expect(verdict.message?.contains("\"x\"") == true)
        #expect(D.validator.validate(D.bytes(D.payload(root: #"{"type":"text"}"#))).message == nil)
    }
}
