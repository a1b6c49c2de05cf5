import Foundation
import MurtiConformance
import MurtiProtocol

extension MurtiContract {
    /// A Murti answer (docs/CONTRACT.md §3) as ``CaseResult/answer(_:durationSeconds:stderr:)``,
    /// with the case's stderr when it carries `error`. Throws ``ProtocolError`` for a line that
    /// is not an answer to `request`.
    package func caseResult(
        _ line: [UInt8], answering request: ValidateRequest, durationSeconds: Double, stderr: () -> String
    ) throws(ProtocolError) -> CaseResult {
        let answer = try ProtocolCodec.decodeAnswer(line, expectedSeq: request.seq)
        guard answer.error != nil else { return .answer(answer, durationSeconds: durationSeconds) }
        return .answer(answer, durationSeconds: durationSeconds, stderr: stderr())
    }

    /// ``LintRun/lintMurti(shouldStop:)``: the schema's rule ids, the pinned JSON Schema engine
    /// over expectations.json, the reference proving every entry.
    package func lint(_ run: LintRun, shouldStop: @escaping @Sendable () -> Bool) throws(PipelineError) -> LintReport {
        try run.lintMurti(shouldStop: shouldStop)
    }

    /// ``ProposeRun/runMurti()``: each file's verdict under the corpus's profile as an entry.
    package func propose(_ run: ProposeRun) throws(PipelineError) -> ProposeRun.Output {
        try run.runMurti()
    }

    /// ``ImportRun/runBank()``: an upstream-style bank of `valid/` and `invalid/` files.
    package func importFiles(_ run: ImportRun) throws(PipelineError) -> ImportRun.Output {
        let report = try run.runBank()
        return ImportRun.Output(
            fragment: report.fragment, reviewLines: report.reviewLines, needsReview: report.needsReview,
            reminder: ProposeRun.reminder)
    }

    /// ``MurtiCoverage``: every rule id, answering decision, keyword location, bound and
    /// identifier site's pattern class of the schema (`schema`, else murti.schema.json beside
    /// the corpus folder). Throws ``PipelineError/unreadable(file:reason:fix:)`` for a schema
    /// that cannot be read.
    package func coverageItems(of corpus: Corpus, workspace: Workspace, schema: String?) throws(PipelineError) -> [CoverageItem] {
        let url = try workspace.schema(schema)
        let document: JSONValue
        let catalog: RuleCatalog
        do {
            document = try StrictJSON.parse(try Data(contentsOf: url), file: Workspace.display(url.path))
            catalog = try RuleCatalog.load(schemaAt: url)
        } catch {
            throw .unreadable(file: Workspace.display(url.path), reason: "\(error)", fix: "pass --schema FILE naming a JSON Schema")
        }
        return MurtiCoverage(corpus: corpus, schema: document, catalog: catalog).items()
    }

    /// `nil`: a Murti corpus is a main one.
    package var sibling: SiblingCorpus? { nil }

    /// ``FuzzRun/defaultSeconds``: `check` fuzzes as long as a `fuzz` run searches.
    package var checkFuzzSeconds: Double { FuzzRun.defaultSeconds }

    /// Agreement (the JSON Schema engines against the expectations, docs/CONTRACT.md §5), then,
    /// unless `--fuzz-seconds 0`, a seeded differential fuzz run (docs/FUZZING.md).
    package func checkExtras(_ check: CheckRun) -> [CheckRun.Extra] {
        var extras = [
            CheckRun.Extra(name: "agreement", detail: check.workspace.corpusDisplay + "/") { shouldStop throws(PipelineError) in
                var agreement = AgreementRun(workspace: check.workspace, reference: check.reference)
                agreement.jobs = check.jobs
                let report = try agreement.run(progress: check.progress("agreement"), shouldStop: shouldStop)
                return CheckRun.Part(
                    name: "agreement", summary: report.summary, passed: report.allAgree, details: report.rendered(as: .text))
            }
        ]
        if check.fuzzSeconds > 0 {
            extras.append(CheckRun.Extra(
                name: "fuzz", detail: "for \(CheckRun.seconds(check.fuzzSeconds)) s (differential fuzzing, seed \(FuzzRun.checkSeed))"
            ) { _ throws(PipelineError) in try check.fuzzPart() })
        }
        return extras
    }
}

extension MurtiContract {
    /// ``CertificationScope/init(murti:results:certified:passed:expectedFailures:selection:strictLevel:)``.
    package func certificationScope(
        _ info: ImplementationInfo, results: [FixtureResult], certified: Bool, passed: Bool, expectedFailures: Int,
        selection: RunSelection?, strictLevel: Bool
    ) -> CertificationScope {
        CertificationScope(
            murti: info, results: results, certified: certified, passed: passed, expectedFailures: expectedFailures,
            selection: selection, strictLevel: strictLevel)
    }

    /// It speaks Murti and declares layers or `schemaOnly`.
    package func declaresScope(_ info: ImplementationInfo) -> Bool {
        info.speaks(.murti) && (info.schemaOnly || !info.layers.isEmpty)
    }

    /// No layer and no JSON Schema engine, or contracts without Murti.
    package func undeclaredScopeReason(_ info: ImplementationInfo) -> String {
        info.speaks(.murti)
            ? "the start answer declares no layer and is no JSON Schema engine" : "the start answer's contracts leave Murti out"
    }

    /// The badge: `schema verdicts` or the scope's layers; a matrix column: `schema verdicts (JSON
    /// Schema engine)` or the declared layers, `+` the capabilities.
    package func declaredScopeWords(_ info: ImplementationInfo, scope: CertificationScope?) -> String {
        if let scope { return info.schemaOnly ? "schema verdicts" : CertificationScope.layerList(scope.layers) }
        var text = info.schemaOnly ? "schema verdicts (JSON Schema engine)" : CertificationScope.layerList(info.layers.sorted())
        if !info.capabilities.isEmpty { text += " + " + info.capabilities.sorted().joined(separator: ", ") }
        return text
    }
}

extension MurtiContract {
    /// Everything below `valid/` and `invalid/` (docs/CONTRACT.md §2).
    package func fixtureListing(in folder: CorpusFolder) -> CorpusFolder.Listing {
        var listing = CorpusFolder.Listing()
        for name in Corpus.fixtureFolders {
            listing.merge(folder.listing(below: name))
        }
        return listing
    }

    /// A `.json` file under `valid/` or `invalid/` (docs/CONTRACT.md §2).
    package func isFixtureID(_ path: String) -> Bool {
        path.hasSuffix(".json") && (path.hasPrefix("valid/") || path.hasPrefix("invalid/"))
    }

    /// `nil`: a Murti answer's summary is the shared one (outcome, layer, rule, path).
    package func answerSummary(_ actual: JSONValue, outcome: String) -> String? { nil }
}
