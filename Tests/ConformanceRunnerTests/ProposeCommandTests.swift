import Foundation
import Testing

@Suite("conformance-runner propose: messages", .tags(.slow))
struct ProposeCommandTests {
    @Test("a missing file is a prefixed one-line error, exit 2, and no reminder when nothing was proposed")
    func missingFile() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let outcome = try RunnerProcess.run(["propose", "no-such-fixture.json", "--corpus", corpus.corpus.path])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("conformance-runner: cannot use no-such-fixture.json: no such file."), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("These entries"))
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
    }

    @Test("the reminder points at sources in this repository, not at files it does not have")
    func reminder() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        try corpus.write("invalid/schema/new.json", RunnerCorpus.nodeMissingType)
        let outcome = try RunnerProcess.run(
            ["propose", corpus.corpus.appendingPathComponent("invalid/schema/new.json").path, "--corpus", corpus.corpus.path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("These entries"))
        for source in ["docs/RULES.md", "docs/DECISIONS.md", "murti.schema.json", "docs/EXPECTATIONS.md", "Murti payload schema v1"] {
            #expect(outcome.stderr.contains(source), "\(source)")
        }
        #expect(!outcome.stderr.contains("docs/CONTRACT.md"))
        for existing in ["docs/RULES.md", "docs/DECISIONS.md", "murti.schema.json", "docs/EXPECTATIONS.md"] {
            #expect(FileManager.default.fileExists(atPath: RunnerProcess.packageRoot.appendingPathComponent(existing).path), "\(existing)")
        }
    }
}
