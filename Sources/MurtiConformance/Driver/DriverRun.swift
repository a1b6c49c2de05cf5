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

    /// Creates a run outcome.
    public init(implementation: ImplementationInfo?, results: [CaseResult], partial: Bool, restarts: Int) {
        self.implementation = implementation
        self.results = results
        self.partial = partial
        self.restarts = restarts
    }
}
