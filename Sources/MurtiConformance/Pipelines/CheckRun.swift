import Foundation
import MurtiProtocol

/// `check`: the CI anti-drift gate (docs/CONTRACT.md §5): lint and run (the reference) of the
/// corpus, then what its contract adds (``ConformanceContract/checkExtras(_:)``: Murti's
/// agreement and a short seeded fuzz run whose only failure is a new finding, docs/FUZZING.md),
/// then lint and run of each sibling corpus beside it (``ConformanceContract/sibling``,
/// docs/CONTRACT.md §8). A sibling corpus checked alone gets lint and run.
package struct CheckRun: Sendable {
    /// The corpus and the paths around it (a main corpus, or a sibling one checked alone).
    package var workspace: Workspace
    /// The sibling corpora checked after a main one, in the order of ``ContractRegistry``: by
    /// default each sibling contract's folder beside it (``sibling(_:of:)``).
    package var siblings: [Sibling] = []
    /// The reference's `serve`.
    package var reference: ReferenceCommand
    /// Processes in parallel for each part.
    package var jobs = ConformanceRun.defaultJobs
    /// The fuzz step's length in seconds, by default the corpus's contract's
    /// (``ConformanceContract/checkFuzzSeconds``, 0 for a contract whose `check` does not fuzz);
    /// 0 leaves the step out.
    package var fuzzSeconds: Double = 0
    /// Also build the HTML matrix of the gate's sides (`check --matrix FILE`, docs/MATRIX.md).
    package var matrix = false
    /// Told as the gate goes (docs/DECISIONS.md 95): each part when it starts and ends, and
    /// how far it is in between (the caller decides what to show where).
    package var onStep: (@Sendable (Step) -> Void)?

    /// One event of the gate's progress.
    package enum Step: Sendable {
        /// A part starts: its name (`lint`, `fuzz`, `run (NAME)` for a sibling of contract NAME) and what it works on
        /// (`corpus/`, `for 60 s (differential fuzzing, seed 1)`).
        case started(name: String, detail: String)
        /// A part is `done` of `total` through: fixtures judged, or seconds fuzzed.
        case progress(name: String, done: Int, total: Int)
        /// A part ended after `seconds` (wall clock).
        case finished(Part, seconds: Double)
    }

    /// A sibling contract's corpus beside the main one, as found.
    package struct Sibling: Sendable {
        /// The sibling's contract.
        package var contract: any ConformanceContract
        /// What lies in its folder.
        package var found: Found

        /// What lies in a sibling contract's folder beside the main corpus.
        package enum Found: Sendable {
            /// No folder, or no expectations.json in it.
            case none
            /// The corpus, to be checked.
            case corpus(Workspace)
            /// A folder holding an expectations.json that cannot be checked, and why
            /// (docs/DECISIONS.md 53).
            case problem(String)
        }
    }

    /// A part `check` runs of a main corpus after its lint and run
    /// (``ConformanceContract/checkExtras(_:)``).
    package struct Extra: Sendable {
        /// The part's name (`agreement`).
        package var name: String
        /// What it works on, shown as it starts (`corpus/`).
        package var detail: String
        /// Runs it, given the stop signal. Throws ``PipelineError`` when the part cannot run.
        package var run: @Sendable (_ shouldStop: @escaping @Sendable () -> Bool) throws(PipelineError) -> Part

        /// Creates the part.
        package init(
            name: String, detail: String,
            run: @escaping @Sendable (_ shouldStop: @escaping @Sendable () -> Bool) throws(PipelineError) -> Part
        ) {
            self.name = name
            self.detail = detail
            self.run = run
        }
    }

    /// Creates the gate over `workspace`.
    package init(workspace: Workspace, reference: ReferenceCommand) {
        self.workspace = workspace
        self.reference = reference
        let contract = try? workspace.contract
        fuzzSeconds = contract?.checkFuzzSeconds ?? 0
        guard contract?.sibling == nil else { return }
        for contract in ContractRegistry.contracts where contract.sibling != nil {
            switch Self.sibling(contract, of: workspace) {
            case .success(let corpus?): siblings.append(Sibling(contract: contract, found: .corpus(corpus)))
            case .success(nil): siblings.append(Sibling(contract: contract, found: .none))
            case .failure(let problem): siblings.append(Sibling(contract: contract, found: .problem(problem.description)))
            }
        }
    }

    /// `contract`'s sibling folder beside `workspace`'s corpus: `nil` when there is none (no
    /// folder, no expectations.json in it, or `contract` has no sibling folder), the corpus,
    /// or why a folder holding an expectations.json is not one that can be checked
    /// (docs/DECISIONS.md 53).
    package static func sibling(_ contract: any ConformanceContract, of workspace: Workspace) -> Result<Workspace?, PipelineError> {
        guard let place = contract.sibling else { return .success(nil) }
        let folder = workspace.corpus.deletingLastPathComponent().appendingPathComponent(place.folder)
        guard Workspace.holdsExpectations(folder) else { return .success(nil) }
        let sibling: Workspace
        do throws(PipelineError) { sibling = try Workspace(corpus: folder.path, toolFolder: workspace.toolFolder) } catch {
            return .failure(error)
        }
        let file = sibling.expectationsDisplay
        let document: JSONValue
        do {
            document = try StrictJSON.parse(try sibling.expectationsBytes(), file: file)
        } catch {
            return .failure(.unreadable(
                file: file, reason: String(describing: error), fix: "correct the file, then run `conformance-runner lint --corpus \(sibling.corpusDisplay)`"))
        }
        let name = contract.kind.rawValue
        guard document["contract"]?.stringValue == name else {
            return .failure(.unreadable(
                file: file, reason: "it does not declare \"contract\": \"\(name)\" (at /contract)",
                fix: "write \"contract\": \"\(name)\" at the top of the file (\(place.guide)), or move the folder away"))
        }
        return .success(sibling)
    }

    /// One part of the gate.
    package struct Part: Sendable {
        /// `lint`, `run`, `agreement`, `fuzz`.
        package var name: String
        /// Its one-line summary.
        package var summary: String
        /// Whether it passed.
        package var passed: Bool
        /// Its full text report, printed when it fails.
        package var details: String
        /// The run's report, for a `run` part (the matrix's first column).
        package var report: RunReport? = nil

        /// Creates the value from its members.
        package init(name: String, summary: String, passed: Bool, details: String, report: RunReport? = nil) {
            self.name = name
            self.summary = summary
            self.passed = passed
            self.details = details
            self.report = report
        }
    }

    /// The gate's parts, in order; it passes when every part does.
    package struct Report: Sendable {
        /// lint, run, the contract's extras (agreement and, unless left out, fuzz); then each
        /// sibling's, named after its contract (`lint (NAME)`, `run (NAME)`).
        package var parts: [Part]
        /// What the gate did not check, and why (printed before the verdict).
        package var notes: [String] = []
        /// The matrix of the gate's sides, when ``CheckRun/matrix`` is set.
        package var matrix: CompatibilityMatrix?
        /// `true` when a stop (a signal) cut the gate short: the parts after it were not run.
        package var partial = false
        /// `true` when every part passed and none was left out by a stop.
        package var passed: Bool { !partial && parts.allSatisfy(\.passed) }
    }

    /// Runs every part. Throws ``PipelineError`` when a part cannot run at all.
    package func run(shouldStop: @escaping @Sendable () -> Bool = { false }) throws(PipelineError) -> Report {
        let contract = try workspace.contract
        if let place = contract.sibling {
            return Report(parts: try contractParts(workspace, label: nil, shouldStop: shouldStop), notes: [place.aloneNote])
        }
        var parts = try contractParts(workspace, label: nil, shouldStop: shouldStop)
        let siblingParts = siblings.flatMap { sibling -> [String] in
            guard case .corpus = sibling.found else { return [] }
            return ["lint", "run"].map { "\($0) (\(sibling.contract.kind.rawValue))" }
        }
        // A stop signal ends the gate after the part it cut short (docs/SECURITY.md).
        func stopped(_ left: [String]) -> Report? {
            guard shouldStop() else { return nil }
            var report = Report(parts: parts, notes: ["check: interrupted; the report is partial; not run: "
                + (left + siblingParts).joined(separator: ", ")])
            report.partial = true
            return report
        }
        let extras = contract.checkExtras(self)
        for (index, extra) in extras.enumerated() {
            if let report = stopped(extras[index...].map(\.name)) { return report }
            parts.append(try step(extra.name, extra.detail) { () throws(PipelineError) in try extra.run(shouldStop) })
        }
        if let report = stopped([]) { return report }
        var notes: [String] = []
        let sides = matrix ? try matrixOfSides(reference: parts.first { $0.name == "run" }?.report, shouldStop: shouldStop) : nil
        for sibling in siblings {
            guard let place = sibling.contract.sibling else { continue }
            let name = sibling.contract.kind.rawValue
            switch sibling.found {
            case .corpus(let corpus):
                parts += try contractParts(corpus, label: name, shouldStop: shouldStop)
                notes.append(place.besideNote(corpus.corpusDisplay, workspace.corpusDisplay))
            case .problem(let problem):
                parts.append(Part(
                    name: "lint (\(name))", summary: "lint (\(name)): the corpus cannot be checked: \(problem)", passed: false,
                    details: problem + "\n"))
            case .none:
                notes.append(place.absentNote(workspace.corpusDisplay))
            }
        }
        return Report(parts: parts, notes: notes, matrix: sides)
    }

    /// `lint` and `run` (the reference) of `corpus`; with a `label`, the parts are named
    /// `lint (label)`, `run (label)` and their summaries say so.
    func contractParts(
        _ corpus: Workspace, label: String?, shouldStop: @escaping @Sendable () -> Bool
    ) throws(PipelineError) -> [Part] {
        let lintName = label.map { "lint (\($0))" } ?? "lint"
        let lint = try step(lintName, corpus.corpusDisplay + "/") { () throws(PipelineError) in
            var lint = LintRun(workspace: corpus, reference: reference)
            lint.jobs = jobs
            let report = try lint.run(shouldStop: shouldStop)
            let summary = report.summary.replacingOccurrences(of: "lint: ", with: lintName + ": ")
            return Part(name: lintName, summary: summary, passed: report.isClean, details: report.rendered(as: .text))
        }
        let runName = label.map { "run (\($0))" } ?? "run"
        let run = try step(runName, corpus.corpusDisplay + "/ with the reference") { () throws(PipelineError) in
            let run = try ConformanceRun(workspace: corpus, command: reference.serve, jobs: jobs)
                .run(progress: progress(runName), shouldStop: shouldStop).report
            let name = run.implementation.map { "\($0.name) \($0.version)" } ?? "reference"
            return Part(
                name: runName, summary: "run (\(label.map { "\($0), " } ?? "")\(name)): \(Self.counts(run.totals))"
                    + (run.partial ? " (partial)" : ""),
                passed: run.allPassed, details: run.rendered(as: .text), report: run)
        }
        return [lint, run]
    }

    /// `630 passed, 4 informational, 0 failed, 0 errored, 0 skipped`: every fixture of the
    /// corpus accounted for, so the count matches lint's (unsupported and not-run ones named
    /// when there are any).
    static func counts(_ totals: RunReport.Counts) -> String {
        var parts = ["\(totals.passed) passed"]
        if totals.informational > 0 { parts.append("\(totals.informational) informational") }
        if totals.unsupported > 0 { parts.append("\(totals.unsupported) unsupported") }
        parts += ["\(totals.failed) failed", "\(totals.errored) errored", "\(totals.skipped) skipped"]
        if totals.notRun > 0 { parts.append("\(totals.notRun) not run") }
        return parts.joined(separator: ", ")
    }

    /// Runs one part, telling ``onStep`` when it starts and ends.
    private func step(_ name: String, _ detail: String, _ body: () throws(PipelineError) -> Part) throws(PipelineError) -> Part {
        onStep?(.started(name: name, detail: detail))
        let started = Date()
        let part = try body()
        onStep?(.finished(part, seconds: Date().timeIntervalSince(started)))
        return part
    }

    /// A pipeline's progress callback that tells ``onStep``.
    package func progress(_ name: String) -> (@Sendable (Int, Int) -> Void)? {
        guard let onStep else { return nil }
        return { done, total in onStep(.progress(name: name, done: done, total: total)) }
    }

    /// `60` for whole seconds, `0.5` otherwise.
    package static func seconds(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
