import MurtiConformance
import OptionTable

/// `lint`: corpus integrity, each problem with the file and the fix (docs/CONTRACT.md §2, §5).
enum LintVerb: VerbHandler {
    /// `lint`'s flags.
    struct Options: ParsableOptions {
        @Option(Flags.corpus) var corpus: String?
        @Option(.choice("--format", "github: GitHub workflow annotations (::error file=...)")) var format = LintReport.Format.text
        @Option(.text("--schema", "FILE", "the schema whose keywords are rule ids"), absent: Flags.besideCorpus) var schema: String?
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        var lint = LintRun(workspace: try SelfExecutable.workspace(options.corpus), reference: SelfExecutable.reference)
        lint.schema = options.schema
        let report = try lint.run(shouldStop: { InterruptFlag.isSet })
        Console.out(report.rendered(as: options.format))
        for note in report.skippedChecks { Console.error("lint: note: \(note)") }
        return report.isClean ? .success : .failure
    }
}
