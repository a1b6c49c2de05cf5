import MurtiConformance
import OptionTable

/// `import DIR`: proposed entries for an upstream-style fixture bank, for review
/// (docs/CONTRACT.md §5 v1.1).
enum ImportVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let bank = try arguments.onePositional("DIR")
        var run = ImportRun(
            workspace: try SelfExecutable.workspace(arguments.value(Flags.corpus)), reference: SelfExecutable.reference, bank: bank)
        run.profile = try arguments.value(Flags.importProfile)
        run.profileFile = try arguments.value(Flags.profileFile)
        if run.profile != nil, run.profileFile != nil {
            throw OptionError.conflictingFlags(command: "import", flags: [Flags.importProfile.name, Flags.profileFile.name])
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
