import Foundation
import MurtiConformance
import MurtiProtocol

extension LintRun {
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
    func lintFlowUI(shouldStop: @escaping @Sendable () -> Bool) throws(PipelineError) -> LintReport {
        let linter = FlowUILinter(
            corpus: workspace.corpus, corpusDisplay: workspace.corpusDisplay, referenceCommand: reference.serve, jobs: jobs,
            edit: Self.flowUIEdit(corpus: workspace.corpus, corpusDisplay: workspace.corpusDisplay))
        do { return try linter.lint(shouldStop: shouldStop) } catch {
            throw .unreadable(file: workspace.corpusDisplay, reason: error.description, fix: "correct the file the message names")
        }
    }
}
