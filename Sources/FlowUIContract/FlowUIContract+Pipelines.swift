import Foundation
import MurtiConformance
import MurtiProtocol

extension FlowUIContract {
    /// A Flow-UI answer (docs/CONTRACT.md §8) as ``CaseResult/contractAnswer(_:durationSeconds:stderr:)``,
    /// with the case's stderr when it carries `error`. Throws ``ProtocolError`` for a line that
    /// is not an answer to `request`.
    package func caseResult(
        _ line: [UInt8], answering request: ValidateRequest, durationSeconds: Double, stderr: () -> String
    ) throws(ProtocolError) -> CaseResult {
        let answer = try ProtocolCodec.decodeFlowUIAnswer(line, expectedSeq: request.seq)
        guard answer.error != nil else { return .flowUIAnswer(answer, durationSeconds: durationSeconds) }
        return .flowUIAnswer(answer, durationSeconds: durationSeconds, stderr: stderr())
    }

    /// ``LintRun/lintFlowUI(shouldStop:)``: no schema, no JSON Schema engine; the reference
    /// decoder through `serve`.
    package func lint(_ run: LintRun, shouldStop: @escaping @Sendable () -> Bool) throws(PipelineError) -> LintReport {
        try run.lintFlowUI(shouldStop: shouldStop)
    }

    /// ``ProposeRun/runFlowUI()``: each file decoded by the reference, its answer as an entry.
    package func propose(_ run: ProposeRun) throws(PipelineError) -> ProposeRun.Output {
        try run.runFlowUI()
    }

    /// ``ImportRun/runFlowUI()``: a folder of pages (``FlowUIPageImport``).
    package func importFiles(_ run: ImportRun) throws(PipelineError) -> ImportRun.Output {
        try run.runFlowUI()
    }

    /// ``FlowUICoverage``: every promise, decoding rule and decision, from the corpus alone.
    package func coverageItems(of corpus: Corpus, workspace: Workspace, schema: String?) throws(PipelineError) -> [CoverageItem] {
        FlowUICoverage(corpus: corpus).items()
    }

    /// `corpus-flow-ui/` beside a Murti corpus (docs/DECISIONS.md 53), written by docs/FLOW-UI.md;
    /// agreement and fuzzing compare Murti's JSON Schema verdicts, so `check` lints and runs it
    /// only.
    package var sibling: SiblingCorpus? {
        SiblingCorpus(
            folder: "corpus-flow-ui", guide: "docs/FLOW-UI.md",
            aloneNote: "check: a Flow-UI corpus: lint and run; agreement and fuzz compare Murti's JSON Schema verdicts "
                + "and were not run",
            besideNote: { corpus, main in
                "check: Flow-UI (\(corpus)): lint and run; agreement and fuzz compare Murti's JSON Schema verdicts, over \(main) only"
            },
            absentNote: { main in "check: no Flow-UI corpus (corpus-flow-ui/) beside \(main): Flow-UI not checked" })
    }

    /// None: `check` lints and runs a Flow-UI corpus only.
    package func checkExtras(_ check: CheckRun) -> [CheckRun.Extra] { [] }
}

extension FlowUIContract {
    /// Flow-UI decoding when `info` speaks it (``CertificationScope/init(flowUI:results:certified:)``),
    /// its statement naming what the judged fixtures rest on.
    package func certificationScope(
        _ info: ImplementationInfo, results: [FixtureResult], certified: Bool, passed: Bool, expectedFailures: Int,
        selection: RunSelection?, strictLevel: Bool
    ) -> CertificationScope {
        var scope = CertificationScope(flowUI: info, results: results, certified: certified)
        scope.statement = CertificationScope.statement(
            declared: CertificationScope.flowUIDeclared(info, results: results, passed: certified || passed),
            certified: certified, passed: passed,
            expectedFailures: expectedFailures, selection: selection, strictLevel: strictLevel)
        return scope
    }

    /// It speaks Flow-UI (layers mean nothing there, docs/CONTRACT.md §8).
    package func declaresScope(_ info: ImplementationInfo) -> Bool { info.speaks(.flowUI) }

    /// Its contracts leave Flow-UI out.
    package func undeclaredScopeReason(_ info: ImplementationInfo) -> String {
        "the start answer's contracts leave Flow-UI out"
    }

    /// `flow-ui decoding`; else `no flow-ui` (badge) or `does not speak flow-ui` (matrix).
    package func declaredScopeWords(_ info: ImplementationInfo, scope: CertificationScope?) -> String {
        if info.speaks(.flowUI) { return "flow-ui decoding" }
        return scope == nil ? "does not speak flow-ui" : "no flow-ui"
    }
}

extension FlowUIContract {
    /// Everything in a folder of the corpus (docs/FLOW-UI.md "The corpus"): its top-level
    /// regular files, expectations.json and a README, are not fixtures; any other top-level
    /// entry but a folder is refused, since it could stand for a folder of fixtures.
    package func fixtureListing(in folder: CorpusFolder) -> CorpusFolder.Listing {
        var listing = folder.listing(below: "")
        listing.files.removeAll { !$0.contains("/") }
        return listing
    }

    /// A `.json` file in any folder of the corpus (docs/FLOW-UI.md "The corpus").
    package func isFixtureID(_ path: String) -> Bool {
        path.hasSuffix(".json") && path.contains("/")
    }

    /// ``RunDiff/flowUISummary(_:_:)`` for `decoded` and `rejected`.
    package func answerSummary(_ actual: JSONValue, outcome: String) -> String? {
        FlowUI.Outcome(rawValue: outcome).map { RunDiff.flowUISummary($0, actual) }
    }
}
