import Foundation
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// `run` cut short, filtered, or answered with `{"error": …}`: what the library reports
/// (docs/DECISIONS.md 45–47; docs/CONTRACT.md §3 v1.1 "the cause survives in the diagnostics").
@Suite("ConformanceRun: cut short, filtered, error answers", .contracts)
struct CutShortRunTests {
    /// Four fixtures answered by the scripted implementation's directives.
    static func corpus(first: String = "do:reject:2:required:/a") throws -> TempCorpus {
        try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: """
                {"invalid/schema/a.json": {"outcome": "reject", "layer": 2, "rule": "required", "path": "/a", "description": "d"},
                 "invalid/schema/b.json": {"outcome": "reject", "layer": 2, "rule": "required", "path": "/a", "description": "d"},
                 "invalid/schema/c.json": {"outcome": "reject", "layer": 2, "rule": "required", "path": "/a", "description": "d"},
                 "valid/d.json": {"outcome": "accept", "description": "d"}}
                """),
            files: [
                "invalid/schema/a.json": Data(first.utf8), "invalid/schema/b.json": Data("do:reject:2:required:/a".utf8),
                "invalid/schema/c.json": Data("do:reject:2:required:/a".utf8), "valid/d.json": Data("{}".utf8),
            ])
    }

    static func run(
        _ corpus: TempCorpus, configure: (inout ConformanceRun) -> Void = { _ in },
        progress: (@Sendable (Int, Int) -> Void)? = nil, shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws -> ConformanceRun.Outcome {
        let scripted = try ScriptedImplementation()
        var run = ConformanceRun(workspace: try Workspace(corpus: corpus.root.path), command: scripted.configuration.command, jobs: 1)
        configure(&run)
        return try run.run(progress: progress, shouldStop: shouldStop)
    }

    @Test("Ctrl-C after the first answer: the rest are notRun, not errored, and no baseline can be written from it")
    func interrupted() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let stop = Flag()
        let outcome = try Self.run(corpus, progress: { done, _ in if done >= 1 { stop.set() } }, shouldStop: { stop.isSet })
        let report = outcome.report
        #expect(report.partial)
        #expect(report.results.count == 4)
        #expect(report.results.first?.status == .passed)
        #expect(report.results.dropFirst().allSatisfy { $0.status == .notRun }, "\(report.results.map(\.status))")
        #expect(report.totals.errored == 0)
        #expect(report.totals.notRun == 3)
        #expect(report.results.last?.reason == "not run: the run was interrupted before this case got an answer")
        #expect(!report.allPassed)
        #expect(outcome.notes.contains("run: interrupted; the report is partial (3 fixtures not run)"), "\(outcome.notes)")
        #expect(throws: ExpectedFailuresError.self) { try ExpectedFailures.baseline(for: report) }
    }

    @Test("--max-errors: the cases after the limit are notRun with that reason")
    func maxErrors() throws {
        let corpus = try Self.corpus(first: "do:crash")
        defer { corpus.remove() }
        let report = try Self.run(corpus) { $0.maxErrors = 1 }.report
        #expect(report.results.first?.status == .errored)
        #expect(report.results.first?.stderr?.contains("crashing now") == true)
        #expect(report.results.first.map { ($0.durationSeconds ?? 0) > 0 } == true)  // the crash's time, not 0
        #expect(report.results.dropFirst().allSatisfy { $0.status == .notRun })
        #expect(report.results.last?.reason == "not run: the run stopped after 1 errored cases (--max-errors)")
        #expect(report.totals.errored == 1 && report.totals.notRun == 3)
    }

    @Test("an {\"error\": …} answer keeps the case's stderr in every format")
    func errorAnswerStderr() throws {
        let corpus = try Self.corpus(first: "do:error:cannot read the screen")
        defer { corpus.remove() }
        let report = try Self.run(corpus).report
        let result = try #require(report.results.first)
        #expect(result.status == .errored)
        #expect(result.reason == "the implementation answered error: cannot read the screen")
        #expect(result.stderr?.contains("KeyError: 'screen'") == true)
        #expect(result.actual?["error"] == .string("cannot read the screen"))  // the answer as received
        #expect(report.rendered(as: .text).contains("    stderr: KeyError: 'screen'\n"))
        #expect(report.rendered(as: .markdown).contains("KeyError: 'screen'"))
        #expect(report.rendered(as: .junit).contains("KeyError: 'screen'"))
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(report.rendered(as: .json).utf8))
        #expect(json["results"]?[0]?["stderr"]?.stringValue?.contains("KeyError: 'screen'") == true)
    }

    @Test("a filtered run states its selection and passes as a test run without certifying")
    func filtered() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let outcome = try Self.run(corpus) { $0.filter = "invalid/schema/a.json" }
        let report = outcome.report
        #expect(report.selection == RunSelection(filter: "invalid/schema/a.json", fixtures: 1, corpusFixtures: 4))
        #expect(report.allPassed && !report.certifies)
        #expect(report.scope.statement.hasPrefix("Passed for layers 1, 2, 3, 4 with manifest (filtered: 1 of 4 fixtures"))
        #expect(outcome.notes.contains("run: filtered: 1 of 4 fixtures (--filter 'invalid/schema/a.json') — not a certificate of the corpus"))
    }

    @Test("a run that judged nothing says why in its notes")
    func nothingJudged() throws {
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: """
                {"valid/e.json": {"outcome": "accept", "requires": ["envelope"], "description": "d"}}
                """),
            files: ["valid/e.json": Data("{}".utf8)])
        defer { corpus.remove() }
        let outcome = try Self.run(corpus)
        #expect(!outcome.report.allPassed)
        #expect(outcome.notes.contains { $0.hasPrefix("run: nothing was judged: of the 1 fixture of the run, 1 is unsupported (envelope: 1)") },
                "\(outcome.notes)")
    }
}

extension JSONValue {
    /// The element at `index` of an array, for tests.
    subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
