import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

/// What an implementation forks ends with it, on a clean `stop` as on a kill (docs/SECURITY.md
/// "Signals and processes"; docs/DECISIONS.md 61). In-process, without the CLI's subreaper: the
/// process group and what left it while the implementation still ran.
@Suite("Driver: an implementation's helpers end with it", .contracts)
struct DriverProcessTreeTests {
    /// The pids `do:spawn` answered with: three helpers in the group, one in a session of its own.
    private func spawned(_ result: CaseResult) throws -> (group: [pid_t], setsid: pid_t) {
        let message = try #require(result.answer?.message)
        let parts = message.split(separator: "|").map(String.init)
        let group = try #require(parts.first).split(separator: ",").compactMap { pid_t($0) }
        let setsid = try #require(parts.last.flatMap { pid_t($0) })
        #expect(group.count == 3)
        return (group, setsid)
    }

    /// Waits up to two seconds for every pid to stop running (SIGKILL is delivered asynchronously).
    private func survivors(_ pids: [pid_t]) -> [pid_t] {
        let deadline = Date().addingTimeInterval(2)
        var left = pids
        while !left.isEmpty, Date() < deadline {
            left = left.filter(ProcessTable.isRunning)
            if !left.isEmpty { Thread.sleep(forTimeInterval: 0.02) }
        }
        return left
    }

    @Test("after a clean stop, the helpers in the group and the setsid one are gone")
    func cleanStop() async throws {
        let run = try await ScriptedImplementation().run(ScriptedImplementation.requests(["do:spawn", "after"]))
        let (group, setsid) = try spawned(run.results[0])
        #expect(run.results[1].answer?.outcome == .accept)
        #expect(survivors(group + [setsid]).isEmpty)
    }

    @Test("a process killed for a hang takes its helpers and its setsid escapee with it")
    func killed() async throws {
        let run = try await ScriptedImplementation(timeout: 0.5).run(ScriptedImplementation.requests(["do:spawn", "do:hang"]))
        let (group, setsid) = try spawned(run.results[0])
        #expect(run.results[1].harnessError?.kind == .timeout)
        #expect(survivors(group + [setsid]).isEmpty)
    }

    @Test("the process table reads parent links, a command name with spaces and parentheses included")
    func parse() async throws {
        let line = Array("4242 (a) b (c) S 17 4242 4242 0 -1 4194560 ...".utf8)
        #expect(ProcessTable.parse(stat: line, pid: 4242) == ProcessTable.Entry(pid: 4242, parent: 17, group: 4242))
        let zombie = try #require(ProcessTable.parse(stat: Array("9 (sleep) Z 1 9 9".utf8), pid: 9))
        #expect(zombie.isZombie)
        let table = ProcessTable(entries: [
            .init(pid: 2, parent: 1, group: 2), .init(pid: 3, parent: 2, group: 2), .init(pid: 4, parent: 3, group: 4),
            .init(pid: 5, parent: 1, group: 5),
        ])
        #expect(Set(table.descendants(of: [2])) == [3, 4])
        #if os(Linux)
        let me = ProcessTable.snapshot().entries.first { $0.pid == getpid() }
        #expect(me?.parent == getppid())
        #endif
    }
}
