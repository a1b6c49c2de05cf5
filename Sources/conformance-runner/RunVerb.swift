import Foundation
import MurtiConformance

/// `run`: certify an implementation (or the built-in reference) against the corpus
/// (CONTRACT §3–§5).
struct RunVerb {
    /// The parsed flags.
    var options: RunOptions

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() throws(CLIError) -> ExitCode {
        let report = try makeReport(workspace: try Workspace(corpus: options.corpus))
        try Self.write(report.rendered(as: ReportFormat(rawValue: options.format) ?? .text), to: options.output)
        if let baseline = options.writeExpectedFailures {
            try Self.write(ExpectedFailures.baseline(for: report), to: baseline)
            let count = report.results.filter { [.failed, .errored, .skipped].contains($0.status) }.count
            Console.error("run: wrote \(count) failing fixture id\(count == 1 ? "" : "s") to \(baseline) "
                + "(pass it as --expected-failures \(baseline) to gate on new failures only)")
        }
        // CONTRACT §5 v1.1: with the report in a file, the CI log still gets the outcome.
        if let output = options.output { Console.error("run: \(report.oneLineSummary); report: \(output)") }
        return report.allPassed ? .success : .failure
    }

    /// Runs and grades; prints nothing on stdout (the caller renders the report).
    ///
    /// Throws (exit 2) for unusable input: the corpus, a `--filter` that is not a glob or
    /// selects nothing, the expected-failures file, and a command that cannot be started at
    /// all (CONTRACT §5: bad usage or unreadable input, not a failing implementation).
    func makeReport(workspace: Workspace) throws(CLIError) -> RunReport {
        let corpus = try Self.loadCorpus(workspace)
        let fixtures: [Fixture]
        do { fixtures = try corpus.filtered(by: options.filter) } catch { throw .unusable(error.description) }
        if fixtures.isEmpty {
            throw .unreadable(file: workspace.corpusDisplay, reason: "no fixture matches --filter \(options.filter ?? "")",
                              fix: "check the glob against the fixture ids (e.g. 'invalid/schema/**', or the folder 'invalid/decode/')")
        }
        var expectedFailures: ExpectedFailures?
        if let path = options.expectedFailures {
            do { expectedFailures = try ExpectedFailures.load(from: URL(fileURLWithPath: path)) } catch {
                throw .unusable(error.description)
            }
        }
        let requests: [ValidateRequest]
        do { requests = try corpus.requests(for: fixtures) } catch {
            throw .unreadable(file: workspace.display(id: "expectations.json"), reason: error.description,
                              fix: "run `conformance-runner lint` and fix what it reports")
        }
        let digest: String
        do { digest = try corpus.digest() } catch {
            throw .unreadable(file: workspace.corpusDisplay, reason: error.description, fix: "make every fixture readable")
        }

        InterruptFlag.install()
        let budget = ErrorBudget(limit: options.maxErrors)
        let progress = ProgressLine.isWanted(quiet: options.quiet) ? ProgressLine(label: "run") : nil
        let driver = Driver(configuration: DriverConfiguration(
            command: options.command ?? SelfExecutable.serveCommand(),
            jobs: options.jobs ?? Self.defaultJobs, timeout: options.timeout ?? 10,
            maxRestarts: options.maxRestarts ?? 50))
        let started = Date()
        var onProgress: (@Sendable (Int, Int) -> Void)?
        if let progress { onProgress = { done, total in progress.update(done: done, total: total) } }
        // CONTRACT §3: a fixture requiring a capability the implementation does not declare is
        // not sent at all (docs/PROTOCOL.md: manifest sequences only to `manifest` clients).
        let sendable = fixtures
        let outcome = driver.run(
            requests, progress: onProgress, onResult: { _, result in budget.note(result) },
            shouldStop: { InterruptFlag.isSet || budget.isSpent },
            shouldSend: { info, index in Grader(implementation: info).missingCapabilities(for: sendable[index]).isEmpty })
        progress?.finish()
        if outcome.implementation == nil, case .harnessError(.spawnFailed(let command, let reason))? = outcome.results.first {
            throw .unusable("run: cannot start \(command): \(reason) (the command after -- must be an executable file, "
                + "or a program on PATH; e.g. -- python3 adapter.py)")
        }

        var grader = Grader(
            implementation: outcome.implementation ?? ImplementationInfo(name: "unknown", version: "", language: ""),
            maxCaseSeconds: options.maxCaseMilliseconds.map { Double($0) / 1000 })
        grader.capabilitiesKnown = outcome.implementation != nil
        var report = RunReport(
            implementation: outcome.implementation,
            corpus: RunReport.CorpusInfo(
                path: workspace.corpusDisplay, corpusVersion: corpus.file.corpusVersion, sha256: digest),
            results: grader.grade(fixtures, outcome.results), partial: outcome.partial, startedAt: started,
            durationSeconds: Date().timeIntervalSince(started), restarts: outcome.restarts, noise: outcome.noise,
            maxCaseMilliseconds: options.maxCaseMilliseconds)
        if var expectedFailures {
            expectedFailures.apply(to: &report, knownIDs: Set(corpus.fixtures.map(\.id)))
        }
        if let hint = report.commonErrorHint {
            Console.error("run: \(hint)")
        } else if outcome.implementation == nil, case .harnessError(let error)? = outcome.results.first {
            Console.error("run: the implementation never answered start: \(error.summary)")
        }
        if outcome.partial {
            Console.error(InterruptFlag.isSet
                ? "run: interrupted; the report is partial"
                : "run: stopped after \(options.maxErrors ?? 0) errored cases (--max-errors); the report is partial")
        }
        return report
    }

    /// Default `--jobs`: the processor count, at most 8.
    static var defaultJobs: Int { min(8, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// The corpus, or exit 2 naming the file, the JSON Pointer and the fix.
    static func loadCorpus(_ workspace: Workspace) throws(CLIError) -> Corpus {
        do { return try Corpus.load(from: workspace.corpus, expectationsName: workspace.display(id: "expectations.json")) } catch {
            throw .unusable(error.description)
        }
    }

    /// Writes `text` to `path`, or stdout when `path` is `nil`.
    static func write(_ text: String, to path: String?) throws(CLIError) {
        guard let path else {
            Console.out(text)
            return
        }
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(file: path, reason: "cannot write: \(FileReason.trimmed(error.localizedDescription))",
                              fix: "pass an --output path in a writable folder")
        }
    }
}
