import Foundation
import MurtiConformance
import MurtiProtocol

/// `agreement`: the reference's schema-only mode, the pinned JSON Schema engines and a team's
/// own implementation over the whole corpus, each compared with every fixture's `schema`
/// verdict, disagreements grouped by signature (docs/CONTRACT.md §5; docs/AGREEMENT.md).
package struct AgreementRun: Sendable {
    /// The corpus and the paths around it.
    package var workspace: Workspace
    /// The reference's `serve` (the CLI's own).
    package var reference: ReferenceCommand
    /// `--schema FILE`; `nil`: `murti.schema.json` beside the corpus folder (``Workspace/schema(_:)``).
    package var schema: String?
    /// Leave the reference out of the sides (`--no-reference`).
    package var noReference = false
    /// A team's implementation, compared beside the engines (`-- COMMAND`).
    package var command: [String]?
    /// Processes per side in parallel.
    package var jobs = ConformanceRun.defaultJobs
    /// Seconds per case.
    package var timeout = DriverConfiguration.defaultTimeout

    /// Creates a run over `workspace` with the reference started by `reference`.
    package init(workspace: Workspace, reference: ReferenceCommand) {
        self.workspace = workspace
        self.reference = reference
    }

    /// Runs the sides and joins them. `progress` gets (done, total) over all sides.
    /// Throws ``PipelineError`` for an unusable corpus or schema, engines that cannot be
    /// prepared, or a side that cannot be started at all.
    package func run(
        progress: (@Sendable (Int, Int) -> Void)? = nil, shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws(PipelineError) -> AgreementReport {
        let corpus = try workspace.loadCorpus()
        let schemaURL = try workspace.schema(schema)
        let engines = try workspace.engines { error in
            .unreadable(file: "adapters/venv.py", reason: error.description,
                        fix: "agreement needs the pinned JSON Schema engines; fix the bootstrap and retry")
        }
        let schemaShown = Workspace.display(schemaURL.path)
        var sides: [AgreementSide] = []
        if !noReference {
            // The reference does not read a schema file: its schema-only mode is the Swift
            // validator's own rules, kept in step with murti.schema.json by the schema drift tests.
            sides.append(AgreementSide(
                name: "reference", command: reference.schemaOnly,
                schema: .builtIn("the Swift validator's mirror of the project's murti.schema.json; --schema does not change it")))
        }
        sides.append(AgreementSide(
            name: "python-jsonschema", command: engines.pythonJSONSchemaCommand(schema: schemaURL), schema: .file(schemaShown)))
        sides.append(AgreementSide(
            name: "jsonschema-rs", command: engines.jsonschemaRSCommand(schema: schemaURL), schema: .file(schemaShown)))
        if let command {
            sides.append(AgreementSide(name: "implementation", command: command, namedByHandshake: true))
        }
        var onProgress: (@Sendable (Int, Int, Int) -> Void)?
        if let progress {
            let sideCount = sides.count
            onProgress = { side, done, total in progress(side * total + done, total * sideCount) }
        }
        var report: AgreementReport
        do throws(AgreementError) {
            report = try AgreementRunner(sides: sides, jobs: jobs, timeout: timeout)
                .run(corpus, progress: onProgress, shouldStop: shouldStop)
        } catch {
            switch error {
            case .corpus(let problem):
                throw .unreadable(file: workspace.expectationsDisplay, reason: problem.description,
                                  fix: "run `conformance-runner lint` and fix what it reports")
            case .cannotStart:
                throw .unusable("agreement: \(error.description)")
            }
        }
        report.schemaFile = schemaShown
        report.schemaIsForeign = !noReference
            && schemaURL.standardizedFileURL.path != (try? workspace.projectSchema)?.standardizedFileURL.path
        return report
    }
}
