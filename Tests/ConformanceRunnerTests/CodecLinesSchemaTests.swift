import Foundation
@testable import MurtiProtocol
import Testing

/// Every kind of line the Swift codec writes, both directions, checked against
/// docs/protocol.schema.json by the runner's own checker (what `protocol-check` runs): requests (start, stop, a document, a
/// manifest sequence, a Flow-UI document), start answers (all layers, a JSON Schema engine, a
/// Flow-UI implementation, a homepage), and answers (accept, layer 4, warnings, reject with
/// violations and a schema location, skipped, error, manifest steps, the server's error to a
/// line it cannot read). A codec that wrote a member the schema does not know fails here.
@Suite("The Swift codec's lines match docs/protocol.schema.json", .tags(.slow))
struct CodecLinesSchemaTests {
    static let profile: JSONValue = .object([
        "schemaVersion": .string("1.0"), "components": .array([.string("text")]), "screens": .array([]),
        "requests": .array([]), "links": .array([]), "dataKeys": .array([]),
        "bounds": .object(["maxDepth": .number(32), "maxNodes": .number(5000), "maxChainDepth": .number(4),
                           "maxNesting": .number(512), "maxDocumentBytes": .number(2_097_152)]),
    ])

    static let requests: [[UInt8]] = [
        ProtocolCodec.encode(.start(protocol: ProtocolV1.version)),
        ProtocolCodec.encode(ValidateRequest(seq: 1, id: "valid/a.json", document: Data("{}".utf8), profile: profile)),
        ProtocolCodec.encode(ValidateRequest(
            seq: 2, id: "valid/sequence/b.json", document: Data("{}".utf8), profile: profile, kind: .manifestSequence,
            documents: [Data("{\"a\":1}".utf8), Data([0xFF, 0x00])])),
        ProtocolCodec.encode(ValidateRequest(
            seq: 3, id: "pages/c.json", contract: .flowUI, document: Data("{\"page\":{}}".utf8),
            profile: .object(["registry": .object(["card": .string("opaque")])]))),
        ProtocolCodec.encode(.stop),
    ]

    static let answers: [[UInt8]] = [
        ProtocolCodec.encode(ImplementationInfo(name: "a", version: "1", language: "Swift", layers: [1, 2, 3, 4],
                                                capabilities: ["envelope", "manifest"])),
        ProtocolCodec.encode(ImplementationInfo(name: "engine", version: "1", language: "Python", layers: [], schemaOnly: true)),
        ProtocolCodec.encode(ImplementationInfo(name: "flow", version: "1", language: "Swift", homepage: "https://example.invalid",
                                                layers: [], contracts: [.flowUI])),
        ProtocolCodec.encode(ImplementationInfo(name: "both", version: "1", language: "Kotlin", layers: [1, 2], contracts: [.murti, .flowUI])),
        ProtocolCodec.encode(Answer.accept(seq: 1)),
        ProtocolCodec.encode(Answer.accept(seq: 2, placeholders: ["/screen/root"], message: "placeholder")),
        ProtocolCodec.encode(Answer.accept(seq: 3, warnings: [RulePath(rule: .additionalProperties, path: "/screen")])),
        ProtocolCodec.encode(Answer.reject(seq: 4, layer: 1, rule: .decodeSyntax, path: "", message: "byte 3")),
        ProtocolCodec.encode(Answer(
            seq: 5, outcome: .reject, layer: 2, rule: .maxLength, path: "/screen/root/id", message: "too long",
            violations: [AnswerViolation(layer: 2, rule: .maxLength, path: "/screen/root/id", message: "too long"),
                         AnswerViolation(layer: 3, rule: .semanticScreen, path: "/screen/key")],
            schemaLocation: "#/$defs/node/properties/id/maxLength")),
        ProtocolCodec.encode(Answer(seq: 6, skipped: "envelope not supported")),
        ProtocolCodec.encode(Answer(seq: 7, error: "internal: ☃")),
        ProtocolCodec.encode(Answer(seq: 8, steps: [Answer.accept(seq: 8), Answer.reject(seq: 8, layer: 3, rule: .manifestRollback, path: "")])),
        ProtocolCodec.encodeError(seq: -1, message: "bad request: not a JSON line"),
    ]

    /// The checker's verdict on `lines` read as `direction`.
    static func check(_ lines: [[UInt8]], direction: String) throws -> RunnerProcess.Outcome {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("codec-lines-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try ProtocolSchemaTests.bytes(of: lines).write(to: file)
        return try ProtocolSchemaTests.check(file, direction: direction)
    }

    @Test("every request the codec writes is a request")
    func requests() throws {
        let outcome = try Self.check(Self.requests, direction: "request")
        #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr.suffix(1000))")
        #expect(outcome.stderr.contains(ProtocolSchemaTests.allGood(Self.requests.count, direction: "request")))
    }

    @Test("every start answer and answer the codec writes is an answer")
    func answers() throws {
        let outcome = try Self.check(Self.answers, direction: "answer")
        #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr.suffix(1000))")
        #expect(outcome.stderr.contains(ProtocolSchemaTests.allGood(Self.answers.count, direction: "answer")))
    }

    @Test("the check is not vacuous: a member the codec never writes is refused")
    func misspelt() throws {
        let line = Array(String(decoding: ProtocolCodec.encode(Answer.reject(seq: 4, layer: 2, rule: .required, path: "/x")), as: UTF8.self)
            .replacingOccurrences(of: "\"rule\"", with: "\"rul\"").utf8)
        let outcome = try Self.check([line], direction: "answer")
        #expect(outcome.status == 1, "\(outcome.stdout)")
    }
}
