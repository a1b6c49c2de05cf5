import Foundation
import MurtiConformance
import ConformanceTestSupport
import Testing
@testable import conformance_runner

@Suite("conformance-runner --version: the runner and the corpus it carries", .contracts, .tags(.slow))
struct VersionTests {
    /// The `sha256` of `--version`'s corpus line, run in `folder`.
    static func versionSHA(in folder: URL) async throws -> (text: String, sha256: String) {
        let outcome = try RunnerProcess.run(["--version"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let line = try #require(outcome.stdout.split(separator: "\n").first { $0.hasPrefix("corpus ") })
        let words = line.split(separator: " ")
        try #require(words.count >= 4 && words[2] == "sha256")
        return (outcome.stdout, String(words[3]))
    }

    @Test("--version is its own command; with anything after it, exit 2")
    func parsing() async throws {
        let extra = try RunnerProcess.run(["--version", "--corpus", "x"])
        #expect(extra.status == 2)
        #expect(extra.stderr.contains("--version takes no other arguments"), "\(extra.stderr)")
        #expect(extra.stdout.isEmpty)
    }

    @Test("names the runner version, the protocol and the corpus version and hash a JSON report states")
    func matchesReport() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let expectations = corpus.corpus.appendingPathComponent("expectations.json")
        let text = try String(contentsOf: expectations, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"corpusVersion\": \"1.0.0\"", with: "\"corpusVersion\": \"2.3.4\"").utf8)
            .write(to: expectations)

        let version = try await Self.versionSHA(in: corpus.root)
        #expect(version.text.hasPrefix("conformance-runner \(VersionInfo.runnerVersion) (protocol 1)\n"))
        #expect(version.text.contains("corpus 2.3.4 sha256 \(version.sha256) (corpus)"))

        let run = try RunnerProcess.run(["run", "--format", "json", "--quiet"], in: corpus.root)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let reported = try #require(report["corpus"] as? [String: Any])
        #expect(reported["sha256"] as? String == version.sha256)
        #expect(reported["corpusVersion"] as? String == "2.3.4")
    }

    @Test("the hash is computed from the corpus on disk: one changed fixture byte changes it")
    func followsTheFiles() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let before = try await Self.versionSHA(in: corpus.root).sha256
        try corpus.write("valid/seed.json", RunnerCorpus.validPayload.replacingOccurrences(of: "Hello", with: "Hallo"))
        let after = try await Self.versionSHA(in: corpus.root).sha256
        #expect(before.count == 64)
        #expect(after.count == 64)
        #expect(before != after)
    }

    @Test("without a corpus it still names the runner, and says no corpus was found; built in a checkout, it names the checkout's")
    func noCorpus() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("runner-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        // A copy of the binary outside any checkout: nothing to carry (docs/DECISIONS.md 99).
        let copy = empty.appendingPathComponent("conformance-runner")
        try RunnerProcess.copyBinary(to: copy)
        let outcome = try RunnerProcess.run(executable: copy, ["--version"], in: empty, environment: ProcessInfo.processInfo.environment)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("conformance-runner \(VersionInfo.runnerVersion) "))
        #expect(outcome.stdout.contains("corpus: none found"))
        // The binary in the checkout's .build, run from elsewhere, carries the checkout's corpus.
        let built = try RunnerProcess.run(["--version"], in: empty)
        #expect(built.stdout.contains(RunnerProcess.packageRoot.appendingPathComponent("corpus").standardizedFileURL.path), "\(built.stdout)")
    }

    @Test("a corpus that cannot be loaded: exit 2 naming expectations.json")
    func brokenCorpus() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        try corpus.write("expectations.json", "{\"contract\": \"murti\",")
        let outcome = try RunnerProcess.run(["--version"], in: corpus.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("expectations.json"), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }
}
