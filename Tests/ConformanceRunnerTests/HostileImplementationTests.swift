import Foundation
@testable import MurtiConformance
import ConformanceTestSupport
import Testing

/// The hostile-implementation suite of docs/SECURITY.md "Signals and processes": an
/// implementation that forks helpers, a `setsid` escapee and a daemon, that hangs while the
/// runner is stopped by a signal, that ignores `stop`, that never answers `start`; and `serve`
/// given a line of 150 MB. Each test fails if its promise breaks.
@Suite("Hostile implementations: signals, process trees, long lines", .contracts, .tags(.slow))
struct HostileImplementationTests {
    /// `run --jobs 2 --format json --output REPORT` of `mode` over the two fixtures of
    /// ``RunnerCorpus``, in the background.
    static func run(_ mode: HostileImplementation.Mode) throws
        -> (RunnerCorpus, HostileImplementation, URL, RunnerProcess.Launched)
    {
        let corpus = try RunnerCorpus()
        let hostile = try HostileImplementation(mode)
        let report = hostile.folder.appendingPathComponent("report.json")
        let runner = try RunnerProcess.Launched(
            ["run", "--corpus", corpus.corpus.path, "--jobs", "2", "--format", "json", "--output", report.path, "--"]
                + hostile.command)
        return (corpus, hostile, report, runner)
    }

    /// (signal, the exit status it must give).
    @Test("a signal mid-case: a valid partial JSON report, every fixture notRun, 128 + N, nothing left running",
          arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGINT, Int32(130))])
    func signalMidCase(signal: Int32, status: Int32) throws {
        let (corpus, hostile, report, runner) = try Self.run(.hang)
        defer { corpus.remove(); hostile.remove(); runner.remove() }
        try #require(hostile.await("hanging", count: 2), "both processes in a case")
        runner.send(signal)
        #expect(runner.wait() == status, "\(runner.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        #expect(object["partial"] as? Bool == true)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["status"] as? String } == ["notRun", "notRun"])
        #expect((object["totals"] as? [String: Any])?["notRun"] as? Int == 2)
        #expect(runner.stderr.contains("run: interrupted; the report is partial (2 fixtures not run)"), "\(runner.stderr)")
        let pids = hostile.pids()
        #expect(pids["implementation"]?.count == 2 && pids["helper"]?.count == 40)
        #expect(pids["setsid"]?.count == 2 && pids["daemon"]?.count == 2)
        #expect(hostile.survivors().isEmpty)
    }

    @Test("a second signal ends the run at once, the stubborn implementation's group killed, no report written")
    func secondSignal() throws {
        let (corpus, hostile, report, runner) = try Self.run(.stubborn)
        defer { corpus.remove(); hostile.remove(); runner.remove() }
        // One process hangs in a case; the other answered and now ignores `stop` through its grace (2 s).
        try #require(hostile.await("hanging", count: 1) && hostile.await("ignoring", count: 1))
        runner.send(SIGTERM)
        Thread.sleep(forTimeInterval: 0.6)
        let second = Date()
        runner.send(SIGTERM)
        #expect(runner.wait(seconds: 10) == 143)
        #expect(Date().timeIntervalSince(second) < 1, "the grace of the ignored stop was not cut short")
        #expect(runner.stderr.contains("run: SIGTERM again: stopped at once"), "\(runner.stderr)")
        #expect(!FileManager.default.fileExists(atPath: report.path))
        #expect(hostile.survivors().isEmpty)
    }

    @Test("restarts and a clean stop: when the report is written, no helper, escapee or zombie is left")
    func cleanStop() throws {
        let hostile = try HostileImplementation(.answer)
        defer { hostile.remove() }
        // The real corpus's schema fixtures (213 in corpus 1.2.0): a JSON report larger than a pipe holds, so the
        // runner waits on its stdout with the run over, for the test to look at its children.
        let runner = try RunnerProcess.Launched(
            ["run", "--filter", "invalid/schema/**", "--jobs", "2", "--format", "json", "--"] + hostile.command,
            pipeStdout: true)
        defer { runner.remove() }
        try #require(runner.awaitStdout(), "\(runner.stderr)")
        let children = ProcessTable.snapshot().children(of: runner.pid)
        #expect(children.isEmpty, "the runner's children while it writes the report: \(children)")
        let pids = hostile.pids()
        #expect((pids["implementation"]?.count ?? 0) >= 4, "restarts happened: \(pids["implementation"] ?? [])")
        #expect(hostile.survivors().isEmpty)
        let output = try #require(runner.stdoutPipe).fileHandleForReading.readDataToEndOfFile()
        #expect(runner.wait() == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        #expect((object["results"] as? [Any])?.count == (try TestResources.corpusIDs(prefix: "invalid/schema/").count))
    }

    @Test("a start answer that never comes is the implementation's handshake failure, not the first fixture's timeout")
    func startNeverComes() async throws {
        let corpus = try RunnerCorpus()
        let hostile = try HostileImplementation(.neverStart)
        defer { corpus.remove(); hostile.remove() }
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--jobs", "1", "--start-timeout", "0.5", "--format", "json", "--"]
                + hostile.command)
        #expect(outcome.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["implementation"] is NSNull || object["implementation"] == nil)
        let results = try #require(object["results"] as? [[String: Any]])
        let harness = results.map { ($0["actual"] as? [String: Any])?["harness"] as? String }
        #expect(harness == ["startTimeout", "startTimeout"], "\(results)")
        let error = try #require((results.first?["actual"] as? [String: Any])?["error"] as? String)
        #expect(error.hasPrefix("the implementation failed its handshake: no answer to start within 0.5 s"))
        let reasons = try #require((object["scope"] as? [String: Any])?["reasons"] as? [String])
        #expect(reasons.first?.hasPrefix("no process answered start: the implementation failed its handshake") == true,
                "\(reasons)")
        #expect(outcome.stderr.contains("failed its handshake"), "\(outcome.stderr)")
        #expect(hostile.survivors().isEmpty)
    }

    @Test("serve given a 150 MB line: refused with seq -1, the next request served, memory bounded")
    func serveLongLine() throws {
        let serve = Process()
        serve.executableURL = URL(fileURLWithPath: RunnerProcess.binary)
        serve.arguments = ["serve"]
        let input = Pipe()
        let output = Pipe()
        serve.standardInput = input
        serve.standardOutput = output
        try serve.run()
        defer { if serve.isRunning { kill(serve.processIdentifier, SIGKILL) } }
        // A serve that died must fail the test, not block it: writes then fail with EPIPE.
        signal(SIGPIPE, SIG_IGN)
        try input.fileHandleForReading.close()
        try output.fileHandleForWriting.close()
        let writer = input.fileHandleForWriting
        let start = Data("{\"cmd\":\"start\",\"protocol\":1}\n".utf8)
        try writer.write(contentsOf: start)
        let block = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        try writer.write(contentsOf: Data("{\"cmd\":\"validate\",\"seq\":9,\"document\":\"".utf8))
        for _ in 0..<150 { try writer.write(contentsOf: block) }
        try writer.write(contentsOf: Data("\"}\n".utf8) + start)
        var lines: [String] = []
        var pending = Data()
        while lines.count < 3 {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            pending += chunk
            while let newline = pending.firstIndex(of: 0x0A) {
                lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending = Data(pending[(newline + 1)...])
            }
        }
        let status = try String(contentsOfFile: "/proc/\(serve.processIdentifier)/status", encoding: .utf8)
        try writer.write(contentsOf: Data("{\"cmd\":\"stop\"}\n".utf8))
        serve.waitUntilExit()
        #expect(serve.terminationStatus == 0)
        try #require(lines.count == 3, "\(lines)")
        #expect(lines[0].hasPrefix("{\"protocol\":1") && lines[2].hasPrefix("{\"protocol\":1"))
        let refusal = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(refusal["seq"] as? Int == -1)
        #expect((refusal["error"] as? String)?.contains("longer than 67108864 bytes") == true)
        // Peak resident memory: the 64 MiB the limit allows, not the 150 MB line (or twice it).
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
        let kilobytes = try #require(peak)
        #expect(kilobytes < 140 * 1024, "VmHWM \(kilobytes) kB")
    }
}
