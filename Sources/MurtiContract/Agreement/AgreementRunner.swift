import MurtiConformance
import MurtiProtocol

/// Runs every side over the whole corpus through the ``Driver`` and joins the verdicts per
/// fixture (docs/CONTRACT.md §5 `agreement`). Each side is started from its command line only.
package struct AgreementRunner: Sendable {
    /// The implementations compared, in report order.
    package var sides: [AgreementSide]
    /// Processes per side in parallel.
    package var jobs: Int
    /// Seconds per case.
    package var timeout: Double

    /// Creates a runner.
    package init(sides: [AgreementSide], jobs: Int = 2, timeout: Double = DriverConfiguration.defaultTimeout) {
        self.sides = sides
        self.jobs = jobs
        self.timeout = timeout
    }

    /// Runs each side, one after the other, over every fixture of `corpus`.
    ///
    /// JSON Schema engines get every fixture as its file; a client gets the fixtures within the
    /// capabilities it declares whose expected answer can show the schema verdict
    /// (``AgreementScope``), the others being counted apart.
    ///
    /// `progress` gets (side index, done, total). Throws ``AgreementError/corpus(_:)`` when a
    /// fixture cannot be turned into a request (unknown profile, unreadable file), and
    /// ``AgreementError/cannotStart(side:command:reason:)`` as soon as a side's command cannot
    /// be started at all (the sides after it are not run).
    package func run(
        _ corpus: Corpus, progress: (@Sendable (Int, Int, Int) -> Void)? = nil,
        shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws(AgreementError) -> AgreementReport {
        // JSON Schema engines judge files: a manifest sequence fixture is sent as its own file
        // (docs/CONTRACT.md §6), without the `kind` only clients with the manifest capability read.
        let planned: [ValidateRequest]
        do { planned = try corpus.requests(for: corpus.fixtures) } catch { throw .corpus(error) }
        let requests = planned.map { request in
            var plain = request
            plain.kind = nil
            plain.documents = nil
            return plain
        }
        let fixtures = corpus.fixtures
        let expected = fixtures.map { ExpectedSchemaView($0.expectation) }
        var reportSides: [AgreementReport.Side] = []
        var verdicts: [[String: SideVerdict]] = []
        var partial = false
        // Fixtures a stop left unjudged on some side: left out of a partial report, not counted
        // as disagreements without a verdict (docs/SECURITY.md).
        var notRun: Set<String> = []
        for (index, side) in sides.enumerated() {
            let driver = Driver(configuration: DriverConfiguration(command: side.command, jobs: jobs, timeout: timeout))
            var sideProgress: (@Sendable (Int, Int) -> Void)?
            if let progress {
                sideProgress = { done, total in progress(index, done, total) }
            }
            let run = driver.run(
                requests, progress: sideProgress, shouldStop: shouldStop,
                shouldSend: { info, position in
                    AgreementScope.beforeSending(fixtures[position], expected: expected[position], implementation: info) == nil
                })
            if run.implementation == nil, case .harnessError(.spawnFailed(let command, let reason))? = run.results.first {
                throw .cannotStart(side: side.name, command: command, reason: reason)
            }
            partial = partial || run.partial
            reportSides.append(AgreementReport.Side(
                name: Self.name(of: side, implementation: run.implementation, taken: reportSides.map(\.name)),
                command: side.command, implementation: run.implementation, schema: side.schema))
            var byID: [String: SideVerdict] = [:]
            for (position, result) in run.results.enumerated() where position < fixtures.count {
                if result == .harnessError(.cancelled) { notRun.insert(fixtures[position].id) }
                byID[fixtures[position].id] = Self.verdict(
                    result, fixture: fixtures[position], expected: expected[position], implementation: run.implementation)
            }
            verdicts.append(byID)
        }
        return AgreementReport.join(
            fixtures: fixtures.filter { !notRun.contains($0.id) }, sides: reportSides, verdicts: verdicts, partial: partial)
    }

    /// One side's verdict on one fixture from the driver's result.
    static func verdict(
        _ result: CaseResult, fixture: Fixture, expected: ExpectedSchemaView, implementation: ImplementationInfo?
    ) -> SideVerdict {
        guard let implementation else {
            if case .harnessError(let error) = result { return failed(error) }
            return .failed("no start answer")
        }
        if let apart = AgreementScope.beforeSending(fixture, expected: expected, implementation: implementation) {
            return apart
        }
        switch result {
        case .harnessError(let error):
            return failed(error)
        case .contractAnswer:
            return .failed("another contract's answer, and agreement compares Murti schema verdicts")
        case .answer(let answer, _, let stderr):
            var verdict = SideVerdict(answer: answer, role: SideRole(implementation))
            if case .failed(let reason, nil) = verdict, let stderr, !stderr.isEmpty { verdict = .failed(reason, stderr: stderr) }
            if let judged = verdict.judged,
                let gap = AgreementScope.afterAnswer(fixture, answer: judged.answered, implementation: implementation)
            {
                return .apart(gap)
            }
            return verdict
        }
    }

    /// A harness error as a missing verdict, its stderr kept (docs/CONTRACT.md §3 v1.1).
    static func failed(_ error: HarnessError) -> SideVerdict {
        .failed("harness error (\(error.kind)): \(error.summary)", stderr: error.stderrTail.isEmpty ? nil : error.stderrTail)
    }

    /// The side's report name: its `start` answer's name when it asks for one that is free.
    static func name(of side: AgreementSide, implementation: ImplementationInfo?, taken: [String]) -> String {
        guard side.namedByHandshake, let name = implementation?.name, !name.isEmpty, !taken.contains(name) else {
            return side.name
        }
        return name
    }
}
