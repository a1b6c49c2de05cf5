import Foundation
import MurtiConformance
import OptionTable

/// `run`: certify an implementation (or the built-in reference) against the corpus
/// (docs/CONTRACT.md §3–§5).
enum RunVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        let configured = try configure(arguments)
        let format = try arguments.value(Flags.runFormat) ?? .text
        let output = try arguments.value(Flags.output)
        var report = try execute(configured, quiet: arguments.isSet(Flags.quiet), label: "run")
        var fuzzFailure: PipelineError?
        if let seconds = try arguments.value(Flags.runFuzzSeconds), seconds > 0, !InterruptFlag.isSet {
            // docs/DECISIONS.md 75: certify and fuzz in one step, the report stating both.
            var fuzz = FuzzRun(workspace: configured.workspace, reference: SelfExecutable.reference)
            fuzz.seconds = seconds
            fuzz.seed = FuzzRun.checkSeed
            fuzz.command = arguments.tail
            do { report.fuzz = try fuzz.summarized() } catch { fuzzFailure = error }
        }
        // The corpus's report is written even when the fuzz step could not run.
        try write(report.rendered(as: format), to: output)
        if let fuzzFailure { throw fuzzFailure }
        // docs/CONTRACT.md §5 v1.1: with the report in a file, the CI log still gets the outcome.
        if let output {
            Console.error("run: \(report.oneLineSummary)" + (report.fuzz.map { "; \($0.statement)" } ?? "") + "; report: \(output)")
        }
        if let baseline = try arguments.value(Flags.writeExpectedFailures) {
            let text: String
            do { text = try ExpectedFailures.baseline(for: report) } catch { throw PipelineError.unusable("run: \(error.description)") }
            try Workspace.write(text, to: baseline, fix: "pass a --write-expected-failures path in a writable folder")
            let count = report.results.filter { [.failed, .errored, .skipped].contains($0.status) }.count
            Console.error("run: wrote \(count) failing fixture id\(count == 1 ? "" : "s") to \(baseline) "
                + "(pass it as --expected-failures \(baseline) to gate on new failures only)")
        }
        return report.allPassed && (report.fuzz?.newFindings.isEmpty ?? true) ? .success : .failure
    }

    /// The run the flags describe (shared with `protocol-check`).
    static func configure(_ arguments: ParsedArguments) throws -> ConformanceRun {
        var run = ConformanceRun(
            workspace: try SelfExecutable.workspace(arguments.value(Flags.corpus)),
            command: arguments.tail ?? SelfExecutable.reference.serve,
            jobs: try arguments.value(Flags.jobs) ?? ConformanceRun.defaultJobs)
        run.timeout = try arguments.value(Flags.timeout) ?? 10
        run.filter = try arguments.value(Flags.filter)
        guard arguments.command == Verb.run.rawValue else { return run }
        run.maxRestarts = try arguments.value(Flags.maxRestarts) ?? 50
        run.expectedFailures = try arguments.value(Flags.expectedFailures).map { URL(fileURLWithPath: $0) }
        run.maxErrors = try arguments.value(Flags.maxErrors)
        run.maxCaseMilliseconds = try arguments.value(Flags.maxCaseMilliseconds)
        return run
    }

    /// Runs with Ctrl-C and a progress line; prints the run's notes. Returns the report.
    static func execute(_ run: ConformanceRun, quiet: Bool, label: String) throws -> RunReport {
        InterruptFlag.install()
        let progress = ProgressLine.isWanted(quiet: quiet) ? ProgressLine(label: label) : nil
        defer { progress?.finish() }
        let outcome = try run.run(progress: progress?.callback, shouldStop: { InterruptFlag.isSet })
        progress?.finish()
        for note in outcome.notes { Console.error(note) }
        return outcome.report
    }

    /// Writes `text` to `path`, or stdout when `path` is `nil`.
    static func write(_ text: String, to path: String?) throws {
        guard let path else { return Console.out(text) }
        try Workspace.write(text, to: path, fix: "pass an --output path in a writable folder")
    }
}
