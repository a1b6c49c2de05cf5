import Foundation
import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// `lint`, `propose`, `import` and `check` over a Flow-UI corpus (docs/CONTRACT.md §8,
/// docs/FLOW-UI.md): the committed corpus is clean; each planted fault is caught with the
/// file, the JSON Pointer and the fix; the reference proposes the entries the corpus holds.
@Suite("conformance-runner lint, propose, import and check over a Flow-UI corpus", .contracts, .serialized, .tags(.slow), CITier.trait)
struct FlowUILintCommandTests {
    /// A widget entry's path in a page's first section.
    static func widget(_ index: Int, _ member: String) -> [String] {
        ["page", "sections", "0", "widgets", String(index), member]
    }

    @Test("the committed corpus is clean")
    func clean() async throws {
        let outcome = try RunnerProcess.run(["lint", "--corpus", "corpus-flow-ui"])
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout == "lint: \(try FlowUIRunnerCorpus.counts().fixtures) fixtures, no problems\n")
    }

    @Test("a wrong src, a wrong content kind and a missing diagnostic: each caught with the file, the JSON Pointer and the fix")
    func planted() async throws {
        let corpus = try FlowUIRunnerCorpus { entries in
            func change(_ id: String, _ path: [String], _ value: JSONValue) {
                entries[id] = entries[id]?.replacing(path) { _ in value }
            }
            change("contained/section/one-bad-widget.json", Self.widget(0, "src"), .string("/page/sections/0/widgets/7"))
            change("contained/widget/malformed-hides-inner-faults.json", Self.widget(0, "content"), .string("unknown"))
            entries["contained/payload-element/one-bad-button.json"] = entries["contained/payload-element/one-bad-button.json"]?
                .replacing(["diagnostics"]) { _ in .array([]) }
        }
        defer { corpus.remove() }
        let outcome = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path])
        #expect(outcome.status == 1)
        let shown = corpus.corpus.path
        let expectations = "\(shown)/expectations.json"
        let blocks = outcome.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(blocks.last == "lint: \(try FlowUIRunnerCorpus.counts().fixtures) fixtures, 3 problems", "\(outcome.stdout)")
        // Each message as a list of typed pieces: as one `+` chain inside #expect the three took
        // the type checker over four seconds.
        let button: [String] = [
            "\(shown)/contained/payload-element/one-bad-button.json: the reference reports the diagnostic (droppedElement, ",
            "/page/sections/0/widgets/0/data/buttons/1), which the entry lacks (at ",
            "/fixtures/contained~1payload-element~1one-bad-button.json/diagnostics in \(expectations))\n",
            #"  fix: add {"kind":"droppedElement","src":"/page/sections/0/widgets/0/data/buttons/1"} to "#,
            "/fixtures/contained~1payload-element~1one-bad-button.json/diagnostics, in document order",
        ]
        let widget: [String] = [
            "\(shown)/contained/section/one-bad-widget.json: src /page/sections/0/widgets/7 (at ",
            "/fixtures/contained~1section~1one-bad-widget.json/page/sections/0/widgets/0/src in \(expectations)) names ",
            "nothing in the fixture: /page/sections/0/widgets has no \"7\"\n  fix: write the JSON Pointer of the element",
        ]
        let malformed: [String] = [
            "\(shown)/contained/widget/malformed-hides-inner-faults.json: the entry and the reference differ: widget ",
            "/page/sections/0/widgets/0: expected unknown, got malformed (expected is the entry, got the reference) (at ",
            "/fixtures/contained~1widget~1malformed-hides-inner-faults.json/page/sections/0/widgets/0/content in \(expectations))\n",
            "  fix: if docs/FLOW-UI.md (its rules and Decisions) agrees with the reference, correct the entry ",
            "(edit its entry in \(expectations) directly: no generator writes this corpus)",
        ]
        for message in [button, widget, malformed] {
            #expect(outcome.stdout.contains(message.joined()), "\(outcome.stdout)")
        }
        #expect(!outcome.stdout.contains("fixtures_") && !outcome.stdout.contains("generate.py"),
                "a copy outside the checkout has no generator to run: \(outcome.stdout)")
    }

    @Test("a copy's unsorted expectations.json: the fix says how to sort it by hand, not which generator to run")
    func unsortedCopy() async throws {
        let ids = ["rejected/null.json", "seed/arrangement-unknown-becomes-vertical.json"]
        let corpus = try FlowUIRunnerCorpus(ids: ids)
        defer { corpus.remove() }
        let file = corpus.corpus.appendingPathComponent("expectations.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let top = try StrictJSON.parse(Data(text.utf8), file: "expectations.json")
        // The same members, the two entries written in reverse order.
        let entries = try ids.reversed().map { id in
            "\"\(id)\": " + String(decoding: try JSONEncoder().encode(try #require(top["fixtures"]?[id])), as: UTF8.self)
        }
        guard case .object(var head) = top else { throw FlowUIRunnerCorpus.Problem.noFixtures }
        head["fixtures"] = nil
        let rest = String(String(decoding: try JSONEncoder().encode(JSONValue.object(head)), as: UTF8.self).dropLast())
        let written: String = rest + ", \"fixtures\": {" + entries.joined(separator: ", ") + "}}"
        try Data(written.utf8).write(to: file)
        let outcome = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains(
            "the fixtures are not sorted by id: \"rejected/null.json\" comes after \"seed/arrangement-unknown-becomes-vertical.json\"\n"
                + "  fix: reorder the members of \"fixtures\" in \(corpus.corpus.path)/expectations.json by id, in code point order"),
            "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("generate.py"), "\(outcome.stdout)")
    }

    @Test("a repeated member name outside informational fixtures, a missing source, a file without entry, an unsorted file")
    func otherChecks() async throws {
        let ids = ["seed/arrangement-unknown-becomes-vertical.json", "contained/section/one-bad-widget.json", "rejected/null.json"]
        let corpus = try FlowUIRunnerCorpus(ids: ids) { entries in
            entries["contained/section/one-bad-widget.json"] = entries["contained/section/one-bad-widget.json"]?
                .replacing(["source"]) { _ in .string("") }
        }
        defer { corpus.remove() }
        // The first of the repeated names wins (Decision 2): the reference's answer stays the entry's.
        let fixture = corpus.corpus.appendingPathComponent("seed/arrangement-unknown-becomes-vertical.json")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let first = try #require(text.range(of: #""id": "p","#))
        try Data(text.replacingCharacters(in: first, with: #""id": "p", "id": "q","#).utf8).write(to: fixture)
        try Data("{\"page\": {}}".utf8).write(to: corpus.corpus.appendingPathComponent("seed/stray.json"))
        let outcome = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("seed/arrangement-unknown-becomes-vertical.json: repeats the member name \"id\" at /page/id and is not informational"),
                "\(outcome.stdout)")
        #expect(outcome.stdout.contains("contained/section/one-bad-widget.json: the entry has no source (at /fixtures/contained~1section~1one-bad-widget.json/source)"))
        #expect(outcome.stdout.contains("seed/stray.json: a fixture file with no entry in"))
        #expect(outcome.stdout.hasSuffix("lint: 4 fixtures, 3 problems\n"), "\(outcome.stdout)")
    }

    @Test("propose gives the entry the corpus holds, for review; import proposes a page folder under pages/")
    func proposeAndImport() async throws {
        let id = "contained/payload-element/one-bad-button.json"
        let proposed = try RunnerProcess.run(["propose", "--corpus", "corpus-flow-ui", "corpus-flow-ui/" + id])
        #expect(proposed.status == 0, "\(proposed.stderr)")
        #expect(proposed.stderr.contains("what the reference decoder answers, not what the contract says"))
        let fragment = try #require(try StrictJSON.parse(Data(("{" + proposed.stdout + "}").utf8), file: "stdout")[id])
        let committed = try #require(try FlowUIRunnerCorpus.expectations()["fixtures"]?[id])
        func answer(_ entry: JSONValue) async -> JSONValue {
            guard case .object(let members) = entry else { return entry }
            return .object(members.filter { !["description", "source", "promise"].contains($0.key) })
        }
        await #expect(answer(fragment).canonicallyEquals(answer(committed)))
        #expect(fragment["description"]?.stringValue?.hasPrefix("TODO") == true)
        #expect(proposed.stderr.contains("give the entry the \"promise\" its fault puts at stake, one of "), "\(proposed.stderr)")
        #expect(proposed.stderr.contains("badElementsAreDropped"), "\(proposed.stderr)")

        let pages = FileManager.default.temporaryDirectory.appendingPathComponent("flow-ui-pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pages) }
        try FileManager.default.createDirectory(at: pages.appendingPathComponent("demo"), withIntermediateDirectories: true)
        try Data(#"{"page": {"id": "home", "sections": [{"id": "s", "widgets": [{"type": "title_block", "id": "t", "data": {"title": "Hi"}}, {"type": "order_card", "id": "o"}]}]}}"#.utf8)
            .write(to: pages.appendingPathComponent("demo/home.json"))
        try Data("[1, 2]".utf8).write(to: pages.appendingPathComponent("demo/list.json"))
        let imported = try RunnerProcess.run(["import", "--corpus", "corpus-flow-ui", pages.path])
        #expect(imported.status == 1, "an unknown type and a refused page need review")
        #expect(imported.stderr.contains("pages/demo/home.json: types not in the registry: order_card"), "\(imported.stderr)")
        #expect(imported.stderr.contains("pages/demo/list.json: the reference refuses it (notObject)"))
        let entries = try #require(try StrictJSON.parse(Data(imported.stdout.utf8), file: "stdout")["fixtures"])
        #expect(entries["pages/demo/home.json"]?["outcome"] == .string("decoded"))
        #expect(entries["pages/demo/list.json"]?["reason"] == .string("notObject"))
        let registered = try RunnerProcess.run(["import", "--corpus", "corpus-flow-ui", "--profile", "app-registry", pages.path + "/demo/../demo"])
        #expect(!registered.stderr.contains("order_card"), "app-registry binds order_card: \(registered.stderr)")
    }

    @Test("check runs both contracts and says what it leaves Murti-only; a broken Flow-UI corpus fails it by name")
    func check() async throws {
        let murti = try RunnerCorpus(entries: LintCommandTests.sortedEntries)
        defer { murti.remove() }
        let flow = try FlowUIRunnerCorpus(ids: ["seed/arrangement-unknown-becomes-vertical.json", "rejected/null.json"], in: murti.root)
        let passed = try RunnerProcess.run(["check", "--corpus", murti.corpus.path, "--fuzz-seconds", "0"])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.contains("lint (flow-ui): 2 fixtures, no problems\n"))
        #expect(passed.stdout.contains("run (flow-ui, murti-swift-reference 1.0.0): 2 passed, 0 failed"))
        #expect(passed.stdout.contains("agreement and fuzz compare Murti's JSON Schema verdicts"))
        #expect(passed.stdout.hasSuffix("check: passed\n"))

        var top = try FlowUIRunnerCorpus.expectations()
        top["fixtures"] = try #require(try StrictJSON.parse(
            Data(contentsOf: flow.corpus.appendingPathComponent("expectations.json")), file: "e")["fixtures"]?
            .replacing(["rejected/null.json", "reason"]) { _ in .string("noPage") })
        try flow.write(top)
        let failed = try RunnerProcess.run(["check", "--corpus", murti.corpus.path, "--fuzz-seconds", "0"])
        #expect(failed.status == 1)
        #expect(failed.stdout.hasSuffix("check: FAILED (lint (flow-ui), run (flow-ui))\n"), "\(failed.stdout)")

        // A corpus-flow-ui/ whose expectations.json cannot be read is not "Flow-UI not checked"
        // but a failure (docs/DECISIONS.md 53).
        try Data("{\"contract\": \"flow-ui\",".utf8).write(to: flow.corpus.appendingPathComponent("expectations.json"))
        let unreadable = try RunnerProcess.run(["check", "--corpus", murti.corpus.path, "--fuzz-seconds", "0"])
        #expect(unreadable.status == 1, "\(unreadable.stdout)")
        #expect(unreadable.stdout.contains("lint (flow-ui): the corpus cannot be checked: "), "\(unreadable.stdout)")
        #expect(unreadable.stdout.contains("expectations.json"))
        #expect(unreadable.stdout.hasSuffix("check: FAILED (lint (flow-ui))\n"), "\(unreadable.stdout)")
        try Data("{\"corpusVersion\": \"1.0.0\", \"fixtures\": {}}".utf8).write(to: flow.corpus.appendingPathComponent("expectations.json"))
        let undeclared = try RunnerProcess.run(["check", "--corpus", murti.corpus.path, "--fuzz-seconds", "0"])
        #expect(undeclared.status == 1)
        #expect(undeclared.stdout.contains("it does not declare \"contract\": \"flow-ui\""), "\(undeclared.stdout)")

        let alone = try RunnerProcess.run(["check", "--corpus", FlowUIRunnerCorpus.committed.path, "--fuzz-seconds", "0"])
        #expect(alone.status == 0, "\(alone.stdout)")
        #expect(alone.stdout.contains("check: a Flow-UI corpus: lint and run; agreement and fuzz"))
    }
}
