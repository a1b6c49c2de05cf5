import MurtiConformance
import OptionTable

/// `check`: the CI gate, lint + run (reference) + agreement + a short fuzz run, then lint + run
/// of the Flow-UI corpus (docs/CONTRACT.md §5, §8): each part on stderr as it starts and ends
/// (``CheckSteps``), then one summary line per part, the details of any part that fails.
enum CheckVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        var check = CheckRun(workspace: try SelfExecutable.workspace(arguments.value(Flags.corpus)), reference: SelfExecutable.reference)
        check.jobs = try arguments.value(Flags.jobs) ?? ConformanceRun.defaultJobs
        check.fuzzSeconds = try arguments.value(Flags.fuzzSeconds) ?? 60
        check.onStep = CheckSteps().callback
        InterruptFlag.install()
        let report = try check.run(shouldStop: { InterruptFlag.isSet })
        let failed = report.parts.filter { !$0.passed }
        for part in failed { Console.out(part.details) }
        if !failed.isEmpty { Console.out("\n") }
        for part in report.parts { Console.out(part.summary + "\n") }
        for note in report.notes { Console.out(note + "\n") }
        Console.out(failed.isEmpty ? "check: passed\n" : "check: FAILED (\(failed.map(\.name).joined(separator: ", ")))\n")
        return report.passed ? .success : .failure
    }
}
