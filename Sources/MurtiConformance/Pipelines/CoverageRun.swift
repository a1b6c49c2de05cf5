import Foundation
import MurtiProtocol

/// `coverage`: the coverage map of a corpus (docs/DECISIONS.md 76): every rule id, answering
/// decision, keyword location, bound and identifier site's pattern class (Murti), every promise,
/// decoding rule and decision (Flow-UI), each with its valid and invalid fixtures, zeros first.
/// No implementation runs: the map reads the corpus, its expectations and the schema.
public struct CoverageRun: Sendable {
    /// The corpus.
    public var workspace: Workspace
    /// `--schema FILE`; `nil`: murti.schema.json beside the corpus folder.
    public var schema: String?
    /// Whether a `corpus-flow-ui/` beside a Murti corpus is mapped too (no `--corpus` given).
    public var includesFlowUISibling = false

    /// Creates a run over `workspace`.
    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// The map. Throws ``PipelineError`` when a corpus or the schema cannot be read.
    public func run() throws(PipelineError) -> CoverageMap {
        var sections = [try section(workspace)]
        if includesFlowUISibling, workspace.declaredContract != .flowUI,
            case .success(let sibling?) = CheckRun.flowUISibling(of: workspace) {
            sections.append(try section(sibling))
        }
        return CoverageMap(sections: sections)
    }

    /// One corpus's section.
    func section(_ workspace: Workspace) throws(PipelineError) -> CoverageMap.Section {
        let corpus = try workspace.loadCorpus()
        let items: [CoverageItem]
        if corpus.file.contract == .flowUI {
            items = FlowUICoverage(corpus: corpus).items()
        } else {
            let url = try workspace.schema(schema)
            let document: JSONValue
            let catalog: RuleCatalog
            do {
                document = try StrictJSON.parse(try Data(contentsOf: url), file: Workspace.display(url.path))
                catalog = try RuleCatalog.load(schemaAt: url)
            } catch {
                throw .unreadable(file: Workspace.display(url.path), reason: "\(error)", fix: "pass --schema FILE naming a JSON Schema")
            }
            items = MurtiCoverage(corpus: corpus, schema: document, catalog: catalog).items()
        }
        return CoverageMap.Section(
            contract: corpus.file.contract, corpus: workspace.corpusDisplay, corpusVersion: corpus.file.corpusVersion,
            fixtures: corpus.fixtures.count, items: items)
    }
}
