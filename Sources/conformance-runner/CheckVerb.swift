import MurtiConformance

/// `check`: the CI anti-drift gate, lint + run (reference) + agreement (CONTRACT §5), then a
/// short fuzz run (issue 7). Prints one summary line per part, the details of any part that
/// fails, and exits 0 only when all pass.
struct CheckVerb {
    /// The parsed flags.
    var options: CheckOptions

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() throws(CLIError) -> ExitCode {
        let workspace = try Workspace(corpus: options.corpus)
        var failed: [String] = []
        var summaries: [String] = []

        let lint = try LintVerb(options: LintOptions(corpus: options.corpus), jobs: options.jobs)
            .makeReport(workspace: workspace)
        if !lint.isClean {
            print(lint.rendered(as: .text), terminator: "")
            failed.append("lint")
        }
        summaries.append(lint.summary)

        var runOptions = RunOptions()
        runOptions.corpus = options.corpus
        runOptions.jobs = options.jobs
        runOptions.quiet = true
        let run = try RunVerb(options: runOptions).makeReport(workspace: workspace)
        if !run.allPassed {
            print(run.rendered(as: .text), terminator: "")
            failed.append("run")
        }
        let totals = run.totals
        let name = run.implementation.map { "\($0.name) \($0.version)" } ?? "reference"
        summaries.append("run (\(name)): \(totals.passed) passed, \(totals.failed) failed, "
            + "\(totals.errored) errored, \(totals.skipped) skipped" + (run.partial ? " (partial)" : ""))

        let agreement = try AgreementVerb(
            options: AgreementOptions(corpus: options.corpus, jobs: options.jobs), quiet: true
        ).makeReport(workspace: workspace)
        if !agreement.allAgree {
            print(agreement.rendered(as: .text), terminator: "")
            failed.append("agreement")
        }
        summaries.append(agreement.summary)

        // Issue 7: a short seeded fuzz run; only a new finding fails (docs/FUZZING.md).
        let fuzzSeconds = options.fuzzSeconds ?? 60
        if fuzzSeconds > 0 {
            let fuzz = try FuzzVerb.checkStep(workspace: workspace, seconds: fuzzSeconds)
            if !fuzz.passed {
                print(fuzz.details, terminator: "")
                failed.append("fuzz")
            }
            summaries.append(fuzz.summary)
        }

        if !failed.isEmpty { print("") }
        for line in summaries { print(line) }
        print(failed.isEmpty ? "check: passed" : "check: FAILED (\(failed.joined(separator: ", ")))")
        return failed.isEmpty ? .success : .failure
    }
}
