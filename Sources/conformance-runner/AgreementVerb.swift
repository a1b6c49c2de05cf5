import MurtiConformance
import MurtiContract
import OptionTable

/// `agreement`: the reference, the JSON Schema engines and a team's implementation against every
/// fixture's schema verdict (docs/CONTRACT.md §5; docs/AGREEMENT.md).
enum AgreementVerb: VerbHandler {
    /// `agreement`'s flags.
    struct Options: ParsableOptions {
        @Option(Flags.corpus) var corpus: String?
        @Option(Flags.engineSchema) var schema: String?
        @Option(.toggle("--no-reference", "leave out the Swift reference (it judges by this project's schema)"))
        var noReference: Bool
        @Option(.choice("--format", "report format")) var format = AgreementReport.Format.text
        @Option(Flags.jobs) var jobs: Int
        @Option(Flags.timeout) var timeout: Double
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        var agreement = AgreementRun(workspace: try SelfExecutable.workspace(options.corpus), reference: SelfExecutable.reference)
        agreement.schema = options.schema
        agreement.noReference = options.noReference
        agreement.command = arguments.tail
        agreement.jobs = options.jobs
        agreement.timeout = options.timeout
        let progress = ProgressLine.isWanted(quiet: false) ? ProgressLine(label: "agreement") : nil
        let report = try agreement.run(progress: progress?.callback, shouldStop: { InterruptFlag.isSet })
        progress?.finish()
        Console.out(report.rendered(as: options.format))
        return report.allAgree ? .success : .failure
    }
}
