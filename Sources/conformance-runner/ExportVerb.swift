import Foundation
import MurtiConformance
import OptionTable

/// `export --format json-schema-test-suite [--output DIR]`: the corpus's schema verdicts as
/// JSON-Schema-Test-Suite files (docs/MATRIX.md "Export").
enum ExportVerb: VerbHandler {
    /// `export`'s flags.
    struct Options: ParsableOptions {
        @Option(.choice("--format", "the suite's format (required)")) var format: SuiteExport.Format?
        @Option(
            wrappedValue: SuiteExport.defaultFolder,
            .text("--output", "DIR", "the folder to write (default: \(FlagSpec.defaultMarker)); its tests/ and left-out.json "
                + "are replaced"),
            shown: "./" + SuiteExport.defaultFolder)
        var output: String
        @Option(Flags.corpus) var corpus: String?
        @Option(Flags.engineSchema) var schema: String?
        @Option(Flags.jobs) var jobs: Int
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        guard options.format != nil else {
            throw PipelineError.unusable("export: say which format: --format json-schema-test-suite")
        }
        var export = SuiteExport(workspace: try SelfExecutable.workspace(options.corpus), output: URL(fileURLWithPath: options.output))
        export.schema = options.schema
        export.jobs = options.jobs
        let summary = try export.run()
        Console.error(summary.line)
        return .success
    }
}
