import MurtiConformance
import OptionTable

/// `import DIR`: proposed entries for an upstream-style fixture bank, for review
/// (docs/CONTRACT.md §5 v1.1).
enum ImportVerb: VerbHandler {
    /// `import`'s flags: without a profile, the bank's is inferred.
    struct Options: ParsableOptions {
        @Option(Flags.corpus) var corpus: String?
        @Option(.text("--profile", "NAME", "a profile of the corpus's expectations.json")) var profile: String?
        @Option(.text("--profile-file", "FILE", "a profile object in a file of its own (e.g. with \"keys\")"))
        var profileFile: String?
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        let bank = try arguments.onePositional("DIR")
        var run = ImportRun(
            workspace: try SelfExecutable.workspace(options.corpus), reference: SelfExecutable.reference, bank: bank)
        run.profile = options.profile
        run.profileFile = options.profileFile
        if run.profile != nil, run.profileFile != nil {
            throw OptionError.conflictingFlags(command: "import", flags: [options.$profile.name, options.$profileFile.name])
        }
        let progress = ProgressLine.isWanted(quiet: false) ? ProgressLine(label: "import") : nil
        run.progress = progress?.callback
        let report = try run.run()
        progress?.finish()
        Console.out(report.fragment + "\n")
        for line in report.reviewLines { Console.error(line) }
        Console.error(report.reminder)
        return report.needsReview ? .failure : .success
    }
}
