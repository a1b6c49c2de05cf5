import Foundation
import MurtiConformance
import MurtiContract
import OptionTable

/// `run`: certify an implementation (or the built-in reference) against the corpus
/// (docs/CONTRACT.md §3–§5).
enum RunVerb: VerbHandler {
    /// `run`'s flags: the run options and the report's.
    struct Options: ParsableOptions {
        @Option(Flags.corpus) var corpus: String?
        @Option(.choice("--format", "report format")) var format = ReportFormat.text
        @Option(Flags.output) var output: String?
        @OptionGroup var run: RunOptions
        @Option(.text("--expected-failures", "FILE", "known failures that do not fail the run")) var expectedFailures: String?
        @Option(.text(
            "--write-expected-failures", "FILE",
            "write this run's failed, errored and skipped fixture ids there: a baseline for --expected-failures"))
        var writeExpectedFailures: String?
        @Option(.integer("--max-errors", "N", "stop after N errored cases (the report is marked partial)")) var maxErrors: Int?
        @Option(.integer("--max-restarts", "N", "process restarts allowed after misbehaviour", minimum: 0))
        var maxRestarts = DriverConfiguration.defaultMaxRestarts
        @Option(.integer("--max-case-ms", "N", "an answer slower than N ms fails (the cost level)")) var maxCaseMilliseconds: Int?
        @Option(.toggle("--strict", "grade at the strict level: a right answer with another path or warnings fails")) var strict: Bool
        @Option(.choice(
            "--show", "text and markdown: \(FlagSpec.defaultMarker) lists new failures and errors and counts the rest (default); "
                + "all lists every fixture"))
        var show = ReportListing.new
        @Option(.seconds(
            "--fuzz-seconds", "N", "then fuzz the implementation N seconds (seed \(FuzzRun.checkSeed), within its declared "
                + "scope) and state it beside the certificate; a finding fails the run", allowsZero: true))
        var fuzzSeconds: Double?
        @Option(Flags.quiet) var quiet: Bool
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        var configured = options.run.conformanceRun(try SelfExecutable.workspace(options.corpus), command: arguments.tail)
        configured.maxRestarts = options.maxRestarts
        configured.expectedFailures = options.expectedFailures.map { URL(fileURLWithPath: $0) }
        configured.maxErrors = options.maxErrors
        configured.maxCaseMilliseconds = options.maxCaseMilliseconds
        configured.strictLevel = options.strict
        // docs/SECURITY.md "Output files": every file the run will write is checked before it starts.
        let output = try options.output.map { try configured.workspace.outputFile($0, option: "--output") }
        let baseline = try options.writeExpectedFailures.map {
            try configured.workspace.outputFile($0, option: "--write-expected-failures")
        }
        var report = try execute(configured, quiet: options.quiet, label: "run")
        var fuzzFailure: PipelineError?
        if let seconds = options.fuzzSeconds, seconds > 0, !InterruptFlag.isSet {
            // docs/DECISIONS.md 75: certify and fuzz in one step, the report stating both.
            var fuzz = FuzzRun(workspace: configured.workspace, reference: SelfExecutable.reference)
            fuzz.seconds = seconds
            fuzz.seed = FuzzRun.checkSeed
            fuzz.command = arguments.tail
            do { report.fuzz = .murti(try fuzz.summarized()) } catch { fuzzFailure = error }
        }
        // The corpus's report is written even when the fuzz step could not run.
        try write(report.rendered(as: options.format, listing: options.show), to: output)
        if let fuzzFailure { throw fuzzFailure }
        let fuzzFindings = report.fuzz?.murti?.newFindings.count ?? 0
        let passed = report.allPassed && fuzzFindings == 0
        guard let baseline else {
            // The last line of the run: with the report in a file the CI log still gets the outcome
            // (docs/CONTRACT.md §5 v1.1), and a run that exits 1 says why (docs/DECISIONS.md 71).
            lastLine(report, output: output?.path, exits: !passed)
            return passed ? .success : .failure
        }
        let text: String
        do { text = try ExpectedFailures.baseline(for: report) } catch {
            lastLine(report, output: output?.path, exits: true)
            throw PipelineError.unusable("run: \(error.description)")
        }
        try baseline.write(text)
        lastLine(report, output: output?.path, exits: fuzzFindings > 0)
        let count = report.results.filter { [.failed, .errored, .skipped].contains($0.status) }.count
        Console.error("run: wrote \(count) failing fixture id\(count == 1 ? "" : "s") to \(baseline.path) "
            + "(pass it as --expected-failures \(baseline.path) to gate on new failures only)")
        // docs/REPORTS.md "Expected failures": once the baseline is written the failures are
        // in it, so a `set -e` script goes on to use it; new fuzz findings are not in it.
        return fuzzFindings == 0 ? .success : .failure
    }

    /// `run: 492 passed, 0 failed, 0 errored, 0 skipped; Certified for …; fuzz: …; report: FILE;
    /// exit 1: 3 baseline entries now pass (stale: remove lines 4, 9, 12)` on stderr, printed
    /// when the report went to a file or the run exits 1 (`exits`: the verb's exit code is 1,
    /// so the reason is stated; a run that wrote its baseline exits 0 and states none).
    static func lastLine(_ report: RunReport, output: String?, exits: Bool) {
        var reasons = exits ? report.exitReasons : []
        if exits, let fuzz = report.fuzz?.murti, !fuzz.newFindings.isEmpty {
            reasons.append("fuzzing found \(fuzz.newFindings.count) new finding\(fuzz.newFindings.count == 1 ? "" : "s")")
        }
        guard output != nil || !reasons.isEmpty else { return }
        var line = "run: \(report.oneLineSummary)"
        if let fuzz = report.fuzz { line += "; \(fuzz.statement)" }
        if let output { line += "; report: \(output)" }
        if !reasons.isEmpty { line += "; exit 1: " + reasons.joined(separator: "; ") }
        Console.error(OutputSink.text.escape(line))
    }

    /// Runs with Ctrl-C and a progress line; prints the run's notes. Returns the report.
    static func execute(_ run: ConformanceRun, quiet: Bool, label: String) throws -> RunReport {
        let progress = ProgressLine.isWanted(quiet: quiet) ? ProgressLine(label: label) : nil
        defer { progress?.finish() }
        let outcome = try run.run(progress: progress?.callback, shouldStop: { InterruptFlag.isSet })
        progress?.finish()
        for note in outcome.notes { Console.error(OutputSink.text.escape(note)) }
        return outcome.report
    }

    /// Writes `text` to `file` (atomically), or stdout when `file` is `nil`.
    static func write(_ text: String, to file: OutputFile?) throws {
        guard let file else { return Console.out(text) }
        try file.write(text)
    }
}
