import Foundation
import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// `lint` over a Flow-UI corpus keeps each fixture to one fault and each cited promise to one
/// its fault puts at stake, and every source to a published statement or a project decision
/// (docs/DECISIONS.md D80–D82): each planted breach is refused with the file, the JSON Pointer
/// and the fix.
@Suite("conformance-runner lint: one fault per Flow-UI fixture, the promise at stake, what a source rests on", .contracts, .serialized, .tags(.slow))
struct FlowUIFaultLintTests {
    static let ids = [
        "contained/section/every-widget-bad.json", "contained/strip/one-bad-widget.json", "layout/gradient-colors-lossy.json",
        "envelope/refresh-empty.json", "contained/section/one-bad-widget.json", "identity/section-header-claims.json",
    ]

    @Test("two faults unmarked, a combination of one, a promise no fault puts at stake, no promise, a source of no basis")
    func planted() async throws {
        let corpus = try FlowUIRunnerCorpus(ids: Self.ids) { entries in
            entries["contained/section/every-widget-bad.json"] = entries["contained/section/every-widget-bad.json"]?
                .without("combination").without("combinationReason")
            entries["layout/gradient-colors-lossy.json"] = entries["layout/gradient-colors-lossy.json"]?
                .replacing(["promise"]) { _ in .string("pageAlwaysRenders") }
            entries["envelope/refresh-empty.json"] = entries["envelope/refresh-empty.json"]?
                .replacing(["combination"]) { _ in .bool(true) }.replacing(["combinationReason"]) { _ in .string("none") }
            entries["contained/section/one-bad-widget.json"] = entries["contained/section/one-bad-widget.json"]?.without("promise")
            entries["identity/section-header-claims.json"] = entries["identity/section-header-claims.json"]?
                .replacing(["source"]) { _ in .string("the team's wiki") }
        }
        defer { corpus.remove() }
        // A second fault planted in a copy of a fixture's bytes: its footer strip no longer says sticky.
        let original = try String(contentsOf: corpus.corpus.appendingPathComponent("contained/strip/one-bad-widget.json"), encoding: .utf8)
        let planted = original.replacingOccurrences(of: "\"sticky\": true,", with: "")
        #expect(planted != original)
        try Data(planted.utf8).write(to: corpus.corpus.appendingPathComponent("contained/strip/two-faults.json"))
        let file = corpus.corpus.appendingPathComponent("expectations.json")
        guard case .object(var top) = try StrictJSON.parse(try Data(contentsOf: file), file: "expectations.json"),
            case .object(var entries)? = top["fixtures"] else { throw FlowUIRunnerCorpus.Problem.noFixtures }
        entries["contained/strip/two-faults.json"] = entries["contained/strip/one-bad-widget.json"]
        top["fixtures"] = .object(entries)
        try corpus.write(top)

        let outcome = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path])
        #expect(outcome.status == 1)
        let expectations = "\(corpus.corpus.path)/expectations.json"
        let out = outcome.stdout
        #expect(out.hasSuffix("lint: 7 fixtures, 6 problems\n"), "\(out)")
        #expect(out.contains(
            "\(expectations): contained/section/every-widget-bad.json holds 3 faults (droppedElement at /page/sections/0/widgets/0; "
                + "droppedElement at /page/sections/0/widgets/1; droppedElement at /page/sections/0/widgets/2): a decoder that trips "
                + "on one hides how it handles the others\n  fix: split it into one fixture per fault"), "\(out)")
        #expect(out.contains(
            "contained/strip/two-faults.json holds 2 faults (droppedElement at /page/footer/widgets/1; a default taken at "
                + "/page/footer)"), "\(out)")
        #expect(out.contains(
            "layout/gradient-colors-lossy.json cites \"the page always renders\" (at /fixtures/layout~1gradient-colors-lossy.json/promise), "
                + "which its expected skeleton and diagnostics cannot break (its faults: droppedElement at "
                + "/page/sections/0/widgets/0/layout/gradient/colors/1)\n  fix: cite the promise its fault puts at stake: one of "), "\(out)")
        let gradientFix = out.components(separatedBy: "layout/gradient-colors-lossy.json cites").last?
            .split(separator: "\n").dropFirst().first ?? ""
        #expect(gradientFix.hasPrefix("  fix: cite the promise its fault puts at stake: one of "), "\(out)")
        #expect(!gradientFix.contains("pageAlwaysRenders"), "a widget's loss never puts the page at stake: \(gradientFix)")
        #expect(out.contains(
            "envelope/refresh-empty.json is marked \"combination\": true (at /fixtures/envelope~1refresh-empty.json/combination) "
                + "but holds one fault (a default taken at /page/refresh)"), "\(out)")
        #expect(out.contains("contained/section/one-bad-widget.json: the entry has no promise (at "
            + "/fixtures/contained~1section~1one-bad-widget.json/promise)"), "\(out)")
        #expect(out.contains("identity/section-header-claims.json: the source (at /fixtures/identity~1section-header-claims.json/source) "
            + "leads with neither a published statement nor a project decision\n  fix: begin it with what the expectation rests on: "
            + "seed:… (published), SCHEMA.md:… (published)"), "\(out)")
    }
}

extension JSONValue {
    /// `self` without the member `name`.
    func without(_ name: String) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members[name] = nil
        return .object(members)
    }
}
