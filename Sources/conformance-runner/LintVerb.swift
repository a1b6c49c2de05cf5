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
        // Without its engine lint cannot do its job: that is the environment (exit 2, as in
        // `agreement`), not a problem of the corpus (exit 1).
        let validator: [String]
        do {
            let engines = try PythonEngines.prepare(searchingFrom: workspace.searchRoots)
            validator = [engines.python.path, engines.adapters.appendingPathComponent("validate_json.py").path]
        } catch {
            throw Self.environmentError(error)
        }
        InterruptFlag.install()
        let linter = Linter(configuration: Linter.Configuration(
            corpus: workspace.corpus, corpusDisplay: workspace.corpusDisplay, schema: schema,
            referenceCommand: SelfExecutable.serveCommand(["--all-violations"]),
            schemaOnlyCommand: SelfExecutable.serveCommand(["--schema-only"]),
            expectationsValidator: validator, jobs: jobs ?? RunVerb.defaultJobs))
        do { return try linter.lint(shouldStop: { InterruptFlag.isSet }) } catch {
            throw .unreadable(file: workspace.corpusDisplay, reason: error.description,
                              fix: "correct the file the message names")
        }
    }

    /// Why the pinned JSON Schema engine (`adapters/`) is unavailable, as a usage error.
    static func environmentError(_ error: EngineError) -> CLIError {
        switch error {
        case .adaptersNotFound(let searched):
            .unreadable(
                file: "adapters/",
                reason: "no adapters/venv.py in or above "
                    + searched.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ", "),
                fix: "lint checks expectations.json with the pinned JSON Schema engine of a murti-conformance "
                    + "checkout: run from the checkout, or set MURTI_ADAPTERS_DIR to its adapters/ folder")
        case .launchFailed, .bootstrapFailed:
            .unreadable(
                file: "adapters/venv.py", reason: error.description,
                fix: "lint needs the pinned JSON Schema engine; make `python3 adapters/venv.py` work, then retry")
        }
    }
}
