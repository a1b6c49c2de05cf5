import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("What a client side is compared on: only what it declares (docs/CONTRACT.md §3 v1.1, §5 v1.1)", .contracts)
struct AgreementScopeTests {
    static func fixture(_ expectation: Expectation) -> Fixture {
        Fixture(id: "f.json", url: URL(fileURLWithPath: "/dev/null"), expectation: expectation)
    }

    static func client(layers: [Int] = [1, 2, 3, 4], capabilities: [String] = []) -> ImplementationInfo {
        ImplementationInfo(name: "c", version: "1", language: "Test", layers: layers, schemaOnly: false, capabilities: capabilities)
    }

    static let envelopeFixture = fixture(Expectation(outcome: .accept, requires: ["envelope"], description: "d"))

    @Test("a capability the client does not declare: not sent, unsupported")
    func capability() {
        let expected = ExpectedSchemaView(Self.envelopeFixture.expectation)
        #expect(AgreementScope.beforeSending(Self.envelopeFixture, expected: expected, implementation: Self.client())
            == .apart(.capabilities(["envelope"])))
        #expect(AgreementScope.beforeSending(
            Self.envelopeFixture, expected: expected, implementation: Self.client(capabilities: ["envelope"])) == nil)
    }

    @Test("JSON Schema engines get every fixture as its file")
    func engines() {
        let engine = ImplementationInfo(name: "e", version: "1", language: "Test", layers: [1, 2], schemaOnly: true)
        var manifest = Expectation(outcome: .reject, requires: ["envelope", "manifest"], description: "d")
        manifest.steps = [Expectation(outcome: .accept, description: "")]
        let fixture = Self.fixture(manifest)
        #expect(AgreementScope.beforeSending(fixture, expected: ExpectedSchemaView(manifest), implementation: engine) == nil)
        #expect(AgreementScope.afterAnswer(fixture, answer: AnsweredVerdict(outcome: .accept), implementation: engine) == nil)
    }

    @Test("an expectation at an undeclared layer: an accept is unsupported, a rejection at a declared layer is compared")
    func layers() {
        let semantic = Self.fixture(Expectation(outcome: .reject, layer: 3, rule: "semantic.screen", path: "/screen/key", description: "d"))
        let schemaOnlyLayers = Self.client(layers: [1, 2])
        #expect(AgreementScope.afterAnswer(semantic, answer: AnsweredVerdict(outcome: .accept), implementation: schemaOnlyLayers)
            == .layer(3))
        let wrong = AnsweredVerdict(outcome: .reject, layer: 2, rule: "pattern", path: "/screen/key")
        #expect(AgreementScope.afterAnswer(semantic, answer: wrong, implementation: schemaOnlyLayers) == nil)
        #expect(AgreementScope.afterAnswer(semantic, answer: AnsweredVerdict(outcome: .accept), implementation: Self.client()) == nil)
    }
}
