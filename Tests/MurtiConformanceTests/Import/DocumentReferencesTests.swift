import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("DocumentReferences: the names a document needs a profile to register (docs/CONTRACT.md §1 layer 3)", .contracts)
struct DocumentReferencesTests {
    @Test("screen key, actions in chains, data keys in props and params at any depth")
    func payload() {
        let document = #"""
            {"schemaVersion": "1.0", "screen": {"key": "home", "root": {"type": "vstack",
              "props": {"title": "Hi {{user.name}}", "rows": [{"cell": "{{cart.total}} and {{ spaced }}"}]},
              "children": [{"type": "button", "action": {"type": "api", "request": "load",
                "params": {"q": "{{search.term}}"},
                "onSuccess": {"type": "navigate", "screen": "done", "onError": {"type": "openURL", "link": "help"}},
                "onError": {"type": "dismiss", "screen": "https://evil.example"}}}]}}}
            """#
        let references = DocumentReferences(document: Data(document.utf8))
        #expect(references.screens == ["home", "done"])
        #expect(references.requests == ["load"])
        #expect(references.links == ["help"])
        #expect(Set(references.dataKeys) == ["user.name", "cart.total", "search.term"])
    }

    @Test("an envelope is read through to its payload; an encrypted one is not; broken JSON has none")
    func envelope() {
        let payload = Data(#"{"schemaVersion":"1.0","screen":{"key":"receipt","root":{"type":"text"}}}"#.utf8).base64EncodedString()
        let signed = #"{"schemaVersion":"1.0","alg":"ed25519","payload":"\#(payload)","signature":"c2ln"}"#
        #expect(DocumentReferences(document: Data(signed.utf8)).screens == ["receipt"])
        let encrypted = #"{"schemaVersion":"1.0","alg":"ed25519","enc":"hybrid-x25519-aesgcm","payload":"\#(payload)","signature":"c2ln"}"#
        #expect(DocumentReferences(document: Data(encrypted.utf8)) == DocumentReferences())
        #expect(DocumentReferences(document: Data("{\"screen\": ".utf8)) == DocumentReferences())
    }

    @Test("data-key tokens: exactly {{identifier(.identifier)*}}, leftmost, non-overlapping", arguments: [
        ("{{a}}", ["a"]), ("{{{a}}}", ["a"]), ("{{a.b_2}}x{{c}}", ["a.b_2", "c"]),
        ("{{ a }}", []), ("{{a.}}", []), ("{{1a}}", []), ("{{a}", []), ("{{a.{{b}}", ["b"]),
    ])
    func tokens(_ text: String, _ keys: [String]) {
        #expect(DataKeyTokens.keys(in: text) == keys)
    }
}
