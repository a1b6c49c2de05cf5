import MurtiConformance
import OptionTable

/// `agreement`: the reference, the JSON Schema engines and a team's implementation against every
/// fixture's schema verdict (docs/CONTRACT.md §5; docs/AGREEMENT.md).
enum AgreementVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        var agreement = AgreementRun(
            workspace: try SelfExecutable.workspace(arguments.value(Flags.corpus)), reference: SelfExecutable.reference)
        agreement.schema = try arguments.value(Flags.agreementSchema)
        agreement.noReference = arguments.isSet(Flags.noReference)
        agreement.command = arguments.tail
        agreement.jobs = try arguments.value(Flags.jobs) ?? ConformanceRun.defaultJobs
        agreement.timeout = try arguments.value(Flags.timeout) ?? 10
        let format = try arguments.value(Flags.agreementFormat) ?? .text
        let progress = ProgressLine.isWanted(quiet: false) ? ProgressLine(label: "agreement") : nil
        let report = try agreement.run(progress: progress?.callback, shouldStop: { InterruptFlag.isSet })
        progress?.finish()
        Console.out(report.rendered(as: format))
        return report.allAgree ? .success : .failure
    }
}
