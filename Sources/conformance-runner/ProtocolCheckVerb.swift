import Foundation
import MurtiConformance
import OptionTable

/// `protocol-check`: an implementation's lines over a run, checked against
/// docs/protocol.schema.json (docs/PROTOCOL.md "Checking your lines").
enum ProtocolCheckVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        var check = ProtocolCheckRun(run: try RunVerb.configure(arguments))
        check.transcriptFile = try arguments.value(Flags.transcript).map {
            try check.run.workspace.outputFile($0, option: "--transcript")
        }
        let progress = ProgressLine.isWanted(quiet: arguments.isSet(Flags.quiet)) ? ProgressLine(label: "protocol-check") : nil
        let report = try check.run(progress: progress?.callback, shouldStop: { InterruptFlag.isSet })
        progress?.finish()
        for problem in report.problems { Console.out(problem.description + "\n") }
        Console.error("protocol-check: \(report.summary)")
        return report.passed ? .success : .failure
    }
}
