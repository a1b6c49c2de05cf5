import Foundation
import Testing

@Suite("conformance-runner run, diff (docs/CONTRACT.md §3–§5)", .tags(.slow))
struct RunTests {
    @Test("the built-in reference passes a corpus whose verdicts come from the seed")
    func referencePasses() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("2 passed, 0 failed, 0 errored, 0 skipped"))
        #expect(outcome.stderr.isEmpty)
    }

    @Test("an implementation that accepts everything fails the rejection: exit 1")
    func alwaysAccept() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeImplementations.alwaysAccept)
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--"] + command)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("1 passed, 1 failed, 0 errored, 0 skipped"), "\(outcome.stdout)")
    }

    /// Ten fixtures, all plain accepts, for the misbehaving implementations.
    static func acceptCorpus() async throws -> RunnerCorpus {
        let ids = (0..<10).map { "valid/d\($0).json" }
        let entries = ids.map { "\"\($0)\": {\"outcome\": \"accept\", \"description\": \"d\"}" }.joined(separator: ", ")
        return try RunnerCorpus(
            entries: entries, files: Dictionary(uniqueKeysWithValues: ids.map { ($0, RunnerCorpus.validPayload) }))
    }

    static func results(_ json: String) async throws -> (ids: [String], statuses: [String], partial: Bool) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        return (results.compactMap { $0["id"] as? String }, results.compactMap { $0["status"] as? String },
                object["partial"] as? Bool ?? false)
    }

    @Test("a process crashing every third case: exactly one result per fixture in the JSON report")
    func crashing() async throws {
        let corpus = try await Self.acceptCorpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeImplementations.crashEvery, arguments: ["3"])
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--format", "json", "--jobs", "2", "--"] + command)
        #expect(outcome.status == 1)
        let report = try await Self.results(outcome.stdout)
        #expect(report.ids == (0..<10).map { "valid/d\($0).json" })
        #expect(report.statuses.contains("errored"))
        #expect(report.statuses.contains("passed"))
        #expect(!report.partial)
    }

    @Test("--max-errors stops the run; the report is written, partial, one result per fixture")
    func maxErrors() async throws {
        let corpus = try await Self.acceptCorpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(FakeImplementations.crashEvery, arguments: ["1"])
        let output = corpus.root.appendingPathComponent("report.json")
        let outcome = try RunnerProcess.run(
            ["run", "--corpus=\(corpus.corpus.path)", "--format=json", "--jobs=1", "--max-errors=2",
             "--output", output.path, "--"] + command)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("--max-errors"))
        let report = try await Self.results(String(decoding: try Data(contentsOf: output), as: UTF8.self))
        #expect(report.partial)
        #expect(report.ids.count == 10)
        // The cases before the stop errored; the rest were never sent (docs/DECISIONS.md 46).
        #expect(report.statuses.allSatisfy { $0 == "errored" || $0 == "notRun" }, "\(report.statuses)")
        #expect(report.statuses.filter { $0 == "errored" }.count >= 2)
        #expect(report.statuses.contains("notRun"))
    }

    @Test("diff: a regression between two JSON reports exits 1, no change exits 0")
    func diff() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let good = corpus.root.appendingPathComponent("good.json").path
        let bad = corpus.root.appendingPathComponent("bad.json").path
        _ = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--format", "json", "--output", good])
        let command = try FakeImplementations.command(FakeImplementations.alwaysAccept)
        _ = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--format", "json", "--output", bad, "--"] + command)
        let regressed = try RunnerProcess.run(["diff", good, bad])
        #expect(regressed.status == 1)
        #expect(regressed.stdout.contains("invalid/schema/node-missing-type.json"))
        #expect(try RunnerProcess.run(["diff", good, good]).status == 0)
    }
}
