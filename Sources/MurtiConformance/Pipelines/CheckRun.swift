import Foundation

/// `check`: the CI anti-drift gate (docs/CONTRACT.md §5): lint, run (the reference), agreement,
/// then a short seeded fuzz run whose only failure is a new finding (docs/FUZZING.md).
public struct CheckRun: Sendable {
    /// The corpus and the paths around it.
    public var workspace: Workspace
    /// The reference's `serve`.
    public var reference: ReferenceCommand
    /// Processes in parallel for each part.
    public var jobs = ConformanceRun.defaultJobs
    /// The fuzz step's length in seconds; 0 leaves the step out.
    public var fuzzSeconds: Double = 60

    /// Creates the gate over `workspace`.
    public init(workspace: Workspace, reference: ReferenceCommand) {
        self.workspace = workspace
        self.reference = reference
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
    }

    /// The gate's parts, in order; it passes when every part does.
    public struct Report: Sendable {
        /// lint, run, agreement and (unless left out) fuzz.
        public var parts: [Part]
        /// `true` when every part passed.
        public var passed: Bool { parts.allSatisfy(\.passed) }
    }

    /// Runs every part. Throws ``PipelineError`` when a part cannot run at all.
    public func run(shouldStop: @escaping @Sendable () -> Bool = { false }) throws(PipelineError) -> Report {
        var parts: [Part] = []
        var lint = LintRun(workspace: workspace, reference: reference)
        lint.jobs = jobs
        let lintReport = try lint.run(shouldStop: shouldStop)
        parts.append(Part(name: "lint", summary: lintReport.summary, passed: lintReport.isClean,
                          details: lintReport.rendered(as: .text)))

        let run = try ConformanceRun(workspace: workspace, command: reference.serve, jobs: jobs).run(shouldStop: shouldStop).report
        let totals = run.totals
        let name = run.implementation.map { "\($0.name) \($0.version)" } ?? "reference"
        parts.append(Part(
            name: "run",
            summary: "run (\(name)): \(totals.passed) passed, \(totals.failed) failed, "
                + "\(totals.errored) errored, \(totals.skipped) skipped" + (run.partial ? " (partial)" : ""),
            passed: run.allPassed, details: run.rendered(as: .text)))

        var agreement = AgreementRun(workspace: workspace, reference: reference)
        agreement.jobs = jobs
        let agreementReport = try agreement.run(shouldStop: shouldStop)
        parts.append(Part(name: "agreement", summary: agreementReport.summary, passed: agreementReport.allAgree,
                          details: agreementReport.rendered(as: .text)))

        if fuzzSeconds > 0 { parts.append(try fuzzPart()) }
        return Report(parts: parts)
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
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("murti-check-fuzz-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let status = try fuzz.run(log: log)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let last = text.split(separator: "\n").map(String.init).last { $0.hasPrefix("fuzz: ") && $0.contains(" documents in ") }
        return Part(name: "fuzz", summary: last ?? "fuzz: the driver stopped with status \(status) before its summary",
                    passed: status == 0, details: status == 0 ? "" : text)
    }
}
