import Foundation
import Testing

extension Tag {
    /// A test that starts the runner, Python or the whole corpus: the full suite runs it, the
    /// fast tier (`swift test --skip 'ConformanceRunnerTests|PythonSide'`, README "Tests") does not.
    @Tag static var slow: Self
}

/// The CI tier (docs/DECISIONS.md 110): tests that compile a package of their own (a mutant's
/// copy of the package, the libFuzzer targets, a third-party adapter package) and the suites
/// that spend the most CPU (the whole corpus through the Python engines, fuzzing, Chromium) run
/// only with `CI=true` in the environment, as `.ci/run` runs `swift test`, so a developer's
/// `swift test` stays within a minute and CI still runs every check.
enum CITier {
    /// `true` when `CI=true` (the variable GitHub Actions and `.ci/run` set).
    static let enabled = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The trait of a CI-tier test: enabled under `CI=true`, with the reason shown when skipped.
    static let trait = ConditionTrait.enabled(if: enabled, "CI tier: `CI=true swift test` runs it, as .ci/run does (docs/DECISIONS.md 110)")
}
