import Foundation
import MurtiConformance
import MurtiContract
import OptionTable

/// `check`: the CI gate, lint + run (reference) + agreement + a short fuzz run, then lint + run
/// of the Flow-UI corpus (docs/CONTRACT.md §5, §8): each part on stderr as it starts and ends
/// (``CheckSteps``), then one summary line per part, the details of any part that fails.
enum CheckVerb: VerbHandler {
    /// `check`'s flags.
    struct Options: ParsableOptions {
        @Option(Flags.corpus) var corpus: String?
        @Option(Flags.jobs) var jobs: Int
        @Option(.seconds(
            "--fuzz-seconds", "N", "the fuzz step's length (default: \(FlagSpec.defaultMarker), seed \(FuzzRun.checkSeed)); 0 skips it",
            allowsZero: true))
        var fuzzSeconds = FuzzRun.defaultSeconds
        @Option(.text(
            "--matrix", "FILE", "also write the HTML matrix of the gate's sides (reference, reference schema-only, the engines), "
                + "and the same table in Markdown as FILE with .md for its extension"))
        var matrix: String?
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        let workspace = try SelfExecutable.workspace(options.corpus)
        var check = CheckRun(workspace: workspace, reference: SelfExecutable.reference)
        check.jobs = options.jobs
        check.fuzzSeconds = options.fuzzSeconds
        let matrix = options.matrix
        check.matrix = matrix != nil
        // docs/SECURITY.md "Output files": both pages are checked before the gate runs.
        let pages = try matrix.map { path in
            let markdown = URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("md").path
            return (html: try workspace.outputFile(path, option: "--matrix"), markdown: try workspace.outputFile(markdown, option: "--matrix"))
        }
        check.onStep = CheckSteps().callback
        let report = try check.run(shouldStop: { InterruptFlag.isSet })
        let failed = report.parts.filter { !$0.passed }
        for part in failed { Console.out(part.details) }
        if !failed.isEmpty { Console.out("\n") }
        for part in report.parts { Console.out(part.summary + "\n") }
        for note in report.notes { Console.out(note + "\n") }
        if let pages, let sides = report.matrix {
            // The page, and the same table in Markdown beside it for a job summary (docs/MATRIX.md).
            try pages.html.write(sides.rendered(as: .html))
            try pages.markdown.write(sides.rendered(as: .markdown))
            Console.out("check: matrix of the gate's sides written to \(pages.html.path) (Markdown: \(pages.markdown.path))\n")
        } else if let matrix {
            Console.out("check: no matrix written to \(matrix): a Flow-UI corpus's gate has one side (use `matrix` on run reports)\n")
        }
        let verdict = failed.isEmpty ? "passed" : "FAILED (\(failed.map(\.name).joined(separator: ", ")))"
        Console.out(report.partial ? "check: interrupted, not passed\n" : "check: \(verdict)\n")
        return report.passed ? .success : .failure
    }
}
