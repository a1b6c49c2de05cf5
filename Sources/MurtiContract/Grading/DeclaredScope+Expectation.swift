import MurtiConformance
import MurtiProtocol

extension DeclaredScope {
    /// The capabilities `expectation` requires that are not declared, in the order written
    /// (docs/CONTRACT.md §3).
    package func missingCapabilities(_ expectation: Expectation) -> [String] {
        guard known else { return [] }
        return (expectation.requires ?? []).filter { !implementation.capabilities.contains($0) }
    }

    /// The layers of `expectation` (its own rejecting or placeholder layer, or its steps') that
    /// are not declared, ascending.
    package func undeclaredLayers(_ expectation: Expectation) -> [Int] {
        undeclared(expectation.judgedLayers)
    }
}
