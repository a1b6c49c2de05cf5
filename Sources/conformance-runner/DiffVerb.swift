import Foundation
import MurtiConformance

/// `diff A.json B.json`: what changed between two JSON run reports; exit 1 on a regression.
struct DiffVerb {
    /// The parsed flags.
    var options: DiffOptions

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() throws(CLIError) -> ExitCode {
        let diff: RunDiff
        do {
            diff = try RunDiff.load(
                before: URL(fileURLWithPath: options.before), after: URL(fileURLWithPath: options.after))
        } catch {
            throw .unreadable(file: "\(options.before) / \(options.after)", reason: error.description,
                              fix: "pass two reports written by `run --format json`")
        }
        print(diff.rendered(), terminator: "")
        return diff.hasRegressions ? .failure : .success
    }
}
