import MurtiConformance

/// `lint`: corpus integrity, each problem with the file and the fix (CONTRACT §2, §5).
struct LintVerb {
    /// The parsed flags.
    var options: LintOptions
    /// Reference processes in parallel (`check --jobs`); `nil`: the default.
    var jobs: Int?

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() throws(CLIError) -> ExitCode {
        let report = try makeReport(workspace: try Workspace(corpus: options.corpus))
        print(report.rendered(as: LintReport.Format(rawValue: options.format) ?? .text), terminator: "")
        for note in report.skippedChecks { Console.error("lint: note: \(note)") }
        return report.isClean ? .success : .failure
    }

    /// Lints the corpus with the reference (this program's `serve`) and the pinned engine.
    func makeReport(workspace: Workspace) throws(CLIError) -> LintReport {
        let schema = try workspace.schema(options.schema)
        var validator: [String]?
        var engineProblem: LintProblem?
        do {
            let engines = try PythonEngines.prepare(searchingFrom: workspace.searchRoots)
            validator = [engines.python.path, engines.adapters.appendingPathComponent("validate_json.py").path]
        } catch {
            engineProblem = LintProblem(
                kind: .expectationsSchema, file: workspace.display(id: "expectations.json"),
                message: "could not be checked against expectations.schema.json: \(error.description)",
                fix: "make `python3 adapters/venv.py` work, then run lint again")
        }
        InterruptFlag.install()
        let linter = Linter(configuration: Linter.Configuration(
            corpus: workspace.corpus, corpusDisplay: workspace.corpusDisplay, schema: schema,
            referenceCommand: SelfExecutable.serveCommand(["--all-violations"]),
            schemaOnlyCommand: SelfExecutable.serveCommand(["--schema-only"]),
            expectationsValidator: validator, jobs: jobs ?? RunVerb.defaultJobs))
        var report: LintReport
        do { report = try linter.lint(shouldStop: { InterruptFlag.isSet }) } catch {
            throw .unreadable(file: workspace.corpusDisplay, reason: error.description,
                              fix: "correct the file the message names")
        }
        if let engineProblem { report.problems.insert(engineProblem, at: 0) }
        return report
    }
}
