import Foundation
import MurtiProtocol

extension Workspace {
    /// The ``ConformanceContract`` the corpus's expectations.json declares (`"contract"`,
    /// docs/CONTRACT.md §8), from ``ContractRegistry``, read without requiring the rest of the
    /// file to be valid: what `lint`, `propose`, `import`, `export` and `check` dispatch on
    /// before loading the corpus by its contract's rules. A file that cannot be read, or
    /// declares no known contract, is ``ContractRegistry/fallback``'s, whose loading then says
    /// what is wrong. Throws ``PipelineError/unusable(_:)`` when no contract is installed
    /// (``ContractRegistryError/nothingInstalled``).
    package var contract: any ConformanceContract {
        get throws(PipelineError) {
            if let data = try? expectationsBytes(),
                let document = try? StrictJSON.parse(data, file: expectationsDisplay),
                let name = document["contract"]?.stringValue, let contract = ContractRegistry.contract(ContractKind(rawValue: name))
            {
                return contract
            }
            do { return try ContractRegistry.fallback } catch { throw .unusable(error.description) }
        }
    }

    /// The file name of the JSON Schema looked for beside the corpus folder when `--schema`
    /// names none (``ConformanceContract/schemaFileName``): the declared contract's, else the
    /// first installed contract's that has one, as a corpus of a contract without schema
    /// verdicts given to `agreement` is still judged by that schema (its fixtures counted
    /// apart); `nil` when no installed contract names one.
    package var schemaFileName: String? {
        if let declared = try? contract, let name = declared.schemaFileName { return name }
        return ContractRegistry.contracts.lazy.compactMap(\.schemaFileName).first
    }
}
