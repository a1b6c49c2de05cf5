import Foundation
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// `run` as a library call: a corpus and an implementation's command line in, a graded report
/// and notes out; no CLI, no validator.
@Suite("ConformanceRun: inputs in, a RunReport out", .contracts)
struct ConformanceRunTests {
    /// Two fixtures the scripted implementation's `do:` directives answer: one right, one wrong.
    static func corpus() throws -> TempCorpus {
        try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: """
                {"invalid/schema/x.json": {"outcome": "reject", "layer": 2, "rule": "required", "path": "/a", "description": "d"},
                 "valid/y.json": {"outcome": "accept", "description": "d"}}
                """),
            files: ["invalid/schema/x.json": Data("do:reject:2:required:/a".utf8), "valid/y.json": Data("do:reject:1:decode.syntax:".utf8)])
    }

    static func run(_ corpus: TempCorpus, mode: String = "echo", configure: (inout ConformanceRun) -> Void = { _ in }) throws -> ConformanceRun.Outcome {
        let scripted = try ScriptedImplementation(mode: mode)
        var run = ConformanceRun(workspace: try Workspace(corpus: corpus.root.path), command: scripted.configuration.command, jobs: 1)
        configure(&run)
        return try run.run()
    }

    @Test("grades each fixture and counts them, the corpus named and hashed")
    func grades() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let outcome = try Self.run(corpus)
        let report = outcome.report
        #expect(report.results.map(\.status) == [.passed, .failed])
        #expect(report.totals.passed == 1 && report.totals.failed == 1)
        #expect(report.corpus.sha256.count == 64)
        #expect(report.implementation?.name == "scripted")
        #expect(!report.allPassed)
        #expect(outcome.notes.isEmpty)
    }

    @Test("a filter that selects nothing, a command that cannot start: unusable input, not a report")
    func unusable() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        #expect(throws: PipelineError.self) { try Self.run(corpus) { $0.filter = "nothing/**" } }
        var run = ConformanceRun(workspace: try Workspace(corpus: corpus.root.path), command: ["/nonexistent/impl"], jobs: 1)
        run.timeout = 2
        #expect(throws: PipelineError.self) { try run.run() }
    }

    @Test("an implementation that never answers start: every case errored, a note says why, nothing certified")
    func neverStarts() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let outcome = try Self.run(corpus, mode: "always-exit")
        #expect(outcome.report.results.allSatisfy { $0.status == .errored })
        #expect(outcome.notes.contains { $0.hasPrefix("run: ") }, "\(outcome.notes)")
        #expect(!outcome.report.allPassed)
    }

    @Test("a corpus naming a contract that does not exist is refused with the pointer and the contracts there are")
    func otherContract() throws {
        let corpus = try TempCorpus(expectations: #"{"contract": "flow-iu", "corpusVersion": "1.0.0", "profiles": {}, "fixtures": {}}"#)
        defer { corpus.remove() }
        let run = ConformanceRun(workspace: try Workspace(corpus: corpus.root.path), command: ["true"], jobs: 1)
        #expect {
            try run.run()
        } throws: { error in
            let text = (error as? PipelineError)?.description ?? ""
            return text.contains("/contract") && text.contains(#"expected "murti" or "flow-ui", found "flow-iu""#)
        }
    }
}
