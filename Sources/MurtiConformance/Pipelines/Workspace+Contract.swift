import Foundation
import MurtiProtocol

extension Workspace {
    /// The contract the corpus's expectations.json declares (`"contract"`, docs/CONTRACT.md §8),
    /// read without requiring the rest of the file to be valid: what `lint`, `propose`, `import`
    /// and `check` dispatch on before loading the corpus by its contract's rules. A file that
    /// cannot be read, or declares no known contract, is ``ContractRegistry/fallback``'s, whose
    /// loading then says what is wrong.
    package var declaredContract: ContractKind { contract.kind }

    /// The ``ConformanceContract`` of ``declaredContract``, from ``ContractRegistry``.
    package var contract: any ConformanceContract {
        guard let data = try? expectationsBytes(),
            let document = try? StrictJSON.parse(data, file: expectationsDisplay),
            let name = document["contract"]?.stringValue, let kind = ContractKind(rawValue: name),
            let contract = ContractRegistry.contract(kind)
        else { return ContractRegistry.fallback }
        return contract
    }
}
