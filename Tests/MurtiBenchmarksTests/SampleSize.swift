import Foundation

/// How many generated documents a sampling test judges (docs/DECISIONS.md 114): the bench's own
/// counts under `CI=true`, as `.ci/run` runs the tests, and an eighth of them otherwise, so the
/// fast tier stays within its seconds; each test's ranges are proportions, the same at both.
enum SampleSize {
    /// `true` under `CI=true`: the full counts.
    static let full = ProcessInfo.processInfo.environment["CI"] == "true"

    /// `count` under CI, else an eighth of it.
    static func of(_ count: Int) -> Int { full ? count : count / 8 }
}
