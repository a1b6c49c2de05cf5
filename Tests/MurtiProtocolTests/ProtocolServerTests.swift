import Foundation
import Testing
@testable import MurtiProtocol

@Suite("ProtocolServer: the implementation side over a pipe pair")
struct ProtocolServerTests {
    static let info = ImplementationInfo(
        name: "test-server", version: "1.2.3", language: "Swift", layers: [1, 2], capabilities: ["envelope"])

    /// Serves `input` (complete lines) on a background thread; returns the exit status and
    /// every output line.
    private func serve(_ input: String) throws -> (status: Int32, lines: [String]) {
        let requests = Pipe()
        let answers = Pipe()
        let server = ProtocolServer(info: Self.info) { request in
            // Deliberately a wrong seq: the server must echo the request's own.
            Answer(seq: -99, outcome: request.document.isEmpty ? .reject : .accept,
                   layer: request.document.isEmpty ? 1 : nil, rule: request.document.isEmpty ? "decode.syntax" : nil,
                   message: "\(request.id):\(request.document.count)")
        }
        let done = DispatchSemaphore(value: 0)
        let status = StatusBox()
        let thread = Thread {
            status.value = server.serve(input: requests.fileHandleForReading, output: answers.fileHandleForWriting)
            done.signal()
        }
        thread.start()
        requests.fileHandleForWriting.write(Data(input.utf8))
        try requests.fileHandleForWriting.close()
        done.wait()
        try answers.fileHandleForWriting.close()
        let output = String(decoding: answers.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        var lines = output.components(separatedBy: "\n")
        #expect(lines.last == "")
        lines.removeLast()
        return (status.value, lines)
    }

    @Test("start, validate, a bad line, stop: answers in order, serving survives the bad line")
    func session() throws {
        let request = ValidateRequest(seq: 5, id: "a.json", document: Data("{}".utf8), profile: .object([:]))
        let empty = ValidateRequest(seq: 6, id: "b.json", document: Data(), profile: .object([:]))
        let input = String(decoding: ProtocolCodec.encode(Request.start(protocol: 1)), as: UTF8.self)
            + String(decoding: ProtocolCodec.encode(request), as: UTF8.self)
            + "this is not json\n"
            + "{\"cmd\":\"validate\",\"seq\":42,\"document\":\"\",\"profile\":{}}\r\n"
            + "\n"
            + String(decoding: ProtocolCodec.encode(empty), as: UTF8.self)
            + "{\"cmd\":\"stop\"}\n"
            + String(decoding: ProtocolCodec.encode(request), as: UTF8.self)
        let (status, lines) = try serve(input)

        #expect(status == 0)
        #expect(lines.count == 5)
        guard lines.count == 5 else { return }
        #expect(try ProtocolCodec.decodeStartAnswer(Array(lines[0].utf8)) == Self.info)
        #expect(try ProtocolCodec.decodeAnswer(Array(lines[1].utf8), expectedSeq: 5)
            == Answer(seq: 5, outcome: .accept, message: "a.json:2"))
        let garbage = try ProtocolCodec.decodeAnswer(Array(lines[2].utf8), expectedSeq: -1)
        #expect(garbage.error != nil)
        let missing = try ProtocolCodec.decodeAnswer(Array(lines[3].utf8), expectedSeq: 42)
        #expect(missing.error?.contains("id") == true)
        #expect(try ProtocolCodec.decodeAnswer(Array(lines[4].utf8), expectedSeq: 6)
            == Answer(seq: 6, outcome: .reject, layer: 1, rule: "decode.syntax", message: "b.json:0"))
    }

    @Test("end of input without stop ends serving with status 0")
    func endOfInput() throws {
        let (status, lines) = try serve(String(decoding: ProtocolCodec.encode(Request.start(protocol: 1)), as: UTF8.self))
        #expect(status == 0)
        #expect(lines.count == 1)
    }
}

/// The exit status handed from the serving thread to the test.
final class StatusBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int32 = -1

    /// The status; written once by the serving thread before it signals.
    var value: Int32 {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
