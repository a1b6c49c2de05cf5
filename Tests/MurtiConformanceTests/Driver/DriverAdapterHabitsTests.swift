import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

/// Adapters as they really are (docs/CONTRACT.md §3 v1.1): `console.log` lines on stdout, banners,
/// implementations that cannot start, and restarts that would only repeat a failure.
@Suite("Driver: stdout noise and futile restarts", .contracts)
struct DriverAdapterHabitsTests {
    @Test("a debug line and a blank line before every answer are noise: every case is answered, in one process")
    func noiseBeforeEveryAnswer() async throws {
        let requests = ScriptedImplementation.requests((0..<7).map { "document \($0)" })
        let run = try await ScriptedImplementation(mode: "noisy").run(requests)
        for (request, result) in zip(requests, run.results) {
            #expect(Array(result.echoFields.prefix(5)) == ScriptedImplementation.echoFields(request))
        }
        #expect(run.restarts == 0)
        // A banner, then two lines (debug, blank) per case; the first five are quoted with their case.
        #expect(run.noise.count == 1 + 2 * requests.count)
        #expect(run.noise.first == [
            NoiseLines.Line(text: "Scripted validator 0.1.0 ready", caseID: nil),
            NoiseLines.Line(text: "debug: validating case-0.json", caseID: "case-0.json"),
            NoiseLines.Line(text: "", caseID: "case-0.json"),
            NoiseLines.Line(text: "debug: validating case-1.json", caseID: "case-1.json"),
            NoiseLines.Line(text: "", caseID: "case-1.json"),
        ])
    }

    @Test("a line that starts with { and is not JSON is still a non-JSON error")
    func brokenJSONLine() async throws {
        let run = try await ScriptedImplementation().run(ScriptedImplementation.requests(["before", "do:nonjson", "after"]))
        #expect(run.results[1].harnessError?.kind == .nonJSON)
        #expect(run.results[0].answer?.outcome == .accept)
        #expect(run.results[2].answer?.outcome == .accept)
        #expect(run.noise.count == 0)
    }

    @Test("noise lines: `{` after blanks is a protocol line; anything else, blank lines included, is noise",
          arguments: [("{\"seq\":1}", false), ("  \t{\"seq\":1}", false), ("[1]", true), ("", true), ("   ", true),
                      ("Ready.", true), ("\u{FEFF}{}", true)])
    func noiseClassification(line: String, noise: Bool) {
        #expect(NoiseLines.isNoise(Array(line.utf8)) == noise)
    }

    @Test("two handshakes in a row failing the same way stop the restarts: the rest err at once", arguments: [
        ("never-start", "startTimeout"), ("always-exit", "exitBeforeStart"), ("bad-start", "badStart"),
    ])
    func futileRestarts(mode: String, kind: String) async throws {
        let requests = ScriptedImplementation.requests((0..<6).map { "document \($0)" })
        // A short handshake limit only where the limit is the point: a Python start on a loaded
        // machine can take longer than 0.5 s before it exits or answers badly.
        let run = try await ScriptedImplementation(mode: mode, startTimeout: mode == "never-start" ? 0.5 : 10).run(requests)
        #expect(run.results.count == 6)
        #expect(run.results[0].harnessError?.kind.rawValue == kind)
        #expect(run.results[1].harnessError?.kind.rawValue == kind)
        for result in run.results.dropFirst(2) {
            guard case .futileRestarts(let cause)? = result.harnessError else {
                Issue.record("expected futileRestarts, got \(result)")
                continue
            }
            #expect(cause.kind.rawValue == kind)
        }
        // One restart: the second process; no third one is ever started.
        #expect(run.restarts == 1)
    }

    @Test("with several jobs, the workers share the verdict: every case errs after one handshake limit each")
    func futileRestartsAcrossJobs() async throws {
        let requests = ScriptedImplementation.requests((0..<20).map { "document \($0)" })
        let run = try await ScriptedImplementation(mode: "never-start", jobs: 3, startTimeout: 0.5).run(requests)
        #expect(run.results.allSatisfy { $0.harnessError != nil })
        let kinds = run.results.compactMap { $0.harnessError?.kind.rawValue }
        #expect(kinds.filter { $0 == "futileRestarts" }.count >= 17)
        // The three first processes, plus at most the restarts that began before the verdict.
        #expect(run.restarts <= 3)
        #expect(run.implementation == nil)
    }

    @Test("two failed handshakes of different kinds do not stop the restarts")
    func differentFailuresGoOn() async throws {
        let run = try await ScriptedImplementation(mode: "flaky-start").run(ScriptedImplementation.requests(["a", "b", "c", "d"]))
        #expect(run.results[0].harnessError?.kind == .exitBeforeStart)
        #expect(run.results[1].harnessError?.kind == .badStart)
        #expect(run.results[2].answer?.outcome == .accept)
        #expect(run.results[3].answer?.outcome == .accept)
        #expect(run.restarts == 2)
    }

    @Test("the error names the cause: why restarting was futile")
    func futileDescription() async {
        let error = HarnessError.futileRestarts(cause: .exitedBeforeStart(termination: .exited(status: 4), stderrTail: "no schema"))
        #expect(error.kind == .futileRestarts)
        #expect(error.summary.contains("two processes in a row failed to start the same way"))
        #expect(error.summary.hasSuffix("the implementation ended (exit status 4) before answering start"))
        #expect(error.stderrTail == "no schema")
        #expect(HarnessError.restartBudgetExhausted(budget: 1).summary.contains("(1 restart)"))
    }
}
