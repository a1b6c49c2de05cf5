import Foundation
import MurtiConformance
import MurtiReferenceService
import OptionTable

/// `validate FILE...`: the reference validator's verdict on each file, for people
/// (docs/CONTRACT.md §5).
enum ValidateVerb: VerbHandler {
    /// `validate`'s flags.
    struct Options: ParsableOptions {
        @Option(Flags.profile) var profile: String
        @Option(Flags.corpus) var corpus: String?
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        let files = try arguments.atLeastOnePositional("FILE...")
        let workspace = try SelfExecutable.workspace(options.corpus)
        let profile = try workspace.profile(named: options.profile)
        let report: ValidationReport
        do {
            report = try ReferenceValidation.validate(files, profile: profile) { [UInt8](try workspace.namedFileBytes($0)) }
        } catch {
            throw PipelineError.unreadable(
                file: workspace.expectationsDisplay, reason: "/profiles/\(options.profile): \(error.description)",
                fix: "correct the profile as docs/CONTRACT.md §2 describes")
        }
        for entry in report.entries {
            switch entry {
            case .judged(let verdict): Console.out(verdict.text + "\n")
            case .unreadable(_, let reason): Console.error(reason)
            }
        }
        return report.anyUnreadable ? .usage : report.anyRejected ? .failure : .success
    }
}
