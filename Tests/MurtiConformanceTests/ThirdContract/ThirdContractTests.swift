import ConformanceTestSupport
import Foundation
@testable import MurtiConformance
import MurtiProtocol
import Testing

/// A third contract, `strict-json` (``StrictJSONContract``), graded by the core's `run` end to
/// end: the suite's one registry line is its trait, `.contracts(adding: StrictJSONContract())`
/// (docs/DECISIONS.md D233). Its implementation is `Scripts/strict_json_implementation.py`,
/// Python's `json.loads`, which reads `NaN` where RFC 8259 §6 refuses it.
@Suite("A third contract: a target's type and one registry line", .contracts(adding: StrictJSONContract()))
struct ThirdContractTests {
    /// The implementation's command line.
    static let command = [
        ScriptedImplementation.python, "-S",
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/strict_json_implementation.py").path,
    ]

    /// Three fixtures whose verdicts are RFC 8259's: an object (§4), a trailing comma (§4's
    /// grammar has none) and NaN (§6: "not permitted").
    static func corpus(contract: String = "strict-json") throws -> TempCorpus {
        try TempCorpus(
            expectations: """
                {"contract": "\(contract)", "corpusVersion": "1.0.0", "profiles": {"default": {}},
                 "fixtures": {
                   "well-formed/object.json": {"outcome": "wellFormed", "description": "an object of an array", "source": "RFC 8259 §4"},
                   "malformed/trailing-comma.json": {"outcome": "malformed", "description": "a comma before }", "source": "RFC 8259 §4"},
                   "malformed/nan.json": {"outcome": "malformed", "description": "NaN is no number", "source": "RFC 8259 §6"}}}
                """,
            files: [
                "well-formed/object.json": Data(#"{"a": [1, 2.5, "x"]}"#.utf8),
                "malformed/trailing-comma.json": Data(#"{"a": 1,}"#.utf8),
                "malformed/nan.json": Data("[NaN]".utf8),
            ])
    }

    static func run(_ corpus: TempCorpus, command: [String] = command) throws -> ConformanceRun.Outcome {
        try ConformanceRun(workspace: try Workspace(corpus: corpus.root.path), command: command, jobs: 2).run()
    }

    @Test("the registry's names and order are the scope's, the kind defined by the contract's target")
    func registered() throws {
        #expect(ContractRegistry.graded == [.murti, .flowUI, .strictJSON])
        #expect([ContractKind.strictJSON, .flowUI, .murti].sorted() == [.murti, .flowUI, .strictJSON])
        #expect(ContractKind(rawValue: "zz") > .strictJSON)
        let other = try Self.corpus(contract: "strict-jsn")
        defer { other.remove() }
        #expect {
            try Self.run(other)
        } throws: { error in
            (error as? PipelineError)?.description.contains(#"expected "murti" or "flow-ui" or "strict-json", found "strict-jsn""#) == true
        }
    }

    @Test("run: every fixture sent and graded, the lax answer to NaN a wrong verdict with its reason")
    func endToEnd() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let report = try Self.run(corpus).report
        #expect(report.contract == .strictJSON)
        #expect(report.implementation?.contracts == [.strictJSON])
        #expect(report.totals.passed == 2 && report.totals.failed == 1 && report.totals.errored == 0)
        let failed = try #require(report.results.first { $0.status == .failed })
        #expect(failed.id == "malformed/nan.json")
        #expect(failed.reason == "expected malformed, answered wellFormed: true")
        #expect(failed.failure == .wrongAnswer)
        #expect(failed.actual == .object(["seq": .number(1), "wellFormed": .bool(true)]))
        #expect(report.perLayer.keys.sorted() == ["malformed", "well-formed"])
        #expect(report.perRule["RFC 8259 §6"]?.failed == 1)
        #expect(!report.allPassed && !report.certifies)
        #expect(report.scope.statement == "Not certified (declared: strict-json verdicts)")
        let text = report.rendered(as: .text)
        #expect(text.hasPrefix("strict-json conformance"), "\(text)")
        #expect(text.contains("1 wrong verdict"), "\(text)")
        // A report read back: its entries by their `outcome`, its contract by name.
        let back = try RunReport.decode(Data(report.rendered(as: .json).utf8))
        #expect(back.contract == .strictJSON && back.results.map(\.expected) == report.results.map(\.expected))
    }

    @Test("an implementation that does not speak it is sent nothing: every fixture unsupported, the gap the contract")
    func notSpoken() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let scripted = try ScriptedImplementation()
        defer { try? FileManager.default.removeItem(at: scripted.stateDirectory) }
        let report = try Self.run(corpus, command: scripted.configuration.command).report
        #expect(report.results.allSatisfy { $0.status == .unsupported && $0.notCertified == [.contract(.strictJSON)] })
        #expect(report.scope.notCertified.breakdown == [CertificationScope.Share(missing: [.contract(.strictJSON)], fixtures: 3)])
        #expect(report.scope.statement == "Not certified (declared: no strict-json)")
    }
}

/// Beside the third contract's suite, and at the same time: the installed list alone.
@Suite("Beside a suite's own contracts, the runner's list", .contracts)
struct ThirdContractScopeTests {
    @Test("a suite without the scope sees the installed contracts only, however the suites interleave")
    func installedOnly() {
        #expect(ContractRegistry.graded == [.murti, .flowUI])
        #expect(ContractRegistry.contract(.strictJSON) == nil)
    }
}
