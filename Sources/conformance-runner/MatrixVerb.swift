import Foundation
import MurtiConformance
import OptionTable

/// `matrix REPORT.json…`: the compatibility matrix of JSON run reports, or with `--diff` two
/// reports of one implementation as a page (docs/MATRIX.md).
enum MatrixVerb: VerbHandler {
    /// `matrix`'s flags.
    struct Options: ParsableOptions {
        @Option(.choice("--format", "output format")) var format = MatrixFormat.html
        @Option(Flags.output) var output: String?
        @Option(.toggle(
            "--diff", "compare two reports of one implementation (OLD.json NEW.json): what `diff` says, as a page"))
        var diff: Bool
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw OptionError.argumentCount(
                command: "matrix", need: "needs JSON reports: matrix A.json B.json … (or --diff OLD.json NEW.json)", got: [])
        }
        // docs/SECURITY.md "Output files": checked before the reports are read, and kept out of
        // the corpus the working folder or the bundle names.
        let output = try options.output.map { try SelfExecutable.outputFile($0, option: "--output") }
        var matrix = MatrixRun(reports: arguments.positionals.map { URL(fileURLWithPath: $0) })
        matrix.diff = options.diff
        matrix.format = options.format
        let outcome: MatrixRun.Outcome
        do { outcome = try matrix.run() } catch { throw PipelineError.unusable("matrix: \(error.description)") }
        try RunVerb.write(outcome.text, to: output)
        if let output { Console.error("matrix: wrote \(output.path) (\(outcome.text.utf8.count) bytes)") }
        return matrix.diff && !outcome.clean ? .failure : .success
    }
}
