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
        return report.allPassed ? .success : .failure
    }

    /// Runs and grades; prints nothing on stdout (the caller renders the report).
    func makeReport(workspace: Workspace) throws(CLIError) -> RunReport {
        let corpus = try Self.loadCorpus(workspace)
        let fixtures = corpus.filtered(by: options.filter)
        if fixtures.isEmpty {
            throw .unreadable(file: workspace.corpusDisplay, reason: "no fixture matches --filter \(options.filter ?? "")",
                              fix: "check the glob against the fixture ids (e.g. 'invalid/schema/**')")
        }
        var expectedFailures: ExpectedFailures?
        if let path = options.expectedFailures {
            do { expectedFailures = try ExpectedFailures.load(from: URL(fileURLWithPath: path)) } catch {
                throw .unreadable(file: path, reason: error.description, fix: "pass a readable expected-failures file")
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
            jobs: options.jobs ?? Self.defaultJobs, timeout: options.timeout ?? 10))
        let started = Date()
        var onProgress: (@Sendable (Int, Int) -> Void)?
        if let progress { onProgress = { done, total in progress.update(done: done, total: total) } }
        let outcome = driver.run(
            requests, progress: onProgress, onResult: { _, result in budget.note(result) },
            shouldStop: { InterruptFlag.isSet || budget.isSpent })
        progress?.finish()
        if outcome.implementation == nil, case .harnessError(let error)? = outcome.results.first {
            Console.error("run: the implementation never answered start: \(error.summary)")
        }

        let implementation = outcome.implementation ?? ImplementationInfo(name: "unknown", version: "", language: "")
        let grader = Grader(implementation: implementation)
        var report = RunReport(
            implementation: outcome.implementation,
            corpus: RunReport.CorpusInfo(
                path: workspace.corpusDisplay, corpusVersion: corpus.file.corpusVersion, sha256: digest),
            results: grader.grade(fixtures, outcome.results), partial: outcome.partial, startedAt: started,
            durationSeconds: Date().timeIntervalSince(started), restarts: outcome.restarts)
        if var expectedFailures {
            expectedFailures.apply(to: &report, knownIDs: Set(corpus.fixtures.map(\.id)))
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
        do { return try Corpus.load(from: workspace.corpus) } catch {
            throw .unreadable(file: workspace.display(id: "expectations.json"), reason: error.description,
                              fix: "correct it as the message says; `conformance-runner lint` lists every problem")
        }
    }

    /// Writes `text` to `path`, or stdout when `path` is `nil`.
    static func write(_ text: String, to path: String?) throws(CLIError) {
        guard let path else {
            Console.out(text)
            return
        }
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(file: path, reason: "cannot write: \(error.localizedDescription)",
                              fix: "pass an --output path in a writable folder")
        }
    }
}
