import ConformanceContracts
import MurtiConformance
import Testing

/// Installs the runner's contracts (``ContractList/install()``) before a suite's tests, as the
/// runner does at start: the core names no contract and grades what is installed
/// (docs/DECISIONS.md D189). Installing again changes nothing, so suites may run in any order.
/// The one copy of the trait, shared by every test target that uses the core in process
/// (docs/DECISIONS.md D192). With ``adding`` contracts, the suite runs with the runner's list
/// and those after it, in a scope of its own (``ContractRegistry/withContracts(_:_:)``), so
/// that the suites running beside it still see the runner's list alone (docs/DECISIONS.md D232).
package struct ContractsInstalled: SuiteTrait, TestTrait, TestScoping {
    /// Contracts graded after the runner's in the scope's list (a test-only contract); none
    /// for the runner's list as installed.
    package var adding: [any ConformanceContract] = []

    /// Every test of the suite runs inside the scope.
    package var isRecursive: Bool { true }

    /// Installs ``ContractList/all``, then runs `function`, the suite's or the test's body,
    /// with ``adding`` after the runner's contracts when there are some; rethrows what it
    /// throws.
    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        ContractList.install()
        guard !adding.isEmpty else { return try await function() }
        try await ContractRegistry.withContracts(ContractList.all + adding) { try await function() }
    }
}

extension Trait where Self == ContractsInstalled {
    /// The runner's contracts, installed.
    package static var contracts: Self { Self() }

    /// The runner's contracts, then `contracts` (each one line of a test's registry,
    /// docs/DECISIONS.md D233), for the suite's tests alone.
    package static func contracts(adding contracts: any ConformanceContract...) -> Self { Self(adding: contracts) }
}
