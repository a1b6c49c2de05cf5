import Foundation
import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// Flow-UI under the same runner, end to end (docs/CONTRACT.md §8, docs/FLOW-UI.md): the
/// reference certified at all three levels, the example adapter certified, a decoder that
/// blanks a section for one bad widget failing with the promise it broke, a Murti-only
/// implementation sent nothing.
@Suite("conformance-runner run over corpus-flow-ui", .contracts, .serialized, .tags(.slow))
struct FlowUICommandTests {
    static func report(_ outcome: RunnerProcess.Outcome) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    static func results(_ report: [String: Any]) -> [String: [String: Any]] {
        let results = report["results"] as? [[String: Any]] ?? []
        return Dictionary(results.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("the reference is certified at the verdict, rule and strict levels; its JSON report matches report.schema.json")
    func reference() async throws {
        let outcome = try RunnerProcess.run(["run", "--corpus", "corpus-flow-ui", "--quiet", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let report = try Self.report(outcome)
        #expect(report["contract"] as? String == "flow-ui")
        let totals = try #require(report["totals"] as? [String: Any])
        let levels = try #require(totals["levels"] as? [String: Int])
        let counts = try FlowUIRunnerCorpus.counts()
        #expect(levels["graded"] == counts.counted && levels["verdict"] == counts.counted && levels["rule"] == counts.counted
            && levels["strict"] == counts.counted)
        #expect(totals["informational"] as? Int == counts.informational && totals["failed"] as? Int == 0)
        // Every graded fixture rests on a published promise or a project decision (docs/DECISIONS.md D82).
        let byBasis = try #require(totals["byBasis"] as? [String: [String: Int]])
        #expect((byBasis["published"]?["graded"] ?? 0) + (byBasis["decision"]?["graded"] ?? 0) == counts.counted)
        #expect(byBasis["published"]?["failed"] == 0 && byBasis["decision"]?["failed"] == 0)
        #expect((report["scope"] as? [String: Any])?["certified"] as? Bool == true)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flow-ui-report-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(outcome.stdout.utf8).write(to: file)
        let python = try PythonSideTests.venvPython()
        let check = try ShellCommand.run(
            [python, "adapters/validate_json.py", "--schema", "docs/report.schema.json", file.path], in: RunnerProcess.packageRoot)
        #expect(check.status == 0, "\(check.stdout.prefix(3000))\(check.stderr)")
    }

    @Test("the example Python adapter is certified: run --corpus corpus-flow-ui -- python3 examples/flow-ui-python-adapter/adapter.py")
    func exampleAdapter() async throws {
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", "corpus-flow-ui", "--quiet", "--", FakeImplementations.python, "examples/flow-ui-python-adapter/adapter.py"])
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(3000))\(outcome.stderr)")
        #expect(outcome.stdout.contains("scope: Certified for Flow-UI decoding"))
        #expect(outcome.stdout.contains(" published promises and "))
        let counted = try FlowUIRunnerCorpus.counts().counted
        // Python keeps the last of a repeated name: the hostile elements' repeated keys differ at the strict level alone.
        let repeated = try Corpus.load(from: FlowUIRunnerCorpus.committed).fixtures.filter {
            $0.expectation.flowUI?.hostileElement != nil && $0.id.hasSuffix("-duplicate-key.json")
        }.count
        #expect(repeated > 0)
        #expect(outcome.stdout.contains("levels: verdict \(counted)/\(counted), rule \(counted)/\(counted), strict \(counted - repeated)/\(counted)"))
        #expect(outcome.stdout.hasSuffix("\(counted) passed, 0 failed, 0 errored, 0 skipped\n"))
    }

    @Test("a decoder that drops a whole section for one bad widget fails the containment fixtures, each naming the promise")
    func sectionDropper() async throws {
        let dropper = TestResources.url("clients/flow_ui_section_dropper.py").path
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", "corpus-flow-ui", "--quiet", "--format", "json", "--",
             FakeImplementations.python, dropper, "examples/flow-ui-python-adapter/adapter.py"])
        #expect(outcome.status == 1)
        let results = Self.results(try Self.report(outcome))
        let oneBad = try #require(results["contained/section/one-bad-widget.json"])
        #expect(oneBad["status"] as? String == "failed")
        #expect(oneBad["brokenPromise"] as? String == "oneBadWidgetNeverBlanksAScreen")
        #expect((oneBad["reason"] as? String)?.hasPrefix(
            "one bad widget never blanks a screen (published: README: One bad widget never blanks a screen): section /page/sections/0 missing")
            == true)
        #expect(oneBad["basis"] as? String == "published")

        // Every fixture whose expected page keeps a section around a contained or dropped
        // widget is one the dropper blanks: each fails, naming a promise about losing content.
        let corpus = try Corpus.load(from: FlowUIRunnerCorpus.committed)
        var blanked = 0
        for fixture in corpus.fixtures {
            guard let expected = fixture.expectation.flowUI, expected.informational != true,
                case .decoded(let kind, let document, let diagnostics) = expected.decoding,
                case .array(let sections)? = document["sections"] else { continue }
            let sources = sections.compactMap { $0["src"]?.stringValue }
            let bad = diagnostics.filter { $0.kind != .duplicateID }.map(\.src)
            guard sources.contains(where: { src in bad.contains { $0.hasPrefix(src + "/widgets/") || $0.hasPrefix(src + "/header") } })
            else { continue }
            blanked += 1
            let result = try #require(results[fixture.id])
            #expect(result["status"] as? String == "failed", "\(fixture.id) (\(kind))")
            #expect(["oneBadWidgetNeverBlanksAScreen", "pageAlwaysRenders"].contains(result["brokenPromise"] as? String ?? ""),
                    "\(fixture.id): \(result["reason"] ?? "")")
        }
        #expect(blanked > 50)

        let text = try RunnerProcess.run(
            ["run", "--corpus", "corpus-flow-ui", "--quiet", "--filter", "contained/section/**", "--",
             FakeImplementations.python, dropper, "examples/flow-ui-python-adapter/adapter.py"])
        #expect(text.stdout.contains(
            "FAIL (broken promise) contained/section/one-bad-widget.json: one bad widget never blanks a screen (published: README: One "
                + "bad widget never blanks a screen): section /page/sections/0 missing"),
            "\(text.stdout)")
        #expect(text.stdout.contains("(0 wrong outcomes, "))
        #expect(text.stdout.contains("published promise") && text.stdout.contains("differs from "), "\(text.stdout)")
    }

    @Test("a decoder that ends an array silently at invalid UTF-8 fails the counted hostile-element fixtures at the verdict level")
    func truncatingDecoder() async throws {
        let truncating = TestResources.url("clients/flow_ui_truncating.py").path
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", "corpus-flow-ui", "--quiet", "--format", "json", "--",
             FakeImplementations.python, truncating, "examples/flow-ui-python-adapter/adapter.py"])
        #expect(outcome.status == 1)
        let results = Self.results(try Self.report(outcome))
        let failed = results.values.filter { $0["status"] as? String == "failed" }
        let ids = Set(failed.compactMap { $0["id"] as? String })
        // Every invalid-UTF-8 fixture whose bad bytes have a sibling after them, in each position.
        for position in ["widget-middle", "widget-first", "section", "nav-button", "payload-element", "accordion-item"] {
            #expect(ids.contains("hostile/element/\(position)-invalid-utf8.json"), "\(position): \(ids.sorted())")
        }
        #expect(ids.allSatisfy { $0.hasPrefix("hostile/element/") }, "only the hostile elements: \(ids.sorted())")
        for result in failed {
            #expect((result["levels"] as? [String: Bool])?["verdict"] == false, "a wrong outcome: \(result)")
            #expect(result["brokenPromise"] as? String == "hostileBytesCostOneElement")
            #expect(result["basis"] as? String == "decision")
        }
        let widget = try #require(results["hostile/element/widget-middle-invalid-utf8.json"])
        #expect(widget["reason"] as? String == "hostile bytes in one element cost that element at most, never its siblings (project "
            + "decision: docs/DECISIONS.md D83): widget /page/sections/0/widgets/2 missing")
    }

    @Test("an implementation that speaks only Murti is sent no Flow-UI fixture: every one unsupported, nothing certified")
    func murtiOnly() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("murti-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let log = scratch.appendingPathComponent("requests.log")
        let command = try FakeImplementations.command(ProtocolCheckTests.answering, arguments: ["right", log.path])
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", "corpus-flow-ui", "--quiet", "--jobs", "1", "--format", "json", "--"] + command)
        #expect(outcome.status == 1)
        let report = try Self.report(outcome)
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["unsupported"] as? Int == (try FlowUIRunnerCorpus.counts().fixtures) && totals["passed"] as? Int == 0)
        let scope = try #require(report["scope"] as? [String: Any])
        #expect(scope["statement"] as? String == "Not certified (declared: no Flow-UI (contracts: murti))")
        #expect(scope["layers"] as? [Int] == [], "layers mean nothing on a Flow-UI corpus")
        let sent = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(!sent.contains { $0.contains("validate") }, "\(sent.prefix(3))")
    }
}
