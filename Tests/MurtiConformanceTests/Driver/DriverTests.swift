import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("Driver: well-behaved runs, ordering, budget, stop", .contracts)
struct DriverTests {
    @Test("a well-behaved implementation gets every request intact and answers each")
    func echoRoundTrip() async throws {
        var requests = ScriptedImplementation.requests(["{\"schemaVersion\":\"1.0\"}", "", "do:reject:2:required:/screen/root"])
        requests.append(ValidateRequest(
            seq: 7, id: "invalid/decode/\"quoted\" \\ é\u{1}.json", document: Data((0...255).map { UInt8($0) }),
            profile: ScriptedImplementation.profile))
        requests.append(ValidateRequest(
            seq: 8, id: "big.json", document: Data(repeating: 0x7B, count: 2 * 1024 * 1024),
            profile: ScriptedImplementation.profile))
        requests.append(ValidateRequest(
            seq: 9, id: "manifest.json", document: Data(), profile: ScriptedImplementation.profile,
            kind: .manifestSequence, documents: [Data("a".utf8), Data("bc".utf8)]))
        let run = try await ScriptedImplementation().run(requests)

        #expect(run.results.count == requests.count)
        #expect(run.partial == false)
        #expect(run.restarts == 0)
        let info = try #require(run.implementation)
        #expect(info == ImplementationInfo(
            name: "scripted", version: "0.1.0", language: "Python", homepage: "https://example.invalid/scripted",
            layers: [1, 2, 3, 4], schemaOnly: false, capabilities: ["manifest"]))
        for index in [0, 1, 3, 4, 5] {
            #expect(run.results[index].answer?.seq == requests[index].seq)
            #expect(run.results[index].answer?.outcome == .accept)
            #expect(Array(run.results[index].echoFields.prefix(5)) == ScriptedImplementation.echoFields(requests[index]))
        }
        #expect(run.results[2].answer == Answer(
            seq: 102, outcome: .reject, layer: 2, rule: "required", path: "/screen/root", message: "scripted"))
        if case .answer(_, let duration, _) = run.results[0] {
            #expect(duration >= 0)
        } else {
            Issue.record("expected an answer, got \(run.results[0])")
        }
    }

    @Test("manifest answers with steps come back as steps")
    func manifestSteps() async throws {
        let run = try await ScriptedImplementation().run(ScriptedImplementation.requests(["do:steps"]))
        #expect(run.results.first?.answer?.steps == [
            Answer(seq: 100, outcome: .accept),
            Answer(seq: 100, outcome: .reject, layer: 3, rule: "manifest.rollback", path: "/sequence"),
        ])
    }

    @Test("jobs=2 runs two processes and keeps results in request order")
    func jobsKeepOrder() async throws {
        // 100 ms a request: one worker cannot take all 24 before the other's handshake, even
        // on a loaded machine.
        let requests = ScriptedImplementation.requests((0..<24).map { "do:slow:100 document number \($0)" })
        let run = try await ScriptedImplementation(jobs: 2).run(requests)

        #expect(run.results.count == requests.count)
        for (request, result) in zip(requests, run.results) {
            #expect(result.answer?.seq == request.seq)
            #expect(Array(result.echoFields.prefix(5)) == ScriptedImplementation.echoFields(request))
        }
        let pids = Set(run.results.compactMap { $0.echoFields.last })
        #expect(pids.count == 2)
    }

    @Test("an exhausted restart budget fails every remaining case")
    func restartBudget() async throws {
        let run = try await ScriptedImplementation(maxRestarts: 1)
            .run(ScriptedImplementation.requests(["do:crash", "do:crash", "fine", "fine"]))

        #expect(run.results.map { $0.harnessError?.kind.rawValue } == ["crash", "crash", "restartBudget", "restartBudget"])
        #expect(run.results[2].harnessError == .restartBudgetExhausted(budget: 1))
        #expect(run.restarts == 1)
    }

    @Test("shouldStop between cases cancels the rest and marks the run partial")
    func stopBetweenCases() async throws {
        let stop = Flag()
        let run = try await ScriptedImplementation().run(
            ScriptedImplementation.requests(["a", "b", "c", "d", "e"]), shouldStop: { stop.isSet },
            progress: { done, _ in if done == 2 { stop.set() } })

        #expect(run.results.count == 5)
        #expect(run.results.prefix(2).allSatisfy { $0.answer?.outcome == .accept })
        #expect(run.results.suffix(3).allSatisfy { $0 == .harnessError(.cancelled) })
        #expect(run.partial)
    }

    @Test("shouldStop while a case hangs cancels that case without waiting for the timeout")
    func stopDuringWait() async throws {
        let stop = Flag()
        let run = try await ScriptedImplementation(timeout: 60).run(
            ScriptedImplementation.requests(["a", "do:hang", "c"]), shouldStop: { stop.isSet },
            progress: { done, _ in if done == 1 { stop.set() } })

        #expect(run.results[0].answer != nil)
        #expect(run.results[1] == .harnessError(.cancelled))
        #expect(run.results[2] == .harnessError(.cancelled))
        #expect(run.partial)
    }

    @Test("progress counts up to the total, once per result")
    func progressCounts() async throws {
        let seen = Recorder()
        _ = try await ScriptedImplementation(jobs: 2).run(
            ScriptedImplementation.requests(["a", "b", "c", "d"]), progress: { done, total in seen.add(done, total) })
        #expect(seen.values == [1, 2, 3, 4].map { [$0, 4] })
    }

    @Test("a command that cannot be started gives spawnFailed to every case")
    func spawnFailure() async {
        let run = Driver(configuration: DriverConfiguration(command: ["no-such-murti-implementation-xyz"]))
            .run(ScriptedImplementation.requests(["a", "b"]))
        #expect(run.results.map { $0.harnessError?.kind.rawValue } == ["spawn", "spawn"])
        #expect(run.implementation == nil)
    }

    @Test("no requests: no process, no results")
    func emptyRun() async {
        let run = Driver(configuration: DriverConfiguration(command: ["no-such-murti-implementation-xyz"])).run([])
        #expect(run.results.isEmpty)
        #expect(run.partial == false)
    }

    @Test("the child gets the configured environment and working directory")
    func environmentAndDirectory() async throws {
        var scripted = try ScriptedImplementation()
        let directory = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        scripted.configuration.workingDirectory = directory
        scripted.configuration.environment?["MURTI_PROBE"] = "probe-value"
        let run = await scripted.run(ScriptedImplementation.requests(["do:env"]))
        #expect(run.results.first?.answer?.message == "\(directory.path)|probe-value")
    }
}
