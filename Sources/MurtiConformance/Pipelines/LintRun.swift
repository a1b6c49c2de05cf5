import Foundation

/// `lint`: corpus integrity, each problem with the file and the fix (docs/CONTRACT.md §2, §5),
/// the reference (the CLI's `serve`) proving each fixture's expectation over protocol v1; a
/// Flow-UI corpus is linted by its own rules (``FlowUILinter``, docs/CONTRACT.md §8).
public struct LintRun: Sendable {
    /// The corpus and the paths around it.
    public var workspace: Workspace
    /// The reference's `serve`.
    public var reference: ReferenceCommand
    /// `--schema FILE`: the schema whose keywords are rule ids; `nil`: beside the corpus.
    public var schema: String?
    /// Reference processes in parallel.
    public var jobs = ConformanceRun.defaultJobs

    /// Creates a lint of `workspace`.
    public init(workspace: Workspace, reference: ReferenceCommand) {
        self.workspace = workspace
        self.reference = reference
    }

    /// Lints the corpus. Throws ``PipelineError`` when lint cannot do its job: the schema or
    /// expectations.json unreadable as a whole, or the pinned engine missing (the environment,
    /// exit 2, not a problem of the corpus).
    public func run(shouldStop: @escaping @Sendable () -> Bool = { false }) throws(PipelineError) -> LintReport {
        if workspace.declaredContract == .flowUI { return try flowUI(shouldStop: shouldStop) }
        let schemaURL = try workspace.schema(schema)
        let engines = try workspace.engines(Self.environmentError)
        var configuration = Linter.Configuration(
            corpus: workspace.corpus, corpusDisplay: workspace.corpusDisplay, schema: schemaURL,
            referenceCommand: reference.allViolations, schemaOnlyCommand: reference.schemaOnly,
            expectationsValidator: [engines.python.path, engines.adapters.appendingPathComponent("validate_json.py").path],
            jobs: jobs)
        configuration.formatTool = Self.formatTool(besides: engines.adapters)
        let linter = Linter(configuration: configuration)
        do { return try linter.lint(shouldStop: shouldStop) } catch {
            throw .unreadable(file: workspace.corpusDisplay, reason: error.description, fix: "correct the file the message names")
        }
    }

    /// The checkout's `tools/corpus/format.py` beside its `adapters/` folder, as shown (relative
    /// to the working directory when below it); `nil` when that checkout has none (the release
    /// bundle).
    static func formatTool(besides adapters: URL) -> String? {
        let tool = adapters.deletingLastPathComponent().appendingPathComponent("tools/corpus/format.py").standardizedFileURL
        guard FileManager.default.fileExists(atPath: tool.path) else { return nil }
        return Workspace.display(tool.path)
    }

    /// How lint's fixes say a Flow-UI entry gets corrected: through `tools/corpus_flow_ui/generate.py`
    /// when `corpus` is the `corpus-flow-ui` folder of a checkout that has the generator beside
    /// it (the one it writes), else by hand in the corpus's expectations.json.
    static func flowUIEdit(corpus: URL, corpusDisplay: String) -> FlowUIEntryEdit {
        let folder = corpus.standardizedFileURL
        let generator = folder.deletingLastPathComponent().appendingPathComponent("tools/corpus_flow_ui/generate.py")
        guard folder.lastPathComponent == "corpus-flow-ui", FileManager.default.fileExists(atPath: generator.path) else {
            return .byHand(expectations: corpusDisplay + "/expectations.json")
        }
        return .generated(generator: Workspace.display(generator.path))
    }

    /// Lints a Flow-UI corpus (``FlowUILinter``): no schema, no JSON Schema engine; the reference
    /// decoder through `serve`.
    private func flowUI(shouldStop: @escaping @Sendable () -> Bool) throws(PipelineError) -> LintReport {
        let linter = FlowUILinter(
            corpus: workspace.corpus, corpusDisplay: workspace.corpusDisplay, referenceCommand: reference.serve, jobs: jobs,
            edit: Self.flowUIEdit(corpus: workspace.corpus, corpusDisplay: workspace.corpusDisplay))
        do { return try linter.lint(shouldStop: shouldStop) } catch {
            throw .unreadable(file: workspace.corpusDisplay, reason: error.description, fix: "correct the file the message names")
        }
    }

    /// Why the pinned JSON Schema engine (`adapters/`) is unavailable to lint.
    static func environmentError(_ error: EngineError) -> PipelineError {
        switch error {
        case .adaptersNotFound(let searched):
            .unreadable(
                file: "adapters/",
                reason: "no adapters/venv.py in or above "
                    + searched.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ", "),
                fix: "lint checks expectations.json with the pinned JSON Schema engine of a murti-conformance "
                    + "checkout: run from the checkout, or set MURTI_ADAPTERS_DIR to its adapters/ folder")
        case .pythonNotFound:
            .unusable(error.description)
        case .launchFailed, .bootstrapFailed:
            .unreadable(
                file: "adapters/venv.py", reason: error.description,
                fix: "lint needs the pinned JSON Schema engine; make `python3 adapters/venv.py` work, then retry")
        }
    }
}
