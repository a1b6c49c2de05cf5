import MurtiProtocol

/// How long the answers took (docs/CONTRACT.md §4 v1.1, "Cost"): the median and the slowest answers,
/// so that a validator much slower on some documents shows, and the `--max-case-ms` limit.
package struct TimingSummary: Sendable, Equatable, Codable {
    /// One slow answer.
    package struct Entry: Sendable, Equatable, Codable {
        /// The fixture id.
        package var id: String
        /// Seconds the answer took.
        package var seconds: Double
    }

    /// Slowest answers listed.
    package static let slowestShown = 5

    /// Results with a measured answer time.
    package var answers: Int
    /// The median answer time in seconds; `nil` when no answer was timed.
    package var medianSeconds: Double?
    /// The slowest answers, slowest first (at most ``slowestShown``).
    package var slowest: [Entry]
    /// `run --max-case-ms`; `nil` when the run set no limit.
    package var maxCaseMilliseconds: Int?
    /// Graded answers slower than the limit (the cost level failed).
    package var tooSlow: Int

    /// The timing of `results`, graded with `maxCaseMilliseconds`: answers only (a harness
    /// error's time, a crash or a timeout, is the case's, not an answer's).
    init(results: [FixtureResult], maxCaseMilliseconds: Int?) {
        let timed = results.compactMap { result in
            result.actual?["harness"] == nil ? result.durationSeconds.map { (result.id, $0) } : nil
        }
        let sorted = timed.map(\.1).sorted()
        answers = sorted.count
        if sorted.isEmpty {
            medianSeconds = nil
        } else if sorted.count % 2 == 1 {
            medianSeconds = sorted[sorted.count / 2]
        } else {
            medianSeconds = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        slowest = timed.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : ScalarOrder.precedes($0.0, $1.0) }
            .prefix(Self.slowestShown).map { Entry(id: $0.0, seconds: $0.1) }
        self.maxCaseMilliseconds = maxCaseMilliseconds
        tooSlow = results.filter { $0.levels?.cost == false }.count
    }

    /// `median 0.412 ms over 488 answers; slowest: 12.3 ms invalid/a.json (30× the median), …`,
    /// or `nil` when no answer was timed.
    var summary: String? {
        guard let median = medianSeconds else { return nil }
        var text = "median \(Grader.milliseconds(median)) ms over \(answers) answer\(answers == 1 ? "" : "s")"
        if !slowest.isEmpty {
            text += "; slowest: " + slowest.map { "\(Grader.milliseconds($0.seconds)) ms \($0.id)\(Self.ratio($0.seconds, median))" }
                .joined(separator: ", ")
        }
        if let limit = maxCaseMilliseconds {
            text += "; --max-case-ms \(limit): \(tooSlow) too slow"
        }
        return text
    }

    /// ` (30× the median)`, or `""` when the median is 0.
    static func ratio(_ seconds: Double, _ median: Double) -> String {
        guard median > 0 else { return "" }
        let times = seconds / median
        return " (\(times >= 10 ? String(format: "%.0f", times) : String(format: "%.1f", times))× the median)"
    }
}
