import Testing
@testable import MurtiValidator

/// Layer 4: unregistered components render as the placeholder (seed: What validates where;
/// docs/CONTRACT.md §3; docs/DECISIONS.md 14).
@Suite("Layer 4 placeholders")
struct PlaceholderTests {
    typealias D = TestDocuments

    static let cases: [(String, String, [String])] = [
        ("lottie not linked (seed)", D.payload(children: [#"{"type":"lottie","props":{"name":"confetti"}}"#]), ["/screen/root/children/0"]),
        ("a namespaced type", D.payload(children: [#"{"type":"text"}"#, #"{"type":"ext.lottie"}"#]), ["/screen/root/children/1"]),
        ("an unknown root", D.payload(root: #"{"type":"carousel","children":[{"type":"text"}]}"#), ["/screen/root"]),
        ("only the outermost of a subtree", D.payload(children: [#"{"type":"carousel","children":[{"type":"slide"},{"type":"card","children":[{"type":"slide"}]}]}"#]), ["/screen/root/children/0"]),
        ("siblings in pre-order", D.payload(children: [#"{"type":"card","children":[{"type":"map"}]}"#, #"{"type":"chart"}"#]), ["/screen/root/children/0/children/0", "/screen/root/children/1"]),
        ("case matters", D.payload(children: [#"{"type":"Text"}"#]), ["/screen/root/children/0"]),
    ]

    @Test("an accept lists the outermost unregistered nodes and is graded layer 4", arguments: cases)
    func placeholders(_ name: String, _ json: String, _ expected: [String]) {
        let verdict = D.validator.validate(D.bytes(json))
        #expect(verdict == Verdict(outcome: .accept, layer: 4, rule: "render.placeholder", placeholders: expected), "\(name)")
        #expect(D.validator.violations(in: D.bytes(json)).isEmpty)
        #expect(D.validator.schemaVerdict(D.bytes(json)) == Verdict(outcome: .accept))
    }

    @Test("an unknown type is never a rejection, but a fault elsewhere still is")
    func faultsStillReject() {
        let json = D.payload(children: [#"{"type":"lottie"}"#, #"{"type":"button","action":{"type":"api","request":"ghost"}}"#])
        let verdict = D.validator.validate(D.bytes(json))
        #expect(verdict.layer == 3)
        #expect(verdict.placeholders.isEmpty)
    }
}
