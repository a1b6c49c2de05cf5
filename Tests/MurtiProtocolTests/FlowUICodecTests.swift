import Foundation
import Testing
@testable import MurtiProtocol

/// Flow-UI answer lines (docs/CONTRACT.md §8; docs/protocol.schema.json `flowUiDecodedAnswer`,
/// `flowUiRejectedAnswer`) both ways, the canonical form they are compared in, and a Swift
/// Flow-UI adapter served by `ProtocolServer`.
@Suite("Flow-UI messages: answers, canonical form, serving")
struct FlowUICodecTests {
    static let page = JSONValue.object([
        "id": .string("caf\u{0065}\u{0301}"), "sections": .array([]), "header": .null, "footer": .null, "nav": .null,
        "pagination": .null, "refresh": .null,
    ])

    static let answers: [FlowUI.Answer] = [
        FlowUI.Answer(seq: 4, decoding: .decoded(.page, page, diagnostics: [
            FlowUI.Diagnostic(kind: .unknownType, src: "/page/sections/0/widgets/0", widgetType: "x", message: "not registered"),
            FlowUI.Diagnostic(kind: .duplicateID, src: "/page/sections/0/widgets/1", renamedTo: "a#2"),
        ])),
        FlowUI.Answer(seq: 5, decoding: .decoded(.sheet, .object(["sections": .array([])]), diagnostics: [])),
        FlowUI.Answer(seq: 6, decoding: .rejected(.notJSON), message: "unexpected end"),
        FlowUI.Answer(seq: 7, skipped: "no sheets yet"),
        FlowUI.Answer(seq: 8, error: "boom"),
    ]

    @Test("an answer survives encode → runner decode, as one line", arguments: answers)
    func roundTrip(_ answer: FlowUI.Answer) throws {
        let line = ProtocolCodec.encode(answer)
        #expect(line.last == 0x0A && !line.dropLast().contains(0x0A))
        #expect(try ProtocolCodec.decodeFlowUIAnswer(Array(line.dropLast()), expectedSeq: answer.seq) == answer)
    }

    static let refused: [(String, String)] = [
        (#"{"seq":1}"#, "outcome"),
        (#"{"seq":1,"outcome":"accept"}"#, "outcome"),
        (#"{"seq":1,"outcome":"decoded","diagnostics":[]}"#, "page"),
        (#"{"seq":1,"outcome":"decoded","page":{},"sheet":{},"diagnostics":[]}"#, "sheet"),
        (#"{"seq":1,"outcome":"decoded","page":[],"diagnostics":[]}"#, "page"),
        (#"{"seq":1,"outcome":"decoded","page":{}}"#, "diagnostics"),
        (#"{"seq":1,"outcome":"decoded","page":{},"diagnostics":[{"kind":"lost","src":""}]}"#, "diagnostics[0].kind"),
        (#"{"seq":1,"outcome":"decoded","page":{},"diagnostics":[{"kind":"droppedElement"}]}"#, "diagnostics[0].src"),
        (#"{"seq":1,"outcome":"rejected","reason":"tooBig"}"#, "reason"),
        (#"{"seq":1,"outcome":"rejected","error":"x"}"#, "outcome"),
    ]

    @Test("a line that is no Flow-UI answer is refused naming the member", arguments: refused)
    func refusals(_ line: String, _ member: String) {
        #expect {
            try ProtocolCodec.decodeFlowUIAnswer(Array(line.utf8), expectedSeq: 1)
        } throws: { error in
            "\(error)".contains("member \(member)")
        }
    }

    @Test("an answer may nest as deep as its page: 600 levels read, past FlowUI.maxAnswerNesting refused")
    func nesting() throws {
        func line(_ depth: Int) -> [UInt8] {
            Array((#"{"seq":1,"outcome":"decoded","diagnostics":[],"page":{"sections":[],"x":"# + String(repeating: "[", count: depth)
                + String(repeating: "]", count: depth) + "}}").utf8)
        }
        #expect(try ProtocolCodec.decodeFlowUIAnswer(line(600)).decoding?.outcome == .decoded)
        #expect(throws: ProtocolError.self) { try ProtocolCodec.decodeFlowUIAnswer(line(FlowUI.maxAnswerNesting)) }
    }

    @Test("a start answer without layers: all four for Murti, none for an implementation that speaks only Flow-UI")
    func startLayers() throws {
        let flowOnly = #"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Python","contracts":["flow-ui"]}}"#
        #expect(try ProtocolCodec.decodeStartAnswer(Array(flowOnly.utf8)).layers == [])
        let both = #"{"protocol":1,"implementation":{"name":"n","version":"v","language":"Go","contracts":["murti","flow-ui"]}}"#
        #expect(try ProtocolCodec.decodeStartAnswer(Array(both.utf8)).layers == [1, 2, 3, 4])
    }

    @Test("the canonical form (RFC 8785): members sorted, numbers the ECMAScript way, strings by their code points")
    func canonical() throws {
        let value = try StrictJSONParser.parse(Array(#"{"b":1,"a":[2.0,-0.0,1e21,0.1,"x\u0001"],"é":true}"#.utf8))
        #expect(value.canonicalText == #"{"a":[2,0,1e+21,0.1,"x\u0001"],"b":1,"é":true}"#)
        let nfc = JSONValue.string("caf\u{00E9}")
        let nfd = JSONValue.string("caf\u{0065}\u{0301}")
        #expect(nfc == nfd, "Swift's String equality merges them")
        #expect(!nfc.canonicallyEquals(nfd), "the canonical form does not")
        let strict = FlowUI.Decoding.decoded(.page, .object(["id": nfc]), diagnostics: [])
        #expect(!strict.strictlyEquals(.decoded(.page, .object(["id": nfd]), diagnostics: [])))
        #expect(strict.strictlyEquals(.decoded(.page, .object(["id": nfc]), diagnostics: [])))
    }

    @Test("a profile, typed: the starters by default, a registry's models, each fault at its pointer")
    func profile() throws {
        #expect(try FlowUI.Profile(.object([:])).model(of: "accordion") == .accordion)
        #expect(try FlowUI.Profile(.object([:])).model(of: "order_card") == nil)
        let remapped = try FlowUI.Profile(.object(["registry": .object(["card": .string("image_text_card"), "a/b": .string("opaque")])]))
        #expect(remapped.model(of: "card") == .imageTextCard && remapped.model(of: "a/b") == .opaque)
        #expect(remapped.model(of: "title_block") == nil, "a registry replaces the starters")
        #expect(FlowUI.Model.accordion.nestsWidgets && !FlowUI.Model.opaque.nestsWidgets)
        let faults: [(JSONValue, FlowUI.ProfileError)] = [
            (.array([]), .notObject(pointer: "")),
            (.object(["registry": .array([])]), .notObject(pointer: "/registry")),
            (.object(["types": .object([:])]), .unknownMember(pointer: "/types")),
            (.object(["registry": .object(["a/b": .string("card")])]), .unknownModel(pointer: "/registry/a~1b", name: "card")),
            (.object(["registry": .object(["x": .number(1)])]), .unknownModel(pointer: "/registry/x", name: nil)),
        ]
        for (value, fault) in faults {
            #expect(throws: fault) { try FlowUI.Profile(value) }
        }
    }

    @Test("a Swift Flow-UI adapter: ProtocolServer hands each request to its contract's handler")
    func serving() throws {
        let info = ImplementationInfo(name: "swift-flow", version: "1", language: "Swift", layers: [], contracts: [.flowUI])
        let server = ProtocolServer(info: info, flowUI: { request in
            FlowUI.Answer(
                seq: -1, decoding: request.document.isEmpty ? .rejected(.notJSON) : .decoded(.page, Self.page, diagnostics: []))
        })
        let flow = ValidateRequest(seq: 3, id: "p.json", contract: .flowUI, document: Data("{}".utf8), profile: .object([:]))
        let empty = ValidateRequest(seq: 4, id: "e.json", contract: .flowUI, document: Data(), profile: .object([:]))
        let murti = ValidateRequest(seq: 5, id: "m.json", document: Data("{}".utf8), profile: .object([:]))
        let lines = try PipeServer.serve(server, [Request.start(protocol: 1), .validate(flow), .validate(empty), .validate(murti), .stop])
        #expect(lines.count == 4)
        guard lines.count == 4 else { return }
        #expect(try ProtocolCodec.decodeStartAnswer(Array(lines[0].utf8)).contracts == [.flowUI])
        #expect(try ProtocolCodec.decodeFlowUIAnswer(Array(lines[1].utf8), expectedSeq: 3).decoding
            == .decoded(.page, Self.page, diagnostics: []))
        #expect(try ProtocolCodec.decodeFlowUIAnswer(Array(lines[2].utf8), expectedSeq: 4).decoding == .rejected(.notJSON))
        #expect(try ProtocolCodec.decodeAnswer(Array(lines[3].utf8), expectedSeq: 5).error
            == "bad request: this implementation does not speak murti")
    }
}

/// Serves request lines over a pipe pair on a background thread and collects the answer lines.
enum PipeServer {
    static func serve(_ server: ProtocolServer, _ requests: [Request]) throws -> [String] {
        let input = Pipe()
        let output = Pipe()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            _ = server.serve(input: input.fileHandleForReading, output: output.fileHandleForWriting)
            done.signal()
        }
        thread.start()
        for request in requests { input.fileHandleForWriting.write(Data(ProtocolCodec.encode(request))) }
        try input.fileHandleForWriting.close()
        done.wait()
        try output.fileHandleForWriting.close()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }
}
