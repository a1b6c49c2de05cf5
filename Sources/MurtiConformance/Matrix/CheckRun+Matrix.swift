import Foundation
import MurtiProtocol

extension CheckRun {
    /// The matrix of the gate's sides (`check --matrix FILE`, docs/MATRIX.md "check --matrix"):
    /// the reference's run, then each side `agreement` compares, the reference's schema-only
    /// mode and the pinned engines, each graded as `run` grades it (a JSON Schema engine on
    /// schema verdicts). Agreement keeps verdicts, not run reports, so the three sides are run
    /// once more here. Throws ``PipelineError`` when a side cannot be started or the matrix
    /// cannot be built.
    func matrixOfSides(
        reference report: RunReport?, shouldStop: @escaping @Sendable () -> Bool
    ) throws(PipelineError) -> CompatibilityMatrix {
        var reports: [(file: String, report: RunReport)] = []
        if let report { reports.append(("check: run (reference)", report)) }
        let schema = try workspace.schema(nil)
        let engines = try workspace.engines { error in
            .unreadable(file: "adapters/venv.py", reason: error.description,
                        fix: "check --matrix runs the pinned JSON Schema engines; fix the bootstrap and retry")
        }
        let sides: [(String, [String])] = [
            ("check: reference --schema-only", reference.schemaOnly),
            ("check: python-jsonschema", engines.pythonJSONSchemaCommand(schema: schema)),
            ("check: jsonschema-rs", engines.jsonschemaRSCommand(schema: schema)),
        ]
        for (name, command) in sides {
            let run = try ConformanceRun(workspace: workspace, command: command, jobs: jobs).run(shouldStop: shouldStop)
            reports.append((name, run.report))
        }
        do { return try CompatibilityMatrix(reports) } catch {
            throw .unusable("check --matrix: \(error.description)")
        }
    }
}
