/// Runs a piece of work in batches until enough time has passed, and reports the per-iteration
/// time of the batches (``TimingSample``).
///
/// A batch is sized to take about `batchSeconds`, so clock reads cost nothing beside it; at least
/// `minBatches` batches run and at least `minSeconds` pass. The work returns an integer that is
/// summed into ``checksum``, so the optimizer cannot drop it.
struct Sampler {
    /// Total time to spend, at least.
    var minSeconds: Double = 0.4
    /// Batches to run, at least.
    var minBatches = 7
    /// Target duration of one batch.
    var batchSeconds = 0.02
    /// Sum of everything the measured work returned.
    private(set) var checksum = 0

    /// Measures `body`, one call per iteration.
    mutating func measure(_ body: () -> Int) -> TimingSample {
        // One untimed warm-up call: first-touch page faults and lazy initialisation.
        checksum &+= body()
        let probeStart = MonotonicClock.now()
        checksum &+= body()
        let probe = max(1e-9, Double(MonotonicClock.now() - probeStart) / 1e9)
        let batchSize = max(1, Int(batchSeconds / probe))
        var means: [Double] = []
        var elapsed = 0.0
        while means.count < minBatches || elapsed < minSeconds {
            let start = MonotonicClock.now()
            for _ in 0..<batchSize { checksum &+= body() }
            let seconds = Double(MonotonicClock.now() - start) / 1e9
            elapsed += seconds
            means.append(seconds / Double(batchSize))
            if means.count > 10_000 { break }
        }
        means.sort()
        return TimingSample(best: means[0], median: means[means.count / 2], iterations: means.count * batchSize)
    }
}

/// The time one unit of work took, over many repetitions (seconds per iteration).
package struct TimingSample: Sendable, Codable {
    /// The fastest batch's mean: on a shared machine other work only ever adds time, so the
    /// minimum is the estimate least disturbed by it. Ratios are taken between these.
    package var best: Double
    /// The median batch mean, for a sense of the noise.
    package var median: Double
    /// Iterations run in all.
    package var iterations: Int

    /// Creates a sample.
    package init(best: Double, median: Double, iterations: Int) {
        self.best = best
        self.median = median
        self.iterations = iterations
    }
}
