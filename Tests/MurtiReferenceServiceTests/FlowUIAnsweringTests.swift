import FlowUIReference
import Foundation
import JSONKit
import MurtiProtocol
@testable import MurtiReferenceService
import Testing

/// The Flow-UI reference decoder behind protocol v1: its answers carried over into the
/// protocol's values lose nothing grading compares (the same RFC 8785 bytes), and a profile it
/// refuses is an error naming the pointer.
@Suite("MurtiReferenceService: the Flow-UI reference behind protocol v1")
struct FlowUIAnsweringTests {
    static let document = Data(#"""
        {"page": {"id": "p", "sections": [{"id": "s", "widgets": [
          {"type": "title_block", "id": "a", "data": {"title": "Hi"}, "actions": {"tap": {"type": "toast", "message": "x", "message": "y"}}},
          {"type": "title_block", "id": "a", "data": {}}, {"id": 3}]}]}}
        """#.utf8)

    @Test("the answer is the reference decoder's, byte for byte once canonical; the start answer speaks both contracts")
    func sameBytes() throws {
        let request = ValidateRequest(seq: 9, id: "x.json", contract: .flowUI, document: Self.document, profile: .object([:]))
        let answer = FlowUIAnswering.answer(request)
        let reference = FlowUIDecoder().decode(Self.document).json
        guard case .object(let members) = reference else { throw Problem.notAnObject }
        let withoutMessages = OrderedJSONValue.object(members.compactMap { member in
            guard member.name == "diagnostics", case .array(let items) = member.value else { return member }
            return JSONMember("diagnostics", .array(items.map { item in
                guard case .object(let fields) = item else { return item }
                return .object(fields.filter { $0.name != "message" })
            }))
        })
        #expect(answer.decoding?.json(includeMessages: false).canonicalBytes == withoutMessages.canonicalBytes)
        guard case .decoded(.page, _, let diagnostics)? = answer.decoding else { throw Problem.notAPage }
        #expect(diagnostics.map(\.kind) == [.malformedPayload, .duplicateID, .droppedElement])
        #expect(diagnostics.allSatisfy { $0.message?.isEmpty == false })
        #expect(ReferenceService().info.contracts == [.murti, .flowUI])
        #expect(ReferenceService(schemaOnly: true).info.contracts == [.murti])
    }

    @Test("a repeated member name keeps the first, as the reference reads it (docs/FLOW-UI.md Decision 2)")
    func firstOfRepeated() {
        let value = FlowUIAnswering.protocolValue(.object([JSONMember("m", .string("x")), JSONMember("m", .string("y"))]))
        #expect(value == .object(["m": .string("x")]))
        let back = FlowUIAnswering.referenceValue(.object(["b": .number(1), "a": .array([.null, .bool(true)])]))
        #expect(back.canonicalText == #"{"a":[null,true],"b":1}"#)
    }

    @Test("a profile that is no Flow-UI profile is the implementation's error, naming the pointer")
    func badProfile() {
        let request = ValidateRequest(
            seq: 2, id: "x.json", contract: .flowUI, document: Self.document,
            profile: .object(["registry": .object(["card": .string("carousel")])]))
        let answer = FlowUIAnswering.answer(request)
        #expect(answer.decoding == nil)
        #expect(answer.error?.contains("/registry/card") == true)
    }

    @Test("the answer to the deepest corpus fixture (hostile/deep-accordions.json) nests past 128 levels and within FlowUI.maxAnswerNesting, so the runner reads it")
    func deepestAnswerFits() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let corpus = root.appendingPathComponent("corpus-flow-ui")
        let document = try Data(contentsOf: corpus.appendingPathComponent("hostile/deep-accordions.json"))
        let expectations = try StrictJSONParser.parse(
            Array(try Data(contentsOf: corpus.appendingPathComponent("expectations.json"))), maxNesting: FlowUI.maxAnswerNesting)
        let profile = try #require(expectations["profiles"]?["default"])
        let request = ValidateRequest(seq: 1, id: "hostile/deep-accordions.json", contract: .flowUI, document: document, profile: profile)
        let line = ProtocolCodec.encode(FlowUIAnswering.answer(request))
        let depth = Self.nesting(try StrictJSONParser.parse(line, maxNesting: FlowUI.maxAnswerNesting))
        // docs/PROTOCOL.md "The schema" states both limits; this answer is why they differ.
        #expect(depth > StrictJSONParser.maxNesting && depth <= FlowUI.maxAnswerNesting, "nesting \(depth)")
        #expect(try ProtocolCodec.decodeFlowUIAnswer(line, expectedSeq: 1).decoding?.outcome == .decoded)
        #expect(throws: ProtocolError.self) { try ProtocolCodec.decodeAnswer(line, expectedSeq: 1) }
    }

    @Test("serve's answer line, written straight from the reference's model, is the codec's line of the answer, byte for byte, for every fixture of corpus-flow-ui and a bad profile")
    func answerLines() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let corpus = root.appendingPathComponent("corpus-flow-ui")
        let expectations = try StrictJSONParser.parse(
            Array(try Data(contentsOf: corpus.appendingPathComponent("expectations.json"))), maxNesting: FlowUI.maxAnswerNesting)
        guard case .object(let fixtures)? = expectations["fixtures"] else { throw Problem.notAnObject }
        #expect(fixtures.count > 250)
        for (seq, name) in fixtures.keys.sorted().enumerated() {
            let id = name.string
            let profileName = fixtures[name]?["profile"]?.stringValue ?? "default"
            let profile = try #require(expectations["profiles"]?[profileName])
            let request = ValidateRequest(
                seq: seq, id: id, contract: .flowUI, document: try Data(contentsOf: corpus.appendingPathComponent(id)), profile: profile)
            #expect(FlowUIAnswering.answerLine(request) == ProtocolCodec.encode(FlowUIAnswering.answer(request)), "\(id)")
        }
        let bad = ValidateRequest(
            seq: 3, id: "x.json", contract: .flowUI, document: Self.document,
            profile: .object(["registry": .object(["card": .string("carousel")])]))
        #expect(FlowUIAnswering.answerLine(bad) == ProtocolCodec.encode(FlowUIAnswering.answer(bad)))
    }

    /// How deep `value` nests, the top-level value counting as 1 (0 for a scalar); iterative.
    static func nesting(_ value: JSONValue) -> Int {
        var deepest = 0
        var pending = [(value, 1)]
        while let (item, depth) = pending.popLast() {
            switch item {
            case .array(let items): deepest = max(deepest, depth); pending += items.map { ($0, depth + 1) }
            case .object(let members): deepest = max(deepest, depth); pending += members.values.map { ($0, depth + 1) }
            default: break
            }
        }
        return deepest
    }

    enum Problem: Error { case notAnObject, notAPage }
}
