import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("Driver: an answer in step keeps the process; cases left out are never sent", .contracts)
struct DriverInStepTests {
    @Test("a systematic bad value errors each case without spending the restart budget")
    func systematicBadValue() async throws {
        // With no restart allowed, a single restart would turn every later case into
        // restartBudgetExhausted: each answer must cost its own case only.
        let requests = ScriptedImplementation.requests(Array(repeating: "do:stringlayer", count: 6) + ["after"])
        let run = try await ScriptedImplementation(maxRestarts: 0).run(requests)
        #expect(run.restarts == 0)
        for result in run.results.prefix(6) {
            guard case .unknownValue(let field, let detail, _)? = result.harnessError else {
                Issue.record("expected unknownValue, got \(result)")
                continue
            }
            #expect(field == "layer")
            #expect(detail.contains("string"))
        }
        #expect(Array(run.results[6].echoFields.prefix(5)) == ScriptedImplementation.echoFields(requests[6]))
    }

    @Test("shouldSend sees the start answer; a request it refuses is notSent and never written")
    func leftOut() async throws {
        // The left-out documents would crash the process if they were written to it.
        let requests = ScriptedImplementation.requests(["do:crash", "a", "do:crash", "b", "do:crash"])
        let wrongInfo = Flag()
        let run = try await ScriptedImplementation().run(requests, shouldSend: { info, index in
            if info.name != "scripted" || info.capabilities != ["manifest"] { wrongInfo.set() }
            return index % 2 == 1
        })
        #expect(!wrongInfo.isSet)
        #expect(run.restarts == 0)
        #expect(run.implementation?.name == "scripted")
        for index in [0, 2, 4] { #expect(run.results[index] == .harnessError(.notSent)) }
        for index in [1, 3] {
            #expect(Array(run.results[index].echoFields.prefix(5)) == ScriptedImplementation.echoFields(requests[index]))
        }
        #expect(run.results[1].echoFields.last == run.results[3].echoFields.last)
    }

    @Test("a command that cannot be started gives every case spawnFailed and no implementation")
    func cannotStart() async {
        let missing = "/nonexistent/adapter-\(UUID().uuidString)"
        let run = Driver(configuration: DriverConfiguration(command: [missing]))
            .run(ScriptedImplementation.requests(["a", "b"]))
        #expect(run.implementation == nil)
        #expect(run.results.allSatisfy { $0.harnessError?.kind == .spawn })
        #expect(run.results.first?.harnessError?.summary.hasPrefix("cannot start \(missing): ") == true)
    }
}
