import Foundation
import MurtiProtocol

/// `coverage`: the coverage map of a corpus (docs/DECISIONS.md 76): what its contract maps
/// (``ConformanceContract/coverageItems(of:workspace:schema:)``: Murti's rule ids, answering
/// decisions, keyword locations, bounds and identifier sites' pattern classes; a sibling
/// contract's promises, decoding rules and decisions), each with its valid and invalid fixtures,
/// zeros first. No implementation runs: the map reads the corpus, its expectations and the
/// schema.
package struct CoverageRun: Sendable {
    /// The corpus.
    package var workspace: Workspace
    /// `--schema FILE`; `nil`: murti.schema.json beside the corpus folder.
    package var schema: String?
    /// Whether the sibling corpora beside a main corpus are mapped too (no `--corpus` given;
    /// ``CheckRun/sibling(_:of:)``).
    package var includesSiblings = false

    /// Creates a run over `workspace`.
    package init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// The map. Throws ``PipelineError`` when a corpus or the schema cannot be read.
    package func run() throws(PipelineError) -> CoverageMap {
        var sections = [try section(workspace)]
        if includesSiblings, try workspace.contract.sibling == nil {
            for contract in ContractRegistry.contracts {
                if case .success(let sibling?) = CheckRun.sibling(contract, of: workspace) { sections.append(try section(sibling)) }
            }
        }
        return CoverageMap(sections: sections)
    }

    /// One corpus's section.
    func section(_ workspace: Workspace) throws(PipelineError) -> CoverageMap.Section {
        let corpus = try workspace.loadCorpus()
        let contract = try ContractRegistry.contract(for: corpus, file: workspace.expectationsDisplay)
        let items = try contract.coverageItems(of: corpus, workspace: workspace, schema: schema)
        return CoverageMap.Section(
            contract: corpus.file.contract, corpus: workspace.corpusDisplay, corpusVersion: corpus.file.corpusVersion,
            fixtures: corpus.fixtures.count, items: items)
    }
}
