import Foundation
import MurtiProtocol

/// `check`: the CI anti-drift gate (docs/CONTRACT.md §5): lint, run (the reference), agreement,
/// then a short seeded fuzz run whose only failure is a new finding (docs/FUZZING.md); then
/// lint and run of the Flow-UI corpus (docs/CONTRACT.md §8). Agreement and fuzzing compare
/// Murti's JSON Schema verdicts, so they check the Murti corpus only.
public struct CheckRun: Sendable {
    /// The corpus and the paths around it (a Murti corpus, or a Flow-UI one checked alone).
    public var workspace: Workspace
    /// The Flow-UI corpus checked after a Murti one: by default `corpus-flow-ui/` beside it,
    /// when there is one (``flowUISibling(of:)``).
    public var flowUICorpus: Workspace?
    /// The reference's `serve`.
    public var reference: ReferenceCommand
    /// Processes in parallel for each part.
    public var jobs = ConformanceRun.defaultJobs
    /// The fuzz step's length in seconds, by default a `fuzz` run's (``FuzzRun/defaultSeconds``);
    /// 0 leaves the step out.
    public var fuzzSeconds = FuzzRun.defaultSeconds
    /// Also build the HTML matrix of the gate's sides (`check --matrix FILE`, docs/MATRIX.md).
    public var matrix = false
    /// Told as the gate goes (docs/DECISIONS.md 95): each part when it starts and ends, and
    /// how far it is in between (the caller decides what to show where).
    public var onStep: (@Sendable (Step) -> Void)?

    /// One event of the gate's progress.
    public enum Step: Sendable {
        /// A part starts: its name (`lint`, `run (flow-ui)`, `fuzz`) and what it works on
        /// (`corpus/`, `for 60 s (differential fuzzing, seed 1)`).
        case started(name: String, detail: String)
        /// A part is `done` of `total` through: fixtures judged, or seconds fuzzed.
        case progress(name: String, done: Int, total: Int)
        /// A part ended after `seconds` (wall clock).
        case finished(Part, seconds: Double)
    }

    /// Creates the gate over `workspace`.
    public init(workspace: Workspace, reference: ReferenceCommand) {
        self.workspace = workspace
        self.reference = reference
        if workspace.declaredContract == .murti {
            switch Self.flowUISibling(of: workspace) {
            case .success(let sibling): flowUICorpus = sibling
            case .failure(let problem): flowUIProblem = problem.description
            }
        }
    }

    /// Why a `corpus-flow-ui/` beside the corpus cannot be checked (docs/DECISIONS.md 53); `nil`
    /// when there is none or it can be.
    public var flowUIProblem: String?

    /// The folder the Flow-UI corpus lives in beside a Murti corpus (the repository's layout).
    public static let flowUIFolder = "corpus-flow-ui"

    /// `corpus-flow-ui/` beside `workspace`'s corpus: `nil` when there is none (no folder, or no
    /// expectations.json in it), the Flow-UI corpus, or why a folder holding an
    /// expectations.json is not one that can be checked (docs/DECISIONS.md 53).
    public static func flowUISibling(of workspace: Workspace) -> Result<Workspace?, PipelineError> {
        let folder = workspace.corpus.deletingLastPathComponent().appendingPathComponent(flowUIFolder)
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
        guard document["contract"]?.stringValue == ContractKind.flowUI.rawValue else {
            return .failure(.unreadable(
                file: file, reason: "it does not declare \"contract\": \"flow-ui\" (at /contract)",
                fix: "write \"contract\": \"flow-ui\" at the top of the file (docs/FLOW-UI.md), or move the folder away"))
        }
        return .success(sibling)
    }

    /// One part of the gate.
    public struct Part: Sendable {
        /// `lint`, `run`, `agreement`, `fuzz`.
        public var name: String
        /// Its one-line summary.
        public var summary: String
        /// Whether it passed.
        public var passed: Bool
        /// Its full text report, printed when it fails.
        public var details: String
        /// The run's report, for a `run` part (the matrix's first column).
        public var report: RunReport? = nil
    }

    /// The gate's parts, in order; it passes when every part does.
    public struct Report: Sendable {
        /// lint, run, agreement and (unless left out) fuzz; `lint (flow-ui)`, `run (flow-ui)`.
        public var parts: [Part]
        /// What the gate did not check, and why (printed before the verdict).
        public var notes: [String] = []
        /// The matrix of the gate's sides, when ``CheckRun/matrix`` is set.
        public var matrix: CompatibilityMatrix?
        /// `true` when a stop (a signal) cut the gate short: the parts after it were not run.
        public var partial = false
        /// `true` when every part passed and none was left out by a stop.
        public var passed: Bool { !partial && parts.allSatisfy(\.passed) }
    }

    /// Runs every part. Throws ``PipelineError`` when a part cannot run at all.
    public func run(shouldStop: @escaping @Sendable () -> Bool = { false }) throws(PipelineError) -> Report {
        if workspace.declaredContract == .flowUI {
            return Report(
                parts: try contractParts(workspace, label: nil, shouldStop: shouldStop),
                notes: ["check: a Flow-UI corpus: lint and run; agreement and fuzz compare Murti's JSON Schema verdicts "
                    + "and were not run"])
        }
        var parts = try contractParts(workspace, label: nil, shouldStop: shouldStop)
        // A stop signal ends the gate after the part it cut short (docs/SECURITY.md).
        func stopped(_ left: [String]) -> Report? {
            guard shouldStop() else { return nil }
            var report = Report(parts: parts, notes: ["check: interrupted; the report is partial; not run: "
                + (left + (flowUICorpus == nil ? [] : ["lint (flow-ui)", "run (flow-ui)"])).joined(separator: ", ")])
            report.partial = true
            return report
        }
        if let report = stopped(["agreement"] + (fuzzSeconds > 0 ? ["fuzz"] : [])) { return report }
        parts.append(try step("agreement", workspace.corpusDisplay + "/") { () throws(PipelineError) in
            var agreement = AgreementRun(workspace: workspace, reference: reference)
            agreement.jobs = jobs
            let report = try agreement.run(progress: progress("agreement"), shouldStop: shouldStop)
            return Part(name: "agreement", summary: report.summary, passed: report.allAgree, details: report.rendered(as: .text))
        })
        if let report = stopped(fuzzSeconds > 0 ? ["fuzz"] : []) { return report }
        if fuzzSeconds > 0 {
            parts.append(try step("fuzz", "for \(Self.seconds(fuzzSeconds)) s (differential fuzzing, seed \(FuzzRun.checkSeed))") {
                () throws(PipelineError) in try fuzzPart()
            })
        }
        if let report = stopped([]) { return report }
        var notes: [String] = []
        let sides = matrix ? try matrixOfSides(reference: parts.first { $0.name == "run" }?.report, shouldStop: shouldStop) : nil
        if let flowUICorpus {
            parts += try contractParts(flowUICorpus, label: ContractKind.flowUI.rawValue, shouldStop: shouldStop)
            notes.append("check: Flow-UI (\(flowUICorpus.corpusDisplay)): lint and run; agreement and fuzz compare Murti's "
                + "JSON Schema verdicts, over \(workspace.corpusDisplay) only")
        } else if let flowUIProblem {
            parts.append(Part(
                name: "lint (flow-ui)", summary: "lint (flow-ui): the corpus cannot be checked: \(flowUIProblem)", passed: false,
                details: flowUIProblem + "\n"))
        } else {
            notes.append("check: no Flow-UI corpus (\(Self.flowUIFolder)/) beside \(workspace.corpusDisplay): Flow-UI not checked")
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
    private func progress(_ name: String) -> (@Sendable (Int, Int) -> Void)? {
        guard let onStep else { return nil }
        return { done, total in onStep(.progress(name: name, done: done, total: total)) }
    }

    /// `60` for whole seconds, `0.5` otherwise.
    static func seconds(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }

    /// Fuzzes for ``fuzzSeconds`` with ``FuzzRun/checkSeed``; findings go to
    /// `.build/fuzz-findings/check` beside the corpus folder (emptied first).
    func fuzzPart() throws(PipelineError) -> Part {
        let out = workspace.corpus.deletingLastPathComponent().appendingPathComponent(".build/fuzz-findings/check")
        try? FileManager.default.removeItem(at: out)
        var fuzz = FuzzRun(workspace: workspace, reference: reference)
        fuzz.seconds = fuzzSeconds
        fuzz.seed = FuzzRun.checkSeed
        fuzz.out = out.path
        let logs = FuzzRun.Logs(prefix: "murti-check-fuzz")
        defer { logs.remove() }
        // The driver says nothing until its summary: the clock is the progress.
        let ticker = onStep.map { onStep in
            Ticker(every: 1) { elapsed in onStep(.progress(name: "fuzz", done: min(Int(elapsed), Int(fuzzSeconds)), total: Int(fuzzSeconds))) }
        }
        defer { ticker?.stop() }
        let outcome = try fuzz.run(log: logs.log, errors: logs.errors)
        // The summary is the log's last line: its tail is read, never the whole log, and the
        // details of a failure are the tails of both streams (docs/SECURITY.md "Bounded by design").
        let text = String(decoding: Subprocess.tail(of: logs.log, bytes: Self.fuzzLogTailBytes), as: UTF8.self)
        let stderr = String(decoding: Subprocess.tail(of: logs.errors, bytes: Self.fuzzLogTailBytes), as: UTF8.self)
        let last = text.split(separator: "\n").map(String.init).last { $0.hasPrefix("fuzz: ") && $0.contains(" documents in ") }
        return Part(name: "fuzz", summary: last ?? "fuzz: the driver stopped with status \(outcome.status) before its summary",
                    passed: outcome == .noNewFinding, details: outcome == .noNewFinding ? "" : [text, stderr].filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    /// Bytes of the fuzz driver's stdout and stderr `check` reads at most, each from its end.
    static let fuzzLogTailBytes = 65536
}
