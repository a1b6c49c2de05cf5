/// Everything `bench protocol` measured in one run (docs/CONTRACT.md §7; docs/PERFORMANCE.md).
package struct ProtocolReport: Codable, Sendable {
    /// CPU, cores, kernel, load average at the start.
    package var machine: String
    /// `release` or `debug`.
    package var build: String
    /// Fixtures in the generated corpus.
    package var fixtures: Int
    /// Their total size.
    package var bytes: Int
    /// Seconds per fixture: `Validator.validate` in this process.
    package var inProcess: Double
    /// Seconds per fixture: encode request, decode request, encode answer, decode answer.
    package var codec: Double
    /// Seconds per fixture: the bare pipe round trip of the same request lines to an echo child.
    package var bareRoundTrip: Double
    /// Seconds per fixture through protocol v1 with `--jobs 1`, process start-up excluded.
    package var throughProtocol: Double
    /// Seconds to start a `serve` process, hand it one fixture and stop it (``Driver`` run of 1).
    package var startup: Double
    /// Wall seconds for the whole corpus with `--jobs 1` (start-up included).
    package var wallJobs1: Double
    /// Wall seconds for the whole corpus with `--jobs 2`.
    package var wallJobs2: Double
    /// Fixtures whose protocol answer differs from the in-process verdict (outcome, layer,
    /// rule, path), or that errored.
    package var mismatches: Int
    /// Rounds each wall time is the best of.
    package var rounds: Int

    /// Per-fixture overhead: protocol time minus in-process time (docs/CONTRACT.md §7).
    package var overhead: Double { throughProtocol - inProcess }

    /// One target: what it asks, the measured value, whether it is met.
    package struct Target: Sendable {
        /// What the target asks.
        package var statement: String
        /// The measured value, formatted.
        package var measured: String
        /// Met or not.
        package var met: Bool
    }

    /// docs/CONTRACT.md §7 and docs/PERFORMANCE.md.
    package var targets: [Target] {
        [
            Target(statement: "per-fixture overhead at most 2× the bare pipe round trip",
                   measured: Format.ratio(overhead / bareRoundTrip), met: overhead <= 2 * bareRoundTrip),
            Target(statement: "10,000 fixtures in at most 10 s with --jobs 2 (scaled to 10,000)",
                   measured: Format.duration(wallJobs2 / Double(fixtures) * 10_000),
                   met: wallJobs2 / Double(fixtures) * 10_000 <= 10),
            Target(statement: "every protocol answer equals the in-process verdict",
                   measured: "\(mismatches) differ", met: mismatches == 0),
        ]
    }
}
