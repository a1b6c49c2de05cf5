import Foundation
import MurtiConformance
import MurtiProtocol

/// Flow-UI corpus integrity (docs/CONTRACT.md §8, docs/FLOW-UI.md), with the rigour of Murti's
/// ``Linter``: expectations.json strict RFC 8259 JSON, sorted, each entry of the expectation
/// format with `description` and `source`; one entry per fixture file and one file per entry;
/// no two fixtures the same bytes under the same profile; `corpusVersion` moved as far as the
/// corpus did; every `src` resolving into its input; no repeated member name outside
/// `informational` fixtures; and the reference decoder, reached through `serve` over protocol
/// v1, giving each entry's answer at the `strict` level.
struct FlowUILinter {
    /// The corpus folder.
    var corpus: URL
    /// The corpus folder as shown in problems.
    var corpusDisplay: String
    /// The reference (`serve`).
    var referenceCommand: [String]
    /// Reference processes in parallel.
    var jobs: Int
    /// How an entry gets corrected: through the checkout's generator, or by hand in a copy.
    var edit: FlowUIEntryEdit = .byHand(expectations: "expectations.json")
    /// Seconds per case.
    var timeout = DriverConfiguration.defaultTimeout

    /// Runs every check. Throws ``LintError`` only when expectations.json cannot be read at all.
    func lint(shouldStop: @escaping @Sendable () -> Bool = { false }) throws(LintError) -> LintReport {
        let display = { (id: String) in corpusDisplay + "/" + id }
        let expectationsFile = display("expectations.json")
        let loaded = try FlowUILintCorpus.load(from: corpus, display: display, edit: edit)
        var problems = loaded.problems
        var skipped: [String] = []
        problems += DuplicateFixtures.problems(in: loaded.corpus.fixtures, display: display)
        if let current = try? CorpusFolder(root: corpus).read("expectations.json") {
            let bump = VersionBump.check(corpus: corpus, current: current, expectationsFile: expectationsFile, contract: .flowUI)
            if let problem = bump.problem { problems.append(problem) }
            if let note = bump.note { skipped.append(note) }
        }

        var requests: [ValidateRequest] = []
        var proofs: [FlowUIReferenceProof] = []
        for fixture in loaded.corpus.fixtures {
            guard let expectation = fixture.expectation.flowUI else { continue }
            let bytes: Data
            do { bytes = try fixture.bytes() } catch {
                problems.append(LintProblem(
                    kind: .referenceFailed, file: display(fixture.id), fixture: fixture.id,
                    message: "cannot be read: \(error.description)", fix: "make the file readable"))
                continue
            }
            let input = FlowUIInputChecks(file: display(fixture.id), id: fixture.id, expectation: expectation, expectationsFile: expectationsFile)
            let inputProblems = input.problems(bytes)
            problems += inputProblems
            // One mistake, one problem: an entry whose src names nothing is told so, not again
            // as the skeleton the reference decodes differently.
            guard inputProblems.allSatisfy({ $0.kind != .pathNotFound }),
                let profile = loaded.corpus.file.profiles[expectation.profileName]
            else { continue }
            requests.append(ValidateRequest(seq: requests.count + 1, id: fixture.id, contract: .flowUI, document: bytes, profile: profile))
            proofs.append(FlowUIReferenceProof(
                file: display(fixture.id), id: fixture.id, expectation: expectation, expectationsFile: expectationsFile, edit: edit))
        }
        let run = Driver(configuration: DriverConfiguration(command: referenceCommand, jobs: jobs, timeout: timeout))
            .run(requests, shouldStop: shouldStop)
        var disproved: Set<String> = []
        // A fixture a stop left unjudged has no proof either way (docs/SECURITY.md).
        for (proof, result) in zip(proofs, run.results) where result != .harnessError(.cancelled) {
            let found = proof.problems(result)
            if !found.isEmpty { disproved.insert(proof.id) }
            problems += found
        }
        // One mistake, one problem: an entry the reference disagrees with is told so, not again
        // as citing a promise its (wrong) skeleton and diagnostics cannot break.
        problems.removeAll { $0.kind == .promiseNotAtStake && $0.fixture.map(disproved.contains) == true }
        if run.partial { skipped.append("the reference run was interrupted") }
        return LintReport(problems: LintProblem.ordered(problems), fixtureCount: loaded.allIDs.count, skippedChecks: skipped)
    }
}
