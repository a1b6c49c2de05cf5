import MurtiConformance
import MurtiProtocol

/// What a client side is compared on: only what it declares (docs/CONTRACT.md §3 v1.1 "Scope is what is
/// declared, never more", §5 v1.1). A JSON Schema engine is compared on every fixture: it judges
/// each file as it is.
enum AgreementScope {
    /// Why `fixture` is not sent to a client declaring `implementation`, or `nil` to send it:
    /// a required capability it does not declare (unsupported), or a fixture whose expected
    /// answer cannot show the schema verdict (not comparable).
    static func beforeSending(
        _ fixture: Fixture, expected: ExpectedSchemaView, implementation: ImplementationInfo
    ) -> SideVerdict? {
        let scope = DeclaredScope(implementation)
        if !scope.speaks(fixture.contract) { return .apart(.contract(fixture.contract)) }
        guard !implementation.schemaOnly else { return nil }
        let missing = scope.missingCapabilities(fixture.expectation)
        if !missing.isEmpty {
            return .apart(.capabilities(missing))
        }
        return expected.clientsCannotShow.map(SideVerdict.apart)
    }

    /// Why a client's `answer` to `fixture` is not compared, or `nil`: the expectation is at a
    /// layer the client does not declare and the answer is not a rejection at a declared layer
    /// (a rejection at a declared layer is compared, so a wrong rejection still shows).
    static func afterAnswer(_ fixture: Fixture, answer: AnsweredVerdict, implementation: ImplementationInfo) -> ApartReason? {
        let scope = DeclaredScope(implementation)
        guard let layer = fixture.expectation.murti?.layer, !scope.declares(layer: layer) else { return nil }
        if answer.outcome == .reject, let answered = answer.layer, scope.declares(layer: answered) { return nil }
        return .layer(layer)
    }
}
