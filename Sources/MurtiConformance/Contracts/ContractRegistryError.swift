/// Why ``ContractRegistry`` has no contract to hand out (docs/DECISIONS.md D193).
package enum ContractRegistryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No contract is installed: the program reads a corpus before ``ContractRegistry/install(_:)``
    /// (the runner installs its list first thing; tests through the `.contracts` suite trait).
    case nothingInstalled
    /// No installed contract names a JSON Schema file (``ConformanceContract/schemaFileName``)
    /// to look for beside a corpus folder, and `--schema FILE` names none.
    case noSchemaFile

    /// What is wrong and the fix, in one sentence.
    package var description: String {
        switch self {
        case .nothingInstalled:
            "no contract is installed: the program must install its contracts (ContractRegistry.install) before a pipeline runs"
        case .noSchemaFile:
            "no installed contract names a JSON Schema file to look for beside the corpus folder: pass --schema FILE"
        }
    }
}
