import Foundation
import Testing
@testable import MurtiProtocol

@Suite("Protocol codec: request lines, answer lines, start answers (docs/CONTRACT.md §3)")
struct ProtocolCodecTests {
    static let profile = JSONValue.object([
        "schemaVersion": .string("1.0"),
        "components": .array([.string("text"), .string("ext.lottie")]),
        "bounds": .object(["maxDepth": .number(32), "ratio": .number(0.25), "maxNodes": .number(5000)]),
        "flags": .array([.bool(true), .bool(false), .null]),
    ])

    static let requests: [ValidateRequest] = [
        ValidateRequest(seq: 7, id: "invalid/schema/node-missing-type.json", document: Data("{}".utf8), profile: profile),
        ValidateRequest(seq: 0, id: "", document: Data(), profile: .object([:])),
        ValidateRequest(
            seq: -3, id: "quote \" backslash \\ tab \t nul \u{0} é 😀 \u{2028}",
            document: Data((0...255).map { UInt8($0) }), profile: profile),
        ValidateRequest(
            seq: 9_007_199_254_740_991, id: "manifest/rollback.json", document: Data(), profile: profile,
            kind: .manifestSequence, documents: [Data("one".utf8), Data(), Data([0xFF, 0xFE])]),
    ]

    @Test("a validate request survives encode → server decode", arguments: requests)
    func requestRoundTrip(request: ValidateRequest) throws {
        let line = ProtocolCodec.encode(request)
        #expect(line.last == 0x0A)
        #expect(line.dropLast().contains(0x0A) == false)
        #expect(try ProtocolCodec.decodeRequest(Array(line.dropLast())) == .validate(request))
    }

    @Test("a request line is plain JSON any parser reads, with the document in standard base64", arguments: requests)
    func requestReadableByFoundation(request: ValidateRequest) throws {
        let line = ProtocolCodec.encode(request)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
        #expect(object["cmd"] as? String == "validate")
        #expect((object["seq"] as? NSNumber)?.intValue == request.seq)
        #expect(object["id"] as? String == request.id)
        #expect(object["document"] as? String == request.document.base64EncodedString())
        #expect((object["documents"] as? [String]) == request.documents?.map { $0.base64EncodedString() })
        #expect(object["kind"] as? String == request.kind?.rawValue)
        let profile = try JSONDecoder().decode(JSONValue.self, from: JSONSerialization.data(withJSONObject: object["profile"] ?? [:]))
        #expect(profile == request.profile)
    }

    @Test("start and stop lines are the contract's")
    func startAndStop() throws {
        #expect(String(decoding: ProtocolCodec.encode(Request.start(protocol: 1)), as: UTF8.self) == "{\"cmd\":\"start\",\"protocol\":1}\n")
        #expect(String(decoding: ProtocolCodec.encode(Request.stop), as: UTF8.self) == "{\"cmd\":\"stop\"}\n")
        #expect(try ProtocolCodec.decodeRequest(Array("{\"cmd\":\"start\",\"protocol\":1}".utf8)) == .start(protocol: 1))
        #expect(try ProtocolCodec.decodeRequest(Array("{\"cmd\":\"stop\"}".utf8)) == .stop)
    }

    static let answers: [Answer] = [
        Answer(seq: 7, outcome: .reject, layer: 2, rule: "required", path: "/screen/root/children/0", message: "no \"type\""),
        Answer(seq: 8, outcome: .accept, placeholders: ["/screen/root/children/0"],
               warnings: [RulePath(rule: "additionalProperties", path: "/screen/root")]),
        Answer(seq: 9, outcome: .accept, placeholders: [], warnings: []),
        Answer(seq: 10, skipped: "envelope not supported"),
        Answer(seq: 11, error: "internal: ☃"),
        Answer(seq: 12, steps: [Answer(seq: 12, outcome: .accept),
                                Answer(seq: 12, outcome: .reject, layer: 3, rule: "manifest.rollback", path: "")]),
        Answer(seq: 13, outcome: .reject, layer: 1, rule: "decode.syntax", path: "",
               violations: [AnswerViolation(layer: 1, rule: "decode.syntax", path: "", message: "byte 3"),
                            AnswerViolation(layer: 2, rule: "type", path: "/a")]),
    ]

    @Test("an answer survives server encode → runner decode", arguments: answers)
    func answerRoundTrip(answer: Answer) throws {
        let line = ProtocolCodec.encode(answer)
        #expect(line.last == 0x0A)
        #expect(try ProtocolCodec.decodeAnswer(Array(line.dropLast()), expectedSeq: answer.seq) == answer)
    }

    @Test("answers written by other encoders decode: escapes, nulls, unknown members, whitespace")
    func foreignAnswers() throws {
        let line = #" { "seq" : 7 , "outcome":"accept","layer":null,"message":"a\"b\\c\u00e9\ud83d\ude00\n\/","extra":{"x":[1,2.5e3,true]} } "#
        let answer = try ProtocolCodec.decodeAnswer(Array(line.utf8), expectedSeq: 7)
        #expect(answer == Answer(seq: 7, outcome: .accept, message: "a\"b\\cé😀\n/"))
    }

    /// A compact name for the error, to compare against the expected refusal.
    static func name(_ error: ProtocolError) -> String {
        switch error {
        case .notJSON: return "notJSON"
        case .notObject: return "notObject"
        case .missingField(let field): return "missing \(field)"
        case .wrongType(let field, _, _): return "type \(field)"
        case .unknownValue(let field, _): return "value \(field)"
        case .noVerdict: return "noVerdict"
        case .wrongSeq(let expected, let got): return "seq \(expected) \(got.map(String.init) ?? "nil")"
        case .protocolMismatch(let got): return "protocol \(got)"
        case .unsupportedKind(_, let kind): return "kind \(kind)"
        }
    }

    @Test("answers outside the contract are refused with a typed error", arguments: [
        (#"{"seq":7,"outcome":"maybe"}"#, "value outcome"),
        (#"{"seq":7,"outcome":"reject","layer":5,"rule":"x"}"#, "value layer"),
        (#"{"seq":7,"outcome":"reject","layer":0}"#, "value layer"),
        (#"{"seq":7}"#, "noVerdict"),
        (#"{"seq":7,"message":"thinking"}"#, "noVerdict"),
        (#"{"seq":"7","outcome":"accept"}"#, "type seq"),
        (#"{"seq":7.5,"outcome":"accept"}"#, "type seq"),
        (#"{"seq":7,"outcome":true}"#, "type outcome"),
        (#"{"seq":7,"outcome":"reject","layer":"2"}"#, "type layer"),
        (#"{"seq":7,"outcome":"reject","layer":true}"#, "type layer"),
        (#"{"seq":7,"outcome":"reject","layer":2.5}"#, "type layer"),
        (#"{"seq":7,"outcome":"reject","rule":2}"#, "type rule"),
        (#"{"seq":7,"outcome":"accept","placeholders":"/a"}"#, "type placeholders"),
        (#"{"seq":7,"outcome":"accept","placeholders":[1]}"#, "type placeholders[0]"),
        (#"{"seq":7,"outcome":"accept","warnings":[{"rule":"x"}]}"#, "missing warnings[0].path"),
        (#"{"seq":7,"outcome":"accept","error":"also"}"#, "value outcome"),
        (#"{"seq":7,"steps":[{"outcome":"later"}]}"#, "value steps[0].outcome"),
        (#"{"seq":7,"steps":[{"steps":[]}]}"#, "value steps[0].steps"),
        (#"{"seq":8,"outcome":"accept"}"#, "seq 7 8"),
        (#"{"outcome":"accept"}"#, "seq 7 nil"),
        (#"{"seq":8,"outcome":"maybe"}"#, "seq 7 8"),
        ("validating... please wait", "notJSON"),
        ("", "notJSON"),
        (#"[{"seq":7}]"#, "notObject"),
        (#""seq""#, "notObject"),
        (#"{"seq":7,"outcome":"accept","outcome":"reject"}"#, "notJSON"),
        (#"{"seq":7,"outcome":"accept",}"#, "notJSON"),
        (#"{"seq":07,"outcome":"accept"}"#, "notJSON"),
        (#"{"seq":7,"outcome":"accept"} {"#, "notJSON"),
        (#"{"seq":7,"outcome":"accept","message":"\ud800"}"#, "notJSON"),
        ("{\"seq\":7,\"outcome\":\"accept\",\"message\":\"tab\traw\"}", "notJSON"),
        (#"{"seq":1e400,"outcome":"accept"}"#, "notJSON"),
        (#"{"seq":NaN,"outcome":"accept"}"#, "notJSON"),
    ])
    func refusedAnswers(line: String, expected: String) {
        do {
            let answer = try ProtocolCodec.decodeAnswer(Array(line.utf8), expectedSeq: 7)
            Issue.record("accepted \(line) as \(answer)")
        } catch {
            #expect(Self.name(error) == expected)
        }
    }

    @Test("invalid UTF-8 and hostile nesting in an answer are refused, not crashed on")
    func hostileBytes() {
        var invalid = Array(#"{"seq":7,"outcome":"accept","message":""#.utf8)
        invalid += [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: ProtocolError.self) { try ProtocolCodec.decodeAnswer(invalid) }
        let deep = #"{"seq":7,"outcome":"accept","x":"# + String(repeating: "[", count: 100_000)
        #expect(throws: ProtocolError.self) { try ProtocolCodec.decodeAnswer(Array(deep.utf8)) }
    }

    @Test("a start answer gives the implementation description; defaults fill optional members")
    func startAnswer() throws {
        let full = ImplementationInfo(
            name: "murti-kotlin", version: "0.3.0", language: "Kotlin", homepage: "https://example.invalid",
            layers: [1, 2], schemaOnly: true, capabilities: ["envelope"])
        #expect(try ProtocolCodec.decodeStartAnswer(Array(ProtocolCodec.encode(full).dropLast())) == full)
        let minimal = #"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go"}}"#
        #expect(try ProtocolCodec.decodeStartAnswer(Array(minimal.utf8)) == ImplementationInfo(
            name: "n", version: "v", language: "Go", homepage: nil, layers: [1, 2, 3, 4], schemaOnly: false, capabilities: []))
        // A JSON Schema engine performs no client layer; its scope is the schema verdicts.
        let engine = #"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go","layers":[],"schemaOnly":true}}"#
        #expect(try ProtocolCodec.decodeStartAnswer(Array(engine.utf8)).layers == [])
        let flowUI = #"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go","layers":[],"contracts":["flow-ui"]}}"#
        #expect(try ProtocolCodec.decodeStartAnswer(Array(flowUI.utf8)).layers == [])
    }

    @Test("start answers outside the contract are refused", arguments: [
        (#"{"protocol":2,"implementation":{"name":"n","version":"v","language":"Go"}}"#, "protocol 2"),
        (#"{"protocol":0}"#, "protocol 0"),
        (#"{"implementation":{"name":"n","version":"v","language":"Go"}}"#, "missing protocol"),
        (#"{"protocol":1}"#, "missing implementation"),
        (#"{"protocol":1,"implementation":{"version":"v","language":"Go"}}"#, "missing implementation.name"),
        (#"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go","layers":[5]}}"#, "value implementation.layers[0]"),
        (#"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go","schemaOnly":"no"}}"#, "type implementation.schemaOnly"),
        // docs/CONTRACT.md §3 v1.1: a client's scope is a non-empty set of layers.
        (#"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go","layers":[]}}"#, "value implementation.layers"),
        (#"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go","layers":[],"schemaOnly":false}}"#, "value implementation.layers"),
        (#"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go","layers":[1,2,1]}}"#, "value implementation.layers"),
        (#"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go","layers":[],"contracts":["murti","flow-ui"]}}"#, "value implementation.layers"),
        (#"{"protocol":"1","implementation":{}}"#, "type protocol"),
        ("Validator 1.0 ready", "notJSON"),
    ])
    func refusedStartAnswers(line: String, expected: String) {
        do {
            let info = try ProtocolCodec.decodeStartAnswer(Array(line.utf8))
            Issue.record("accepted \(line) as \(info)")
        } catch {
            #expect(Self.name(error) == expected)
        }
    }

    @Test("requests outside the contract are refused; the seq is salvaged when readable", arguments: [
        (#"{"cmd":"validate","seq":9,"document":"","profile":{}}"#, "missing id", 9),
        (#"{"cmd":"validate","seq":9,"id":"a","document":"!!","profile":{}}"#, "value document", 9),
        (#"{"cmd":"validate","seq":9,"id":"a","document":"","profile":[]}"#, "type profile", 9),
        (#"{"cmd":"validate","seq":9,"id":"a","document":""}"#, "missing profile", 9),
        (#"{"cmd":"validate","seq":9,"id":"a","kind":"manifestSequence","documents":[1],"profile":{}}"#, "value documents[0]", 9),
        (#"{"cmd":"explode","seq":4}"#, "value cmd", 4),
        (#"{"seq":4}"#, "missing cmd", 4),
        ("garbage", "notJSON", -1),
    ])
    func refusedRequests(line: String, expected: String, seq: Int) {
        do {
            let request = try ProtocolCodec.decodeRequest(Array(line.utf8))
            Issue.record("accepted \(line) as \(request)")
        } catch {
            #expect(Self.name(error) == expected)
        }
        #expect(ProtocolCodec.salvageSeq(Array(line.utf8)) == seq)
    }
}
