import Foundation
import MurtiProtocol

/// `run`: certify one implementation against a corpus (docs/CONTRACT.md §3–§5). Inputs in, a
/// ``RunReport`` out: the corpus and its filter, the implementation's command line (the CLI
/// passes its own `serve` for the reference), the driver's limits and the grading options.
package struct ConformanceRun: Sendable {
    /// The corpus and the paths around it.
    package var workspace: Workspace
    /// The implementation's command line (program and arguments).
    package var command: [String]
    /// Implementation processes in parallel (`--jobs`).
    package var jobs: Int
    /// Seconds per case (`--timeout`).
    package var timeout = DriverConfiguration.defaultTimeout
    /// Seconds a started process may take to answer `start` (`--start-timeout`); past it the
    /// implementation failed its handshake (docs/CONTRACT.md §3 v1.1).
    package var startTimeout = DriverConfiguration.defaultStartTimeout
    /// Process restarts allowed after misbehaviour (`--max-restarts`).
    package var maxRestarts = DriverConfiguration.defaultMaxRestarts
    /// Only fixtures whose id matches this glob (`--filter`).
    package var filter: String?
    /// Known failures that do not fail the run (`--expected-failures`).
    package var expectedFailures: URL?
    /// Stop after this many errored cases (`--max-errors`); the report is then partial.
    package var maxErrors: Int?
    /// An answer slower than this many milliseconds fails the cost level (`--max-case-ms`).
    package var maxCaseMilliseconds: Int?
    /// `--strict`: the strict level certifies (docs/DECISIONS.md 70).
    package var strictLevel = false
    /// Records every protocol line of the run (``ProtocolCheckRun``); `nil` records nothing.
    package var transcript: ProtocolTranscript?

    /// Default `jobs`: the processor count, at most ``maxDefaultJobs``.
    package static var defaultJobs: Int { min(maxDefaultJobs, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// The most processes ``defaultJobs`` starts, however many processors there are.
    package static let maxDefaultJobs = 8

    /// Creates a run; see the properties for the defaults.
    package init(workspace: Workspace, command: [String], jobs: Int = ConformanceRun.defaultJobs) {
        self.workspace = workspace
        self.command = command
        self.jobs = jobs
    }

    /// What a run produced: the report, and notes for the person running it (stderr), such
    /// as a hint when every case errored the same way or why the report is partial.
    package struct Outcome: Sendable {
        /// The graded report.
        package var report: RunReport
        /// Lines for people, in order.
        package var notes: [String]
    }

    /// Runs and grades. `progress` gets (done, total) as results land; `shouldStop` is polled
    /// (Ctrl-C), and once it says so the report is partial, every fixture not answered by then
    /// `notRun` (docs/DECISIONS.md 46). The report states the selection (`filter`), and a run
    /// that judged nothing says why in its notes.
    ///
    /// Throws ``PipelineError`` for unusable input: the corpus, a `filter` that is not a glob
    /// or selects nothing, the expected-failures file, and a command that cannot be started at
    /// all (docs/CONTRACT.md §5: bad usage or unreadable input, not a failing implementation).
    package func run(
        progress: (@Sendable (Int, Int) -> Void)? = nil, shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws(PipelineError) -> Outcome {
        let corpus = try workspace.loadCorpus()
        let contract = try ContractRegistry.contract(for: corpus, file: workspace.expectationsDisplay)
        let fixtures: [Fixture]
        do { fixtures = try corpus.filtered(by: filter) } catch { throw .unusable(error.description) }
        if fixtures.isEmpty {
            throw .unreadable(file: workspace.corpusDisplay, reason: "no fixture matches --filter \(filter ?? "")",
                              fix: "check the glob against the fixture ids (e.g. 'invalid/schema/**', or the folder 'invalid/decode/')")
        }
        var expected: ExpectedFailures?
        if let expectedFailures {
            do { expected = try ExpectedFailures.load(from: expectedFailures) } catch { throw .unusable(error.description) }
        }
        let requests: [ValidateRequest]
        do { requests = try contract.requests(for: fixtures, in: corpus) } catch {
            throw .unreadable(file: workspace.expectationsDisplay, reason: error.description,
                              fix: "run `conformance-runner lint` and fix what it reports")
        }
        let digest: String
        do { digest = try corpus.digest() } catch {
            throw .unreadable(file: workspace.corpusDisplay, reason: error.description, fix: "make every fixture readable")
        }

        let budget = ErrorBudget(limit: maxErrors)
        var configuration = DriverConfiguration(
            command: command, jobs: jobs, timeout: timeout, maxRestarts: maxRestarts, startTimeout: startTimeout)
        configuration.transcript = transcript
        // Answers are graded as they land and only their bounded results kept
        // (docs/SECURITY.md "Bounded by design").
        configuration.keepsAnswers = false
        let arrivals = ArrivalGrading(
            fixtures: fixtures, contract: contract, maxCaseSeconds: maxCaseMilliseconds.map { Double($0) / 1000 },
            strictLevel: strictLevel)
        let driver = Driver(configuration: configuration)
        let started = Date()
        // docs/CONTRACT.md §3, §8: a fixture of a contract the implementation does not speak, or
        // requiring a capability it does not declare, is not sent at all.
        let outcome = driver.run(
            requests, progress: progress,
            onResult: { index, result in
                budget.note(result)
                arrivals.land(result, at: index)
            },
            shouldStop: { shouldStop() || budget.isSpent },
            shouldSend: { info, index in
                arrivals.noteSender(info, of: index)
                return DeclaredScope(info).sends(fixtures[index])
            })
        if outcome.implementation == nil, case .harnessError(.spawnFailed(let command, let reason))? = outcome.results.first {
            throw .unusable("run: cannot start \(command): \(reason) (the command after -- must be an executable file, "
                + "or a program on PATH; e.g. -- python3 adapter.py)")
        }

        var grader = Grader(
            implementation: outcome.implementation
                ?? ImplementationInfo(name: "unknown", version: "", language: "", layers: [1, 2, 3, 4]),
            maxCaseSeconds: maxCaseMilliseconds.map { Double($0) / 1000 }, strictLevel: strictLevel)
        grader.capabilitiesKnown = outcome.implementation != nil
        let interrupted = shouldStop()
        let later = fixtures.indices.filter { arrivals.result(at: $0) == nil }
        var gradedLater = contract.grade(later.map { fixtures[$0] }, later.map { outcome.results[$0] }, grader: grader)
            .makeIterator()
        var results = fixtures.indices.compactMap { index in arrivals.result(at: index) ?? gradedLater.next() }
        for index in results.indices {
            if results[index].status == .notRun {
                results[index].reason = interrupted
                    ? "not run: the run was interrupted before this case got an answer"
                    : "not run: the run stopped after \(maxErrors ?? 0) errored cases (--max-errors)"
            } else if results[index].durationSeconds == nil, index < outcome.errorSeconds.count {
                results[index].durationSeconds = outcome.errorSeconds[index]
            }
        }
        var report = RunReport(
            implementation: outcome.implementation,
            corpus: RunReport.CorpusInfo(
                path: workspace.corpusDisplay, corpusVersion: corpus.file.corpusVersion, sha256: digest,
                damage: CorpusDamage(missing: corpus.missingFiles, orphans: corpus.orphanFiles)),
            results: results, partial: outcome.partial,
            startedAt: started, durationSeconds: Date().timeIntervalSince(started), restarts: outcome.restarts,
            noise: outcome.noise, maxCaseMilliseconds: maxCaseMilliseconds,
            selection: RunSelection(filter: filter, fixtures: fixtures.count, corpusFixtures: corpus.fixtures.count),
            contract: corpus.file.contract, strictLevel: strictLevel)
        if var expected {
            expected.apply(to: &report, knownIDs: Set(corpus.fixtures.map(\.id)))
        }
        var notes: [String] = []
        if let hint = report.commonErrorHint {
            notes.append("run: \(hint)")
        } else if outcome.implementation == nil, case .harnessError(let error)? = outcome.results.first, error != .cancelled {
            notes.append("run: the implementation never answered start: \(error.summary)")
        }
        if outcome.partial {
            let notRun = RunReport.plural(report.totals.notRun, "fixture")
            notes.append(interrupted
                ? "run: interrupted; the report is partial (\(notRun) not run)"
                : "run: stopped after \(maxErrors ?? 0) errored cases (--max-errors); the report is partial (\(notRun) not run)")
        }
        if report.totals.passed == 0, report.implementation != nil, report.commonErrorHint == nil,
            let nothing = report.scope.reasons.first(where: { $0.hasPrefix(RunReport.nothingJudgedPrefix) })
        {
            notes.append("run: \(nothing)")
        }
        if let selection = report.selection?.statement { notes.append("run: \(selection)") }
        return Outcome(report: report, notes: notes)
    }
}
