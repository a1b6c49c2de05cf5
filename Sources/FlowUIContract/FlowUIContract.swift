import Foundation
import MurtiConformance
import MurtiProtocol

/// Flow-UI (docs/CONTRACT.md §8): the outcome of lossily decoding a page or a sheet, graded at
/// the verdict, rule and strict levels (and cost); reports grouped by the fixture's concern
/// folder. Its fixtures are sent with `"contract": "flow-ui"` and the profile's registry, and
/// its answers read as ``FlowUI/Answer``; the driver, scope, expected failures, `diff` and the
/// report formats are the shared ones.
package struct FlowUIContract: ConformanceContract {
    /// Creates the contract.
    package init() {}

    /// ``ContractKind/flowUI``.
    package var kind: ContractKind { .flowUI }

    /// `Flow-UI`.
    package var displayName: String { "Flow-UI" }

    /// `decoded`, `rejected`.
    package var answerOutcomes: Set<String> { Set(FlowUI.Outcome.allCases.map(\.rawValue)) }

    /// ``FlowUI/maxAnswerNesting``: a decoder's answer nests as deep as its page (docs/FLOW-UI.md
    /// Decision 1).
    package var answerNesting: Int { FlowUI.maxAnswerNesting }

    /// `notJSON` (docs/CONTRACT.md §8).
    package var unwritableDocumentAnswer: String { "notJSON" }

    /// docs/FLOW-UI.md "The expectation format": `corpusVersion`, the profiles and the entries
    /// (``FlowUIExpectation``), unknown members refused.
    package func readExpectations(_ document: JSONValue, file: String) throws(CorpusError) -> ExpectationsFile {
        try ExpectationsFile.readFlowUI(document, file: file)
    }

    /// A ``FlowUIExpectation`` when `outcome` is `decoded` or `rejected`.
    package func decodeExpectation(outcome: String, from decoder: any Decoder) throws -> (any ContractExpectation)? {
        guard FlowUI.Outcome(rawValue: outcome) != nil else { return nil }
        return try FlowUIExpectation(from: decoder)
    }

    /// One `validate` request per fixture, `seq` from 1: `"contract": "flow-ui"`, the file's
    /// exact bytes, the profile object the entry names. Throws
    /// ``CorpusError/unknownProfile(fixture:profile:known:)`` or a file error of
    /// ``Fixture/bytes()``.
    package func requests(for fixtures: [Fixture], in corpus: Corpus) throws(CorpusError) -> [ValidateRequest] {
        var requests: [ValidateRequest] = []
        requests.reserveCapacity(fixtures.count)
        for (index, fixture) in fixtures.enumerated() {
            let name = fixture.expectation.profileName
            guard let profile = corpus.file.profiles[name] else {
                throw .unknownProfile(
                    fixture: fixture.id, profile: name, known: corpus.file.profiles.keys.sorted(by: ScalarOrder.precedes))
            }
            requests.append(try ValidateRequest(
                seq: index + 1, id: fixture.id, contract: .flowUI, document: try fixture.bytes(), profile: profile).fittingOneLine())
        }
        return requests
    }

    /// ``Grader/grade(_:_:)``, which hands each Flow-UI answer to ``FlowUIGrader``.
    package func grade(_ fixtures: [Fixture], _ results: [CaseResult], grader: Grader) -> [FixtureResult] {
        grader.grade(fixtures, results)
    }

    /// The concern folders, in the order of docs/FLOW-UI.md "The corpus".
    package var reportSections: ReportSections { Self.sections }

    /// ``ReportWording/flowUI``.
    package var reportWording: ReportWording { .flowUI }

    /// The Flow-UI report groups (``FixtureResult/group``: the concern folder).
    package static let sections = ReportSections(
        order: [
            "seed", "envelope", "contained/page", "contained/strip", "contained/section", "contained/section-header",
            "contained/widget", "contained/payload-element", "contained/atom", "fallback", "layout", "shorthand", "payload",
            "actions", "additive", "identity", "registry", "sheet", "hostile", "rejected", "pages",
        ],
        titles: [
            "seed": "seed (statements of the schema article)",
            "envelope": "envelope (page members and their defaults)",
            "contained/page": "contained/page (a bad page member falls back alone)",
            "contained/strip": "contained/strip (header and footer strips)",
            "contained/section": "contained/section (a bad section member falls back alone)",
            "contained/section-header": "contained/section-header (malformed, unknown, or no widget at all)",
            "contained/widget": "contained/widget (broken envelopes dropped, unknown and malformed contained)",
            "contained/payload-element": "contained/payload-element (one bad element dropped alone)",
            "contained/atom": "contained/atom (inside data malformed, outside fallback)",
            "fallback": "fallback (arrangement, columns, width, spacing)",
            "layout": "layout (WidgetLayout)",
            "shorthand": "shorthand (atoms' bare forms)",
            "payload": "payload (the starter models)",
            "actions": "actions (built-in, host and unknown types, inline sheets)",
            "additive": "additive (unknown keys)",
            "identity": "identity (ids, repeats, renaming)",
            "registry": "registry (the same bytes under other registries; opaque models)",
            "sheet": "sheet (bottom sheets)",
            "hostile": "hostile (depth, size, encodings)",
            "rejected": "rejected (the three rejections)",
            "pages": "pages (whole pages)",
        ])
}
