import MurtiProtocol

/// The outcome of `Driver.run`: one result per request, in request order.
public struct DriverRun: Sendable {
    /// The first `start` answer received; `nil` when no process ever answered `start`.
    public var implementation: ImplementationInfo?
    /// `results[i]` belongs to `requests[i]`.
    public var results: [CaseResult]
    /// `true` when the run was cut short by `shouldStop` (some results are `.cancelled`).
    public var partial: Bool
    /// Process restarts spent (not counting each worker's first start).
    public var restarts: Int
    /// stdout lines that were not protocol lines, over every process (docs/CONTRACT.md §3 v1.1).
    public var noise: NoiseLines

    /// Creates a run outcome.
    public init(
        implementation: ImplementationInfo?, results: [CaseResult], partial: Bool, restarts: Int,
        noise: NoiseLines = NoiseLines()
    ) {
        self.implementation = implementation
        self.results = results
        self.partial = partial
        self.restarts = restarts
        self.noise = noise
    }
}
