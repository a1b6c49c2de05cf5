import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("Driver: a misbehaving implementation costs one case, then the run goes on", .contracts)
struct DriverMisbehaviourTests {
    /// Runs `good, bad, good` and checks: one result each, the bad one is `kind`, the good
    /// ones pass; the last runs after a restart unless `restarts` is 0 (an answer in step with
    /// the request, only a value wrong), then in the same process.
    private func sandwich(
        _ directive: String, kind: String, scripted: ScriptedImplementation, restarts: Int = 1
    ) async throws -> HarnessError {
        let requests = ScriptedImplementation.requests(["before", directive, "after"])
        let run = await scripted.run(requests)
        #expect(run.results.count == 3)
        #expect(Array(run.results[0].echoFields.prefix(5)) == ScriptedImplementation.echoFields(requests[0]))
        #expect(Array(run.results[2].echoFields.prefix(5)) == ScriptedImplementation.echoFields(requests[2]))
        #expect(run.restarts == restarts, "\(directive)")
        let samePID = run.results[0].echoFields.last == run.results[2].echoFields.last
        #expect(samePID == (restarts == 0), "\(directive)")
        let error = try #require(run.results[1].harnessError)
        #expect(error.kind.rawValue == kind)
        return error
    }

    /// (directive, error kind, restarts): out-of-step lines restart the process, a well-formed
    /// answer with the right seq and a bad value does not.
    @Test("a wrong answer becomes the case's error", arguments: [
        ("do:nonjson", "nonJSON", 1), ("do:wrongseq", "wrongSeq", 1), ("do:stringseq", "unknownValue", 1),
        ("do:badoutcome", "unknownValue", 0), ("do:badlayer", "unknownValue", 0),
        ("do:stringlayer", "unknownValue", 0), ("do:noverdict", "unknownValue", 0), ("do:crash", "crash", 1),
        ("do:segv", "crash", 1), ("do:exit0", "crash", 1),
    ])
    func wrongAnswer(directive: String, kind: String, restarts: Int) async throws {
        _ = try await sandwich(directive, kind: kind, scripted: try ScriptedImplementation(), restarts: restarts)
    }

    @Test("details: wrong seq, unknown outcome, bad layer, crash status and signal")
    func details() async throws {
        let wrongSeq = try await sandwich("do:wrongseq", kind: "wrongSeq", scripted: try ScriptedImplementation())
        #expect(wrongSeq == .wrongSeq(expected: 101, got: 1101, stderrTail: ""))
        let outcome = try await sandwich("do:badoutcome", kind: "unknownValue", scripted: try ScriptedImplementation(), restarts: 0)
        guard case .unknownValue(let field, _, _) = outcome else { throw outcome }
        #expect(field == "outcome")
        let layer = try await sandwich("do:badlayer", kind: "unknownValue", scripted: try ScriptedImplementation(), restarts: 0)
        guard case .unknownValue(let layerField, _, _) = layer else { throw layer }
        #expect(layerField == "layer")
        let crash = try await sandwich("do:crash", kind: "crash", scripted: try ScriptedImplementation())
        #expect(crash == .crashed(termination: .exited(status: 3), stderrTail: "crashing now"))
        let segv = try await sandwich("do:segv", kind: "crash", scripted: try ScriptedImplementation())
        guard case .crashed(let termination, _) = segv else { throw segv }
        #expect(termination == .signaled(signal: SIGSEGV))
    }

    @Test("a non-JSON line is reported with the stdout advice")
    func nonJSONAdvice() async throws {
        let error = try await sandwich("do:nonjson", kind: "nonJSON", scripted: try ScriptedImplementation())
        guard case .nonJSONLine(let prefix, _, let shape, _) = error else { throw error }
        #expect(prefix == "{validating... please wait")
        #expect(shape == .text)
        #expect(error.description.contains("stdout is for protocol lines; print diagnostics on stderr"))
    }

    @Test("an answer with a lone surrogate escape is named as an answer strict JSON refuses, not as a diagnostic")
    func loneSurrogateAnswer() async throws {
        let error = try await sandwich("do:lonesurrogate", kind: "nonJSON", scripted: try ScriptedImplementation())
        guard case .nonJSONLine(let prefix, let detail, let shape, _) = error else { throw error }
        #expect(prefix.hasPrefix(#"{"seq": 101"#) && prefix.contains(#"\udc00"#), "\(prefix)")
        #expect(shape == .answer)
        #expect(detail.contains("lone surrogate escape"), "\(detail)")
        #expect(error.summary.contains("not strict RFC 8259 / I-JSON JSON"), "\(error.summary)")
        #expect(error.summary.contains("notJSON") && error.summary.contains("docs/PROTOCOL.md"), "\(error.summary)")
        #expect(!error.summary.contains("diagnostics on stderr"), "\(error.summary)")
    }

    /// (a stdout line starting with `{`, what it looks like): an answer when a JSON writer made
    /// it, whatever strict JSON finds wrong; text when it only starts with `{`.
    @Test("a refused { line is an answer or text by its bytes and the parser's reason", arguments: [
        (#"{"seq":1,"outcome":"accept","message":"\udc00"}"#, MalformedLineShape.answer),
        (#"{ "seq": 1, "message": "\ud800" }"#, .answer),
        (#"{"seq":1,"a":1,"a":2}"#, .answer),
        (#"{"seq":1,"outcome":"accept","score":NaN}"#, .answer),
        (#"  {"seq":1,"outcome":"accept",}"#, .answer),
        ("{ seq: 1, outcome: 'accept' }", .text),
        ("{'seq': 1, 'outcome': 'accept'}", .text),
        ("{validating... please wait", .text),
    ])
    func shape(_ line: String, _ shape: MalformedLineShape) async throws {
        let bytes = Array(line.utf8)
        let refusal = try #require(Self.refusal(bytes), "the codec reads \(line)")
        let error = DriverWorker.answerError(refusal, line: bytes, stderrTail: "")
        guard case .nonJSONLine(_, _, let found, _) = error else { throw error }
        #expect(found == shape, "\(line)")
        #expect(error.summary.hasSuffix(shape.fix))
    }

    private static func refusal(_ bytes: [UInt8]) -> ProtocolError? {
        do {
            _ = try ProtocolCodec.decodeAnswer(bytes, expectedSeq: 1)
            return nil
        } catch { return error }
    }

    @Test("a hang past the timeout is killed and the next case runs in a new process")
    func hang() async throws {
        let error = try await sandwich("do:hang", kind: "timeout", scripted: try ScriptedImplementation(timeout: 0.5))
        #expect(error == .timedOut(seconds: 0.5, stderrTail: ""))
    }

    @Test("a child that exits while a helper it started holds the pipes is a crash, not a hang")
    func exitWithHelperHoldingPipes() async throws {
        let error = try await sandwich("do:orphan", kind: "crash", scripted: try ScriptedImplementation(timeout: 20))
        #expect(error == .crashed(termination: .exited(status: 5), stderrTail: ""))
    }

    @Test("writing to a child that closed its stdin neither kills the runner (SIGPIPE) nor hangs")
    func closedStdin() async throws {
        let run = try await ScriptedImplementation().run(ScriptedImplementation.requests(["do:closestdin", "next", "after"]))
        #expect(run.results[0].answer?.message == "closed stdin")
        #expect(run.results[1].harnessError == .crashed(termination: .exited(status: 6), stderrTail: ""))
        #expect(run.results[2].answer?.outcome == .accept)
    }

    @Test("a line over maxLineBytes is refused; a shorter one passes")
    func lineTooLong() async throws {
        let scripted = try ScriptedImplementation(maxLineBytes: 1024)
        let run = await scripted.run(ScriptedImplementation.requests(["do:bigline:500", "do:bigline:5000", "after"]))
        #expect(run.results[0].answer?.message?.count == 500)
        #expect(run.results[1].harnessError == .lineTooLong(limit: 1024, stderrTail: ""))
        #expect(run.results[2].answer?.outcome == .accept)
    }

    @Test("every third case crashes; every other case passes")
    func crashEveryThird() async throws {
        let requests = ScriptedImplementation.requests((0..<8).map { "document \($0)" })
        let run = try await ScriptedImplementation(mode: "crash-every-3").run(requests)
        #expect(run.results.count == 8)
        for index in 0..<8 {
            if index % 3 == 2 {
                #expect(run.results[index].harnessError == .crashed(
                    termination: .exited(status: 3), stderrTail: "crash-every-3: exiting on request 3"))
            } else {
                #expect(Array(run.results[index].echoFields.prefix(5)) == ScriptedImplementation.echoFields(requests[index]))
            }
        }
        #expect(run.restarts == 2)
    }

    @Test("megabytes of stderr neither block nor are kept; a case's stderr is its own")
    func stderrFlood() async throws {
        let run = try await ScriptedImplementation()
            .run(ScriptedImplementation.requests(["do:stderr:5000000", "do:crash", "after"]))
        #expect(run.results[0].answer?.message == "flooded")
        // The flood belongs to the case before: the crashing case shows what it wrote itself.
        #expect(try #require(run.results[1].harnessError).stderrTail == "crashing now")
        #expect(run.results[2].answer?.outcome == .accept)
    }

    @Test("a stack trace longer than the kept lines keeps its exception line and its end")
    func longTraceKeepsItsHead() async throws {
        for frames in [30, 5000] {
            let run = try await ScriptedImplementation().run(ScriptedImplementation.requests(["do:trace:\(frames)", "after"]))
            let tail = try #require(run.results[0].harnessError).stderrTail
            let lines = tail.split(separator: "\n")
            #expect(lines.first == "TypeError: Cannot read properties of undefined (reading 'root')", "\(frames)")
            #expect(lines.last == "    at frame \(frames) (adapter.js:\(frames):7)", "\(frames)")
            #expect(lines.count <= StderrCapture.maxLines + 1, "\(frames)")
            #expect(tail.contains("lines left out)"), "\(frames)")
            #expect(tail.utf8.count <= StderrCapture.capacity + StderrCapture.headCapacity, "\(frames)")
            #expect(run.results[1].answer?.outcome == .accept)
        }
    }

    @Test("an implementation that never reads stdin cannot block a 2 MiB write")
    func neverReads() async throws {
        let big = String(repeating: "b", count: 2 * 1024 * 1024)
        let requests = ScriptedImplementation.requests([big, "small", big])
        let run = try await ScriptedImplementation(mode: "never-read", timeout: 0.5).run(requests)
        #expect(run.results[0].harnessError == .timedOut(seconds: 0.5, stderrTail: ""))
        #expect(Array(run.results[1].echoFields.prefix(5)) == ScriptedImplementation.echoFields(requests[1]))
        #expect(Array(run.results[2].echoFields.prefix(5)) == ScriptedImplementation.echoFields(requests[2]))
        #expect(run.restarts == 1)
    }

    @Test("exit before answering start, a bad start answer; a banner before it is noise")
    func startFailures() async throws {
        let run = try await ScriptedImplementation(mode: "exit-before-start").run(ScriptedImplementation.requests(["a", "b"]))
        #expect(run.results[0].harnessError?.kind == .exitBeforeStart)
        #expect(run.results[1].answer?.outcome == .accept)
        #expect(run.restarts == 1)
        let exit = try await ScriptedImplementation(mode: "exit-before-start").run(ScriptedImplementation.requests(["a"]))
        #expect(exit.results[0].harnessError == .exitedBeforeStart(
            termination: .exited(status: 4), stderrTail: "cannot load the schema"))
        // docs/CONTRACT.md §3 v1.1: a banner before the start answer is noise, not a failed handshake.
        let banner = try await ScriptedImplementation(mode: "banner").run(ScriptedImplementation.requests(["a", "b"]))
        #expect(banner.results.allSatisfy { $0.answer?.outcome == .accept })
        #expect(banner.restarts == 0)
        #expect(banner.noise.count == 1)
        #expect(banner.noise.first == [NoiseLines.Line(text: "Scripted validator 0.1.0 ready", caseID: nil)])
        let bad = try await ScriptedImplementation(mode: "bad-start").run(ScriptedImplementation.requests(["a"]))
        #expect(bad.results[0].harnessError?.kind == .badStart)
    }

    @Test("a start answer with protocol 2 is a mismatch for every case, without restarts")
    func protocolMismatch() async throws {
        let run = try await ScriptedImplementation(mode: "protocol-2").run(ScriptedImplementation.requests(["a", "b", "c"]))
        #expect(run.results.allSatisfy { $0.harnessError == .protocolMismatch(got: 2, stderrTail: "") })
        #expect(run.restarts == 0)
        #expect(run.implementation == nil)
    }
}
