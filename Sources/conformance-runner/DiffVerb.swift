import Foundation
import MurtiConformance
import OptionTable

/// `diff A.json B.json`: what changed between two JSON run reports; exit 1 on a regression or
/// an empty second report.
enum DiffVerb: VerbHandler {
    static func run(_ options: NoOptions, _ arguments: ParsedArguments) throws -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw OptionError.argumentCount(command: "diff", need: "needs two reports: diff BEFORE.json AFTER.json", got: arguments.positionals)
        }
        let diff: RunDiff
        do {
            diff = try RunDiff.load(
                before: URL(fileURLWithPath: arguments.positionals[0]), after: URL(fileURLWithPath: arguments.positionals[1]))
        } catch {
            throw PipelineError.unusable("diff: \(error.description)")
        }
        Console.out(diff.rendered())
        return diff.fails ? .failure : .success
    }
}
