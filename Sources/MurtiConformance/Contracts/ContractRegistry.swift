import Foundation
import MurtiProtocol

/// The contracts this build grades, by the name a corpus declares. The core names none: the
/// program installs its list once, before any pipeline runs (``install(_:)``; the runner's list
/// is `ConformanceContracts`, docs/DECISIONS.md D189), and every lookup reads that list.
package enum ContractRegistry {
    /// The installed list, behind a lock: installed once at start, read from every thread.
    private static let storage = InstalledContracts()

    /// Makes `contracts` the ones this build grades, the first being the one a corpus that
    /// names none is read as (it then says what is wrong with the file). Installing the same
    /// kinds again keeps the first list (docs/DECISIONS.md D189).
    package static func install(_ contracts: [any ConformanceContract]) {
        storage.install(contracts)
    }

    /// Every contract of this build, in installation order (empty before ``install(_:)``).
    package static var contracts: [any ConformanceContract] { storage.contracts }

    /// The contracts with a ``ConformanceContract`` in this build.
    package static var graded: [ContractKind] { contracts.map(\.kind) }

    /// The contract a corpus that declares none, or none this build knows, is read as: the
    /// first installed (it then says what is wrong with the file). Throws
    /// ``ContractRegistryError/nothingInstalled`` before ``install(_:)`` (docs/DECISIONS.md D193).
    package static var fallback: any ConformanceContract {
        get throws(ContractRegistryError) {
            guard let first = contracts.first else { throw .nothingInstalled }
            return first
        }
    }

    /// The contract `kind` names, or `nil` when this build does not grade it.
    package static func contract(_ kind: ContractKind) -> (any ConformanceContract)? {
        contracts.first { $0.kind == kind }
    }

    /// The contract `kind` names, or ``fallback`` when this build does not grade it: for words
    /// of a report read back, whose contract may be another build's. `nil` only before
    /// ``install(_:)``: the caller then uses the core's plain words (docs/DECISIONS.md D193).
    package static func contractOrFallback(_ kind: ContractKind) -> (any ConformanceContract)? {
        contract(kind) ?? (try? fallback)
    }

    /// The contract `corpus` declares; `file` names its expectations.json in the error.
    /// Throws ``PipelineError/unusable(_:)`` for a contract this build does not grade.
    static func contract(for corpus: Corpus, file: String) throws(PipelineError) -> any ConformanceContract {
        guard let contract = contract(corpus.file.contract) else {
            throw .unusable(CorpusError.contractNotGraded(file: file, contract: corpus.file.contract).description)
        }
        return contract
    }
}

/// ``ContractRegistry``'s list: written once, read under a lock (strict concurrency).
private final class InstalledContracts: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [any ConformanceContract] = []

    var contracts: [any ConformanceContract] { lock.withLock { list } }

    func install(_ contracts: [any ConformanceContract]) {
        lock.withLock {
            if list.isEmpty { list = contracts }
        }
    }
}
