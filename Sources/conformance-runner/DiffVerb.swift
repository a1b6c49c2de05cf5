import Foundation
import MurtiConformance

/// `diff A.json B.json`: what changed between two JSON run reports; exit 1 on a regression.
enum DiffVerb {
    static func run(_ arguments: Arguments) throws(CLIError) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw .argumentCount(verb: .diff, need: "needs two reports: diff BEFORE.json AFTER.json", got: arguments.positionals)
        }
        let diff: RunDiff
        do {
            diff = try RunDiff.load(
                before: URL(fileURLWithPath: arguments.positionals[0]), after: URL(fileURLWithPath: arguments.positionals[1]))
        } catch {
            throw .pipeline(.unusable("diff: \(error.description)"))
        }
        Console.out(diff.rendered())
        return diff.hasRegressions ? .failure : .success
    }
}
