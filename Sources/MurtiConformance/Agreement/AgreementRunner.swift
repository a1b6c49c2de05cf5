/// Runs every side over the whole corpus through the ``Driver`` and joins the verdicts per
/// fixture (CONTRACT §5 `agreement`). Each side is started from its command line only.
public struct AgreementRunner: Sendable {
    /// The implementations compared, in report order.
    public var sides: [AgreementSide]
    /// Processes per side in parallel.
    public var jobs: Int
    /// Seconds per case.
    public var timeout: Double

    /// Creates a runner.
    public init(sides: [AgreementSide], jobs: Int = 2, timeout: Double = 10) {
        self.sides = sides
        self.jobs = jobs
        self.timeout = timeout
    }

    /// Runs each side, one after the other, over every fixture of `corpus`.
    ///
    /// `progress` gets (side index, done, total). Throws ``AgreementError/corpus(_:)`` when a
    /// fixture cannot be turned into a request (unknown profile, unreadable file), and
    /// ``AgreementError/cannotStart(side:command:reason:)`` as soon as a side's command cannot
    /// be started at all (the sides after it are not run).
    public func run(
        _ corpus: Corpus, progress: (@Sendable (Int, Int, Int) -> Void)? = nil,
        shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws(AgreementError) -> AgreementReport {
        // JSON Schema engines judge files: a manifest sequence fixture is sent as its own file
        // (CONTRACT §6), without the `kind` only clients with the manifest capability read.
        let planned: [ValidateRequest]
        do { planned = try corpus.requests(for: corpus.fixtures) } catch { throw .corpus(error) }
        let requests = planned.map { request in
            var plain = request
            plain.kind = nil
            plain.documents = nil
            return plain
        }
        var reportSides: [AgreementReport.Side] = []
        var verdicts: [[String: SideVerdict]] = []
        var partial = false
        for (index, side) in sides.enumerated() {
            let driver = Driver(configuration: DriverConfiguration(command: side.command, jobs: jobs, timeout: timeout))
            var sideProgress: (@Sendable (Int, Int) -> Void)?
            if let progress {
                sideProgress = { done, total in progress(index, done, total) }
            }
            let run = driver.run(requests, progress: sideProgress, shouldStop: shouldStop)
            if run.implementation == nil, case .harnessError(.spawnFailed(let command, let reason))? = run.results.first {
                throw .cannotStart(side: side.name, command: command, reason: reason)
            }
            partial = partial || run.partial
            reportSides.append(AgreementReport.Side(
                name: side.name, command: side.command, implementation: run.implementation, schema: side.schema))
            var byID: [String: SideVerdict] = [:]
            for (request, result) in zip(requests, run.results) {
                switch result {
                case .answer(let answer, _): byID[request.id] = SideVerdict(answer: answer)
                case .harnessError(let error): byID[request.id] = .failed("harness error (\(error.kind)): \(error.summary)")
                }
            }
            verdicts.append(byID)
        }
        return AgreementReport.join(fixtures: corpus.fixtures, sides: reportSides, verdicts: verdicts, partial: partial)
    }
}
