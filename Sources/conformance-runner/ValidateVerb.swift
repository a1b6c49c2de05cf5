import Foundation
import MurtiConformance
import MurtiReferenceService

/// `validate FILE...`: the reference validator's verdict on each file, for people
/// (docs/CONTRACT.md §5).
enum ValidateVerb {
    static func run(_ arguments: Arguments) throws(CLIError) -> ExitCode {
        let files = try arguments.atLeastOnePositional("FILE...")
        let workspace = try SelfExecutable.workspace(arguments.value(Flags.corpus))
        let name = try arguments.value(Flags.profile) ?? "default"
        let validation: ReferenceValidation
        do { validation = try ReferenceValidation(profile: try pipeline { () throws(PipelineError) in try workspace.profile(named: name) }) }
        catch let error as CLIError { throw error } catch {
            throw .pipeline(.unreadable(file: workspace.expectationsDisplay, reason: "/profiles/\(name): \(error)",
                                        fix: "correct the profile as docs/CONTRACT.md §2 describes"))
        }
        var worst = ExitCode.success
        for file in files {
            let bytes: Data
            do { bytes = try Workspace.bytes(of: file) } catch {
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
