import Foundation
import MurtiProtocol

/// The contracts this build grades, by the name a corpus declares. The core names none: the
/// program installs its list once, before any pipeline runs (``install(_:)``; the runner's list
/// is `ConformanceContracts`, docs/DECISIONS.md D189), and every lookup reads that list, or the
/// list a scope runs with (``withContracts(_:_:)``, docs/DECISIONS.md D232). The names
/// this build knows, and their order, are this list's (docs/DECISIONS.md D231).
package enum ContractRegistry {
    /// The installed list, behind a lock: installed once at start, read from every thread.
    private static let storage = InstalledContracts()

    /// The list of the scope being run, when one is (``withContracts(_:_:)``): the
    /// task's, and the driver's worker threads' it starts (docs/DECISIONS.md D232).
    @TaskLocal private static var scoped: [any ConformanceContract]?

    /// Makes `contracts` the ones this build grades, the first being the one a corpus that
    /// names none is read as (it then says what is wrong with the file). Installing the same
    /// kinds again keeps the first list (docs/DECISIONS.md D189).
    package static func install(_ contracts: [any ConformanceContract]) {
        storage.install(contracts)
    }

    /// Every contract of this build, in installation order (empty before ``install(_:)``); in a
    /// scope (``withContracts(_:_:)``), the scope's.
    package static var contracts: [any ConformanceContract] { scoped ?? storage.contracts }

    /// Runs `body` with `contracts` as this build's contracts instead of the installed ones,
    /// in the calling task (and the tasks it creates) or thread: for a program, a test or a
    /// worker thread that grades another list than the process installed (docs/DECISIONS.md
    /// D232). Returns what `body` returns; rethrows what it throws.
    package static func withContracts<R>(_ contracts: [any ConformanceContract], _ body: () throws -> R) rethrows -> R {
        try $scoped.withValue(contracts, operation: body)
    }

    /// ``withContracts(_:_:)`` for an async `body`.
    package static func withContracts<R>(
        _ contracts: [any ConformanceContract], isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        try await $scoped.withValue(contracts, operation: body)
    }

    /// The names this build knows, in installation order: the contracts with a
    /// ``ConformanceContract`` in this build. What a corpus may declare and what a start
    /// answer's `contracts` keeps (docs/DECISIONS.md D231).
    package static var graded: [ContractKind] { contracts.map(\.kind) }

    /// Registry order (docs/DECISIONS.md D231): `a` before `b` when it is installed first; a
    /// kind this build does not grade after every installed one, by Unicode scalar order.
    package static func precedes(_ a: ContractKind, _ b: ContractKind) -> Bool {
        let order = graded
        switch (order.firstIndex(of: a), order.firstIndex(of: b)) {
        case let (first?, second?): return first < second
        case (_?, nil): return true
        case (nil, _?): return false
        case (nil, nil): return ScalarOrder.precedes(a.rawValue, b.rawValue)
        }
    }

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

    /// The first value `read` gives of the contracts, in order, or `nil` when it gives `nil` for
    /// every one: how a report's member that a contract owns (an expectation, a fuzz summary)
    /// finds the contract that reads it. Rethrows the error `read` throws.
    package static func firstReading<Value>(_ read: (any ConformanceContract) throws -> Value?) rethrows -> Value? {
        for contract in contracts {
            if let value = try read(contract) { return value }
        }
        return nil
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
