import MurtiProtocol

/// What an implementation declares in its `start` answer, and the one place that decides what
/// a fixture needs outside it (docs/CONTRACT.md §3 v1.1 "Scope is what is declared, never
/// more", §8): a contract it does not speak, capabilities it does not declare, layers it does
/// not perform. ``Grader`` grades by it, `run` and `agreement` decide what to send by it, and
/// reports count what it leaves out.
package struct DeclaredScope: Sendable {
    /// The `start` answer.
    package let implementation: ImplementationInfo
    /// `false` when no process ever answered `start` (``implementation`` is then a stand-in):
    /// nothing is known to lie outside, so nothing is.
    package let known: Bool

    /// The scope of `implementation`.
    package init(_ implementation: ImplementationInfo, known: Bool = true) {
        self.implementation = implementation
        self.known = known
    }

    /// `true` when the implementation speaks `contract` (docs/CONTRACT.md §8).
    package func speaks(_ contract: ContractKind) -> Bool {
        !known || implementation.speaks(contract)
    }

    /// The capabilities a fixture's expectation requires that are not declared, in the order
    /// written (``FixtureExpectation/requiredCapabilities``, its contract's).
    package func missingCapabilities(_ expectation: FixtureExpectation) -> [String] {
        guard known else { return [] }
        return expectation.requiredCapabilities.filter { !implementation.capabilities.contains($0) }
    }

    /// Whether `layer` is within the declared layers; every layer is for a JSON Schema engine,
    /// which is graded on schema verdicts whatever the layer.
    package func declares(layer: Int) -> Bool {
        !known || implementation.schemaOnly || implementation.layers.contains(layer)
    }

    /// The layers of a fixture's expectation that are not declared, ascending
    /// (``FixtureExpectation/judgedLayers``, its contract's; none for a contract without layers,
    /// docs/CONTRACT.md §8).
    package func undeclaredLayers(_ expectation: FixtureExpectation) -> [Int] {
        undeclared(expectation.judgedLayers)
    }

    /// The undeclared ones of `layers`, ascending and once each: the check a contract's own
    /// expectation type asks with its judged layers.
    package func undeclared(_ layers: [Int]) -> [Int] {
        Set(layers).filter { !declares(layer: $0) }.sorted()
    }

    /// Everything `fixture` needs that is not declared, sorted: its contract when not spoken,
    /// else its undeclared layers, then its undeclared capabilities.
    package func gaps(_ fixture: Fixture) -> [ScopeGap] {
        guard speaks(fixture.contract) else { return [.contract(fixture.contract)] }
        return undeclaredLayers(fixture.expectation).map(ScopeGap.layer)
            + missingCapabilities(fixture.expectation).map(ScopeGap.capability)
    }

    /// Whether `fixture` is sent at all: not when its contract is not spoken or it requires a
    /// capability that is not declared (those end `unsupported`, never sent).
    package func sends(_ fixture: Fixture) -> Bool {
        speaks(fixture.contract) && missingCapabilities(fixture.expectation).isEmpty
    }
}
