import Foundation
import MurtiConformance

/// `agreement`: the reference's schema-only mode, the pinned JSON Schema engines and, after
/// `--`, a team's own implementation over the whole corpus, each compared with every fixture's
/// `schema` verdict, disagreements grouped by signature (CONTRACT §5; docs/AGREEMENT.md).
struct AgreementVerb {
    /// The parsed flags.
    var options: AgreementOptions
    /// No progress line (set by `check`).
    var quiet = false

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() throws(CLIError) -> ExitCode {
        let report = try makeReport(workspace: try Workspace(corpus: options.corpus))
        print(report.rendered(as: AgreementReport.Format(rawValue: options.format) ?? .text), terminator: "")
        return report.allAgree ? .success : .failure
    }

    /// Runs the sides and joins them.
    func makeReport(workspace: Workspace) throws(CLIError) -> AgreementReport {
        let corpus = try RunVerb.loadCorpus(workspace)
        let schema = try workspace.schema(options.schema)
        let engines: PythonEngines
        do { engines = try PythonEngines.prepare(searchingFrom: workspace.searchRoots) } catch {
            throw .unreadable(file: "adapters/venv.py", reason: error.description,
                              fix: "agreement needs the pinned JSON Schema engines; fix the bootstrap and retry")
        }
        let schemaShown = Workspace.display(schema.path)
        let projectSchema = workspace.corpus.deletingLastPathComponent().appendingPathComponent("murti.schema.json")
        var sides: [AgreementSide] = []
        if !options.noReference {
            // The reference does not read a schema file: its schema-only mode is the Swift
            // validator's own rules, kept in step with murti.schema.json by the schema drift tests.
            sides.append(AgreementSide(
                name: "reference", command: SelfExecutable.serveCommand(["--schema-only"]),
                schema: .builtIn("the Swift validator's mirror of the project's murti.schema.json; --schema does not change it")))
        }
        sides.append(AgreementSide(
            name: "python-jsonschema", command: engines.pythonJSONSchemaCommand(schema: schema), schema: .file(schemaShown)))
        sides.append(AgreementSide(
            name: "jsonschema-rs", command: engines.jsonschemaRSCommand(schema: schema), schema: .file(schemaShown)))
        if let command = options.command {
            sides.append(AgreementSide(name: "implementation", command: command, namedByHandshake: true))
        }
        InterruptFlag.install()
        let progress = ProgressLine.isWanted(quiet: quiet) ? ProgressLine(label: "agreement") : nil
        var onProgress: (@Sendable (Int, Int, Int) -> Void)?
        if let progress {
            let sideCount = sides.count
            onProgress = { side, done, total in progress.update(done: side * total + done, total: total * sideCount) }
        }
        let runner = AgreementRunner(sides: sides, jobs: options.jobs ?? RunVerb.defaultJobs, timeout: options.timeout ?? 10)
        var report: AgreementReport
        do throws(AgreementError) {
            report = try runner.run(corpus, progress: onProgress, shouldStop: { InterruptFlag.isSet })
        } catch {
            progress?.finish()
            switch error {
            case .corpus(let problem):
                throw .unreadable(file: workspace.display(id: "expectations.json"), reason: problem.description,
                                  fix: "run `conformance-runner lint` and fix what it reports")
            case .cannotStart:
                throw .unusable("agreement: \(error.description)")
            }
        }
        progress?.finish()
        report.schemaFile = schemaShown
        report.schemaIsForeign = !options.noReference
            && schema.standardizedFileURL.path != projectSchema.standardizedFileURL.path
        return report
    }
}
