extension FixtureResult {
    /// What the fixture's expectation rests on: a published statement or a project decision
    /// (docs/DECISIONS.md D82); `nil` for a Murti fixture or a source of no known form.
    package var basis: SourceBasis? { expected.contractExpectation.basis }
}
