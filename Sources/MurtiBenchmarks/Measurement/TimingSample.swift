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
