import MurtiProtocol

/// The outcome of `Driver.run`: one result per request, in request order.
package struct DriverRun: Sendable {
    /// The first `start` answer received; `nil` when no process ever answered `start`.
    package var implementation: ImplementationInfo?
    /// `results[i]` belongs to `requests[i]`.
    package var results: [CaseResult]
    /// `true` when the run was cut short by `shouldStop` (some results are `.cancelled`).
    package var partial: Bool
    /// Process restarts spent (not counting each worker's first start).
    package var restarts: Int
    /// stdout lines that were not protocol lines, over every process (docs/CONTRACT.md §3 v1.1).
    package var noise: NoiseLines
    /// `errorSeconds[i]`: the wall time the harness error of `results[i]` cost (a crash after
    /// 0.3 s, a timeout); `nil` for answers, which carry their own time, and for cases never
    /// tried. Empty when not measured.
    package var errorSeconds: [Double?]

    /// Creates a run outcome.
    package init(
        implementation: ImplementationInfo?, results: [CaseResult], partial: Bool, restarts: Int,
        noise: NoiseLines = NoiseLines(), errorSeconds: [Double?] = []
    ) {
        self.implementation = implementation
        self.results = results
        self.partial = partial
        self.restarts = restarts
        self.noise = noise
        self.errorSeconds = errorSeconds
    }
}
