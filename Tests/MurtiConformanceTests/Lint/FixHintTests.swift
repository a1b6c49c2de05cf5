import Foundation
import ConformanceTestSupport
import Testing
@testable import FlowUIContract
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

/// Fixes that work where they are printed: a corpus outside the checkout, a file outside the
/// corpus (docs/DECISIONS.md 50).
@Suite("Fix hints outside the checkout", .contracts)
struct FixHintTests {
    static let unsorted = Array(#"{"fixtures": {"valid/b.json": {}, "valid/a.json": {}}}"#.utf8)

    @Test("an unsorted expectations.json: the format command names --corpus and the checkout's script")
    func unsortedFix() async throws {
        let inCheckout = try #require(EntryOrder.problem(in: Self.unsorted, file: "corpus/expectations.json", formatTool: "tools/corpus/format.py"))
        #expect(inCheckout.fix == "run `python3 tools/corpus/format.py` (it sorts the entries and writes the canonical form)")
        let elsewhere = try #require(EntryOrder.problem(
            in: Self.unsorted, file: "/srv/app/conformance/expectations.json",
            formatTool: "/opt/murti-conformance/tools/corpus/format.py", corpusDisplay: "/srv/app/conformance"))
        #expect(elsewhere.fix.hasPrefix(
            "run `python3 /opt/murti-conformance/tools/corpus/format.py --corpus /srv/app/conformance` (it sorts"))
        let noCheckout = try #require(EntryOrder.problem(
            in: Self.unsorted, file: "my corpus/expectations.json", formatTool: nil, corpusDisplay: "my corpus"))
        #expect(noCheckout.fix.contains("`python3 tools/corpus/format.py --corpus 'my corpus'`"))
        #expect(noCheckout.fix.hasSuffix("the script is in the tools/corpus/ folder of a murti-conformance checkout"))
    }

    @Test("lint finds the format script beside the checkout's adapters/")
    func formatToolBesideAdapters() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tools/corpus"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("adapters"), withIntermediateDirectories: true)
        #expect(LintRun.formatTool(besides: root.appendingPathComponent("adapters")) == nil)
        try Data().write(to: root.appendingPathComponent("tools/corpus/format.py"))
        #expect(LintRun.formatTool(besides: root.appendingPathComponent("adapters"))?.hasSuffix("/tools/corpus/format.py") == true)
    }

    @Test("Flow-UI: the checkout's own corpus-flow-ui is corrected through its generator; a copy, in its expectations.json")
    func flowUIEntryEdit() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = root.appendingPathComponent("corpus-flow-ui")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        #expect(LintRun.flowUIEdit(corpus: corpus, corpusDisplay: "copy") == .byHand(expectations: "copy/expectations.json"),
                "no generator beside the corpus")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tools/corpus_flow_ui"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("tools/corpus_flow_ui/generate.py"))
        guard case .generated(let generator) = LintRun.flowUIEdit(corpus: corpus, corpusDisplay: "c") else {
            Issue.record("the checkout's corpus-flow-ui has its generator beside it")
            return
        }
        #expect(generator.hasSuffix("/tools/corpus_flow_ui/generate.py"))
        let renamed = root.appendingPathComponent("team-copy")
        #expect(LintRun.flowUIEdit(corpus: renamed, corpusDisplay: "team-copy") == .byHand(expectations: "team-copy/expectations.json"),
                "the generator writes corpus-flow-ui only")

        let unsorted = Array(#"{"contract": "flow-ui", "fixtures": {"seed/b.json": {}, "seed/a.json": {}}}"#.utf8)
        let copy = FlowUIEntryEdit.byHand(expectations: "copy/expectations.json")
        let problem = try #require(EntryOrder.problem(in: unsorted, file: "copy/expectations.json", fix: copy.howToSort))
        #expect(problem.fix.hasPrefix("reorder the members of \"fixtures\" in copy/expectations.json by id, in code point order"))
        #expect(!copy.howToCorrect.contains("generate.py") && !copy.howToCorrect.contains("fixtures_"))
        #expect(FlowUIEntryEdit.generated(generator: "tools/corpus_flow_ui/generate.py").howToSort
            == "run `python3 -m tools.corpus_flow_ui.generate`: it writes the entries sorted by id (code point order)")
        #expect(FlowUIEntryEdit.generated(generator: "/srv/my checkout/tools/corpus_flow_ui/generate.py").howToSort
            .hasPrefix("run `cd '/srv/my checkout' && python3 -m tools.corpus_flow_ui.generate`"))
    }

    @Test("propose: a file of another corpus gets --corpus with that corpus; a stray file gets both ways out")
    func proposeOutsideTheCorpus() async throws {
        let other = try TempCorpus(expectations: TempCorpus.expectations(fixtures: "{}"), files: ["invalid/schema/x.json": Data("{}".utf8)])
        defer { other.remove() }
        let mine = try TempCorpus(expectations: TempCorpus.expectations(fixtures: "{}"))
        defer { mine.remove() }
        let workspace = try Workspace(corpus: mine.root.path)
        let file = other.root.appendingPathComponent("invalid/schema/x.json").path
        let note = ProposeRun.outsideNote(file, workspace: workspace)
        #expect(note.hasSuffix("pass --corpus \(other.root.standardizedFileURL.path)"), "\(note)")
        #expect(!note.contains("move it"))
        let stray = ProposeRun.outsideNote("/tmp/new-fixture.json", workspace: workspace)
        #expect(stray.contains("pass --corpus DIR naming the corpus it belongs to"))
        #expect(stray.contains("or move it under"))
    }
}
