import Foundation
import MurtiConformance
import MurtiReferenceService
import OptionTable

/// `validate FILE...`: the reference validator's verdict on each file, for people
/// (docs/CONTRACT.md §5).
enum ValidateVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let files = try arguments.atLeastOnePositional("FILE...")
        let workspace = try SelfExecutable.workspace(arguments.value(Flags.corpus))
        let name = try arguments.value(Flags.profile) ?? "default"
        let profile = try workspace.profile(named: name)
        let validation: ReferenceValidation
        do { validation = try ReferenceValidation(profile: profile) } catch {
            throw PipelineError.unreadable(file: workspace.expectationsDisplay, reason: "/profiles/\(name): \(error.description)",
                                           fix: "correct the profile as docs/CONTRACT.md §2 describes")
        }
        var worst = ExitCode.success
        for file in files {
            let bytes: Data
            do { bytes = try workspace.namedFileBytes(file) } catch {
                Console.error(error.description)
                worst = max(worst, .usage)
                continue
            }
            let verdict = validation.describe([UInt8](bytes), file: file)
            Console.out(verdict.text + "\n")
            if verdict.rejected { worst = max(worst, .failure) }
        }
        return worst
    }
}
