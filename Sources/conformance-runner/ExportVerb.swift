import Foundation
import MurtiConformance
import OptionTable

/// `export --format json-schema-test-suite [--output DIR]`: the corpus's schema verdicts as
/// JSON-Schema-Test-Suite files (docs/MATRIX.md "Export").
enum ExportVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        guard try arguments.value(Flags.exportFormat) != nil else {
            throw PipelineError.unusable("export: say which format: --format json-schema-test-suite")
        }
        var export = SuiteExport(
            workspace: try SelfExecutable.workspace(arguments.value(Flags.corpus)),
            output: URL(fileURLWithPath: try arguments.value(Flags.exportOutput) ?? "json-schema-test-suite"))
        export.schema = try arguments.value(Flags.agreementSchema)
        export.jobs = try arguments.value(Flags.jobs) ?? ConformanceRun.defaultJobs
        let summary = try export.run()
        Console.error(summary.line)
        return .success
    }
}
