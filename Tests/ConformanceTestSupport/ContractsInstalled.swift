import ConformanceContracts
import Testing

/// Installs the runner's contracts (``ContractList/install()``) before a suite's tests, as the
/// runner does at start: the core names no contract and grades what is installed
/// (docs/DECISIONS.md D189). Installing again changes nothing, so suites may run in any order.
/// The one copy of the trait, shared by every test target that uses the core in process
/// (docs/DECISIONS.md D192).
package struct ContractsInstalled: SuiteTrait, TestTrait, TestScoping {
    /// Every test of the suite runs inside the scope.
    package var isRecursive: Bool { true }

    /// Installs ``ContractList/all``, then runs `function`, the suite's or the test's body;
    /// rethrows what it throws.
    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        ContractList.install()
        try await function()
    }
}

extension Trait where Self == ContractsInstalled {
    /// The runner's contracts, installed.
    package static var contracts: Self { Self() }
}
