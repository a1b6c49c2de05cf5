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
            throw .unusable("diff: \(error.description)")
        }
        print(diff.rendered(), terminator: "")
        return diff.hasRegressions ? .failure : .success
    }

    /// The two report paths of `diff BEFORE.json AFTER.json`, or a usage error saying so.
    static func reportPaths(_ positionals: [String]) throws(CLIError) -> DiffOptions {
        guard positionals.count == 2 else {
            throw .argumentCount(verb: .diff, need: "needs two reports: diff BEFORE.json AFTER.json", got: positionals)
        }
        return DiffOptions(before: positionals[0], after: positionals[1])
    }
}
