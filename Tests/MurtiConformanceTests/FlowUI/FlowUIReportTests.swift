import Foundation
@testable import FlowUIContract
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// A Flow-UI run's report in every format (docs/REPORTS.md "Flow-UI"): per-level counts,
/// groups by concern folder, each failure with the promise it broke, a scope that fits
/// Flow-UI; the JSON form conforms to docs/report.schema.json and reads back for `diff`;
/// expected-failure lists work on it.
@Suite("Flow-UI reports", .contracts)
struct FlowUIReportTests {
    static let s = FlowUISample.self

    static func fixture(_ id: String) -> Fixture {
        Fixture(id: id, url: URL(fileURLWithPath: "/dev/null"), expectation: .flowUI(s.expectation))
    }

    /// Four fixtures: passed, failed at the rule level (the section dropped), passed with a
    /// strict failure, errored.
    static func report(dropSection: Bool = true, implementation: ImplementationInfo = FlowUISample.flowUIOnly) -> RunReport {
        let grader = Grader(implementation: implementation)
        let dropped = s.answer(diagnostics: [FlowUI.Diagnostic(kind: .droppedElement, src: "/page/sections/0")]) { $0["sections"] = .array([]) }
        let results = [
            grader.grade(fixture("contained/section/a.json"), .flowUIAnswer(FlowUI.Answer(seq: 1, decoding: s.decoding), durationSeconds: 0.001)),
            grader.grade(fixture("contained/section/b.json"),
                         .flowUIAnswer(FlowUI.Answer(seq: 2, decoding: dropSection ? dropped : s.decoding), durationSeconds: 0.001)),
            grader.grade(fixture("contained/widget/c.json"), .flowUIAnswer(FlowUI.Answer(seq: 3, decoding: s.answer(s.widget(0, "tracking", .object([:])))), durationSeconds: 0.001)),
            grader.grade(fixture("pages/d.json"), .harnessError(.timedOut(seconds: 10, stderrTail: ""))),
        ]
        return RunReport(
            implementation: implementation,
            corpus: RunReport.CorpusInfo(path: "corpus-flow-ui", corpusVersion: "1.0.0", sha256: String(repeating: "cd", count: 32)),
            results: results, partial: false, startedAt: Date(timeIntervalSince1970: 1_700_000_000), durationSeconds: 1,
            contract: .flowUI)
    }

    @Test("text: the name, groups by concern folder, levels side by side, the promise of the failure, a Flow-UI scope")
    func text() {
        let text = Self.report().rendered(as: .text)
        #expect(text.hasPrefix("flow-ui conformance: flow 1 (Kotlin), corpus 1.0.0"))
        #expect(text.contains("FAIL (broken promise) contained/section/b.json: one bad widget never blanks a screen (published: README: "
            + "One bad widget never blanks a screen): section /page/sections/0 missing"))
        #expect(Self.report().rendered(as: .text, listing: .all)
            .contains("STRICT contained/widget/c.json: strict: /page/sections/0/widgets/0/tracking: expected null, got {}"))
        #expect(text.contains("STRICT 1 fixture passed at the rule level and missed the strict level (run --show all lists them)"))
        #expect(text.contains("contained/section (a bad section member falls back alone): 1 passed, 1 failed"))
        #expect(text.contains("levels: verdict 2/2, rule 1/2, strict 1/2 (0 wrong outcomes, 1 broken promise; broke 1 published promise; "
            + "differs from 0 project decisions)"))
        #expect(text.contains("contained/widget (broken envelopes dropped, unknown and malformed contained): 1 passed"))
        #expect(text.contains("by cited rule (cited rules with a failed, errored or skipped fixture):\n    README: One bad widget never blanks a screen:"))
        #expect(text.contains("scope: Not certified (declared: Flow-UI decoding (rule level: the skeleton and the graded diagnostics))"))
        #expect(!text.contains("layer"), "layers mean nothing for Flow-UI")
    }

    @Test("a clean run certifies Flow-UI decoding; a Murti-only implementation is certified for nothing, every fixture a contract gap")
    func scope() {
        let grader = Grader(implementation: FlowUISample.flowUIOnly)
        let clean = RunReport(
            implementation: FlowUISample.flowUIOnly, corpus: RunReport.CorpusInfo(path: "c", corpusVersion: "1.0.0", sha256: ""),
            results: [grader.grade(Self.fixture("seed/a.json"), .flowUIAnswer(FlowUI.Answer(seq: 1, decoding: Self.s.decoding), durationSeconds: 0))],
            partial: false, startedAt: Date(), durationSeconds: 0, contract: .flowUI)
        #expect(clean.allPassed && clean.scope.statement
            == "Certified for \(CertificationScope.flowUIScope), resting on 1 published promise and 0 project decisions")
        #expect(clean.scope.layers.isEmpty && clean.scope.notCertified.layers.isEmpty)

        let murti = ImplementationInfo(name: "m", version: "1", language: "Go", layers: [1, 2, 3, 4])
        let unsupported = RunReport(
            implementation: murti, corpus: RunReport.CorpusInfo(path: "c", corpusVersion: "1.0.0", sha256: ""),
            results: [Grader(implementation: murti).grade(Self.fixture("seed/a.json"), .harnessError(.notSent))],
            partial: false, startedAt: Date(), durationSeconds: 0, contract: .flowUI)
        #expect(!unsupported.allPassed)
        #expect(unsupported.scope.statement == "Not certified (declared: no Flow-UI (contracts: murti))")
        #expect(unsupported.scope.notCertified.breakdown.map(\.missing) == [[.contract(.flowUI)]])
        #expect(unsupported.rendered(as: .text, listing: .all)
            .contains("UNSUPPORTED seed/a.json: a flow-ui fixture, and the implementation does not speak flow-ui"))
        // A contract gap is a gap: what lies outside the scope is named, never "nothing".
        #expect(unsupported.scope.hasGaps && unsupported.scope.notCertifiedSummary == "the flow-ui contract")
        let text = unsupported.rendered(as: .text)
        #expect(text.contains("\nnot certified (outside the declared scope): the flow-ui contract (1 unsupported fixture: contract flow-ui: 1)\n"), "\(text)")
        #expect(!text.contains("outside the declared scope: nothing"))
        #expect(unsupported.rendered(as: .markdown).contains("Outside the declared scope (not certified): the flow-ui contract."))
        #expect(unsupported.rendered(as: .junit).contains(#"<property name="notCertified" value="the flow-ui contract"/>"#))
        #expect(!clean.scope.hasGaps && clean.rendered(as: .text).contains("\noutside the declared scope: nothing\n"))
    }

    @Test("JSON: contract, brokenPromise and the Flow-UI entry; conforms to report.schema.json and reads back")
    func json() throws {
        let report = Self.report()
        let text = report.rendered(as: .json)
        #expect(text.contains(#""contract" : "flow-ui""#))
        #expect(text.contains(#""brokenPromise" : "oneBadWidgetNeverBlanksAScreen""#))
        #expect(try ReportSchemaTests.problems(of: report) == [])
        let read = try RunReport.decode(Data(text.utf8))
        #expect(read.contract == .flowUI && read.results.map(\.expected) == report.results.map(\.expected))
        #expect(read.results.map(\.brokenPromise) == report.results.map(\.brokenPromise))
        #expect(read.perLayer.keys.sorted() == ["contained/section", "contained/widget", "pages"])
        #expect(read.scope == report.scope)
    }

    @Test("the schema refuses a Flow-UI group named like a Murti layer would not be, and a promise that does not exist")
    func schemaNegative() throws {
        let schema = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: ReportSchemaTests.schemaURL))
        guard case .object(var members) = try JSONDecoder().decode(JSONValue.self, from: Data(Self.report().rendered(as: .json).utf8)) else {
            Issue.record("the JSON report is not an object")
            return
        }
        members["perLayer"] = .object(["/bad": members["totals"] ?? .null])
        var problems: [String] = []
        ReportSchemaTests.check(.object(members), against: schema, root: schema, at: "", &problems)
        #expect(problems.contains { $0.hasPrefix("/perLayer//bad: does not match") }, "\(problems)")
        let promises = schema["$defs"]?["flowUiPromise"]?["enum"]
        #expect(promises == .array(FlowUIPromise.allCases.map { .string($0.rawValue) }))
    }

    @Test("JUnit, Markdown and badge speak Flow-UI")
    func otherFormats() {
        let report = Self.report()
        let junit = report.rendered(as: .junit)
        #expect(junit.contains(#"<testsuites name="flow-ui conformance""#))
        #expect(junit.contains(#"type="brokenPromise">"#) && junit.contains(#"package="flow-ui""#))
        #expect(junit.contains(#"<property name="contracts" value="flow-ui"/>"#) && !junit.contains(#"name="layers""#))
        let markdown = report.rendered(as: .markdown)
        #expect(markdown.hasPrefix("# Flow-UI conformance: flow 1 (Kotlin)"))
        #expect(markdown.contains("## Scores by concern") && markdown.contains("## Broken promises (1)"))
        #expect(markdown.contains("| Contracts | flow-ui |") && !markdown.contains("| Layers |"))
        #expect(markdown.contains("| Group | Passed | Failed | Wrong outcomes | Broken promises | Too slow |"))
        let badge = report.rendered(as: .badge)
        #expect(badge.contains(#""label":"flow-ui conformance""#) && badge.contains(#""message":"flow-ui decoding: 2/4 passed""#))
    }

    @Test("expected failures and diff work on Flow-UI reports")
    func expectedFailuresAndDiff() throws {
        var report = Self.report()
        let baseline = try ExpectedFailures.baseline(for: report)
        #expect(baseline.contains("contained/section/b.json  # failed, broken promise: one bad widget never blanks a screen"))
        var failures = ExpectedFailures(parsing: baseline)
        failures.apply(to: &report)
        #expect(report.totals.failed == 0 && report.totals.expectedFailures == 2)
        #expect(report.rendered(as: .text, listing: .all).contains("XFAIL contained/section/b.json"))

        let diff = RunDiff(before: Self.report(dropSection: false), after: Self.report())
        #expect(diff.regressed.map(\.id) == ["contained/section/b.json"])
        let text = diff.rendered()
        #expect(text.contains("REGRESSED contained/section/b.json: passed → failed; answer decoded page (1 section, 2 diagnostics"),
                "\(text)")
        #expect(text.contains("→ decoded page (0 sections, 1 diagnostic: droppedElement /page/sections/0)"))
    }
}
