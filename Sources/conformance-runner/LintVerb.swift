import MurtiConformance
import OptionTable

/// `lint`: corpus integrity, each problem with the file and the fix (docs/CONTRACT.md §2, §5).
enum LintVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        var lint = LintRun(workspace: try SelfExecutable.workspace(arguments.value(Flags.corpus)), reference: SelfExecutable.reference)
        lint.schema = try arguments.value(Flags.lintSchema)
        let format = try arguments.value(Flags.lintFormat) ?? .text
        let report = try lint.run(shouldStop: { InterruptFlag.isSet })
        Console.out(report.rendered(as: format))
        for note in report.skippedChecks { Console.error("lint: note: \(note)") }
        return report.isClean ? .success : .failure
    }
}
