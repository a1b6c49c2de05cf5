import Foundation
import MurtiConformance
import OptionTable

/// `protocol-check`: an implementation's lines over a run, checked against
/// docs/protocol.schema.json (docs/PROTOCOL.md "Checking your lines").
enum ProtocolCheckVerb: VerbHandler {
    /// `protocol-check`'s flags: `run`'s run options, and where the lines go.
    struct Options: ParsableOptions {
        @Option(Flags.corpus) var corpus: String?
        @OptionGroup var run: RunOptions
        @Option(.text("--transcript", "FILE", "keep the recorded lines there, one {\"direction\", \"line\"} record a line"))
        var transcript: String?
        @Option(Flags.quiet) var quiet: Bool
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        var check = ProtocolCheckRun(run: options.run.conformanceRun(try SelfExecutable.workspace(options.corpus), command: arguments.tail))
        check.transcriptFile = try options.transcript.map { try check.run.workspace.outputFile($0, option: "--transcript") }
        let progress = ProgressLine.isWanted(quiet: options.quiet) ? ProgressLine(label: "protocol-check") : nil
        let report = try check.run(progress: progress?.callback, shouldStop: { InterruptFlag.isSet })
        progress?.finish()
        for problem in report.problems { Console.out(problem.description + "\n") }
        Console.error("protocol-check: \(report.summary)")
        return report.passed ? .success : .failure
    }
}
