import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

/// The transcript `protocol-check` reads: each record tied to the exchange the runner saw it
/// in, so that a line with no readable `seq` still names its fixture, and a request the process
/// never answered is known.
@Suite("ProtocolTranscript: which request each line belongs to", .contracts)
struct ProtocolTranscriptTests {
    @Test("a non-JSON answer is tied to its fixture and seq; a request the process crashed on is unanswered; noise answers nothing")
    func exchanges() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("transcript-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let transcript = try ProtocolTranscript(url: url)
        var scripted = try ScriptedImplementation(mode: "noisy")
        scripted.configuration.transcript = transcript
        let run = await scripted.run(ScriptedImplementation.requests(["before", "do:nonjson", "do:crash", "after"]))
        #expect(run.results.count == 4)
        let records = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(records.count == transcript.lines)
        let refused = try #require(records.firstIndex { $0.contains("{validating... please wait") })
        #expect(transcript.exchange(ofLine: refused + 1) == .validate(seq: 101, fixture: "case-1.json"))
        let banner = try #require(records.firstIndex { $0.contains("Scripted validator 0.1.0 ready") })
        #expect(transcript.exchange(ofLine: banner + 1) == nil)
        #expect(transcript.exchange(ofLine: 1) == .start)
        let crashed = try #require(records.firstIndex { $0.contains(#"\"id\":\"case-2.json\""#) })
        #expect(transcript.unanswered == [.init(line: crashed + 1, seq: 102, fixture: "case-2.json")])
    }
}
