import Foundation
import MurtiConformance
import MurtiProtocol

extension LintRun {
    /// Lints a Murti corpus (``Linter``): the schema's rule ids (`--schema`, else beside the
    /// corpus), expectations.json against the pinned JSON Schema engine, the reference proving
    /// every entry. Throws ``PipelineError`` when the schema or expectations.json is unreadable
    /// as a whole, or the engine is missing.
    func lintMurti(shouldStop: @escaping @Sendable () -> Bool) throws(PipelineError) -> LintReport {
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
