import Foundation
@testable import FlowUIContract
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// The one place that decides what lies outside a declared scope (docs/CONTRACT.md §3 v1.1,
/// §8), used alike by grading, by what `run` and `agreement` send, and by reports.
@Suite("DeclaredScope: contract, capabilities, layers", .contracts)
struct DeclaredScopeTests {
    static func fixture(_ expectation: Expectation) -> Fixture {
        Fixture(id: "x", url: URL(fileURLWithPath: "/x"), expectation: expectation)
    }

    /// A Flow-UI fixture: a page with nothing in it.
    static let flowUIFixture = Fixture(
        id: "seed/x.json", url: URL(fileURLWithPath: "/x"),
        expectation: .flowUI(FlowUIExpectation(
            decoding: .decoded(.page, .object(["id": .null, "sections": .array([]), "header": .null, "footer": .null]), diagnostics: []),
            description: "")))

    static let envelopeAtThree = Expectation(outcome: .reject, layer: 3, rule: .semanticScreen, requires: ["envelope"], description: "")

    @Test("a client declaring layers 1, 2 and no capability: layer 3 and envelope lie outside, in that order")
    func client() {
        let scope = DeclaredScope(ImplementationInfo(name: "c", version: "1", language: "K", layers: [1, 2]))
        let fixture = Self.fixture(Self.envelopeAtThree)
        #expect(scope.gaps(fixture) == [.layer(3), .capability("envelope")])
        #expect(!scope.sends(fixture))
        #expect(scope.declares(layer: 2) && !scope.declares(layer: 3))
    }

    @Test("a JSON Schema engine declares every layer; an unknown start answer leaves nothing outside")
    func engineAndUnknown() {
        let engine = DeclaredScope(ImplementationInfo(name: "e", version: "1", language: "P", layers: [], schemaOnly: true))
        #expect(engine.undeclaredLayers(Self.envelopeAtThree).isEmpty)
        #expect(engine.missingCapabilities(Self.envelopeAtThree) == ["envelope"])
        let unknown = DeclaredScope(ImplementationInfo(name: "u", version: "", language: "", layers: []), known: false)
        #expect(unknown.gaps(Self.fixture(Self.envelopeAtThree)).isEmpty)
        #expect(unknown.sends(Self.flowUIFixture))
    }

    @Test("a fixture of a contract not spoken is one gap, the contract, and is never sent")
    func contract() {
        let flowOnly = DeclaredScope(ImplementationInfo(name: "f", version: "1", language: "S", layers: [], contracts: [.flowUI]))
        let fixture = Self.fixture(Expectation(outcome: .accept, description: ""))
        #expect(flowOnly.gaps(fixture) == [.contract(.murti)])
        #expect(!flowOnly.sends(fixture))
        let grader = Grader(implementation: flowOnly.implementation)
        #expect(grader.unsupported(fixture)?.notCertified == [.contract(.murti)])
        #expect(AgreementScope.beforeSending(fixture, expected: ExpectedSchemaView(fixture.expectation), implementation: flowOnly.implementation)
            == .apart(.contract(.murti)))
    }
}
