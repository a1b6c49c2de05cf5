import Testing
@testable import MurtiValidator

/// Layer 3: references and data keys against the profile (docs/CONTRACT.md §1; docs/DECISIONS.md 11–13).
@Suite("Layer 3 references")
struct SemanticTests {
    typealias D = TestDocuments

    static let cases: [RejectionCase] = [
        RejectionCase("screen key not registered", D.payload(root: #"{"type":"text"}"#, key: #""ghostScreen""#), "semantic.screen", "/screen/key", layer: 3),
        RejectionCase("navigate to ghostScreen (seed)", D.payload(action: #"{"type":"navigate","screen":"ghostScreen"}"#), "semantic.screen", "/screen/root/action/screen", layer: 3),
        RejectionCase("api with an unknown request", D.payload(action: #"{"type":"api","request":"deleteAccount"}"#), "semantic.request", "/screen/root/action/request", layer: 3),
        RejectionCase("openURL with an unknown link", D.payload(action: #"{"type":"openURL","link":"evil"}"#), "semantic.link", "/screen/root/action/link", layer: 3),
        RejectionCase("screen on a dismiss action", D.payload(action: #"{"type":"dismiss","screen":"ghost"}"#), "semantic.screen", "/screen/root/action/screen", layer: 3),
        RejectionCase("link on an api action", D.payload(action: #"{"type":"api","request":"getAccountBalance","link":"ghost"}"#), "semantic.link", "/screen/root/action/link", layer: 3),
        RejectionCase("inside onSuccess", D.payload(action: #"{"type":"api","request":"getAccountBalance","onSuccess":{"type":"navigate","screen":"ghost"}}"#), "semantic.screen", "/screen/root/action/onSuccess/screen", layer: 3),
        RejectionCase("inside onError of onSuccess", D.payload(action: #"{"type":"refresh","onSuccess":{"type":"refresh","onError":{"type":"api","request":"ghost"}}}"#), "semantic.request", "/screen/root/action/onSuccess/onError/request", layer: 3),
        RejectionCase("case matters", D.payload(action: #"{"type":"navigate","screen":"Dashboard"}"#), "semantic.screen", "/screen/root/action/screen", layer: 3),
        RejectionCase("unknown data key", D.payload(props: #"{"value":"Hi {{user.email}}"}"#), "semantic.dataKey", "/screen/root/props/value", layer: 3),
        RejectionCase("second of several tokens unknown", D.payload(props: #"{"value":"{{user.name}} / {{user.email}} / {{user.name}}"}"#), "semantic.dataKey", "/screen/root/props/value", layer: 3),
        RejectionCase("token at depth inside props", D.payload(props: #"{"a":{"b":[1,"{{x.y}}"]}}"#), "semantic.dataKey", "/screen/root/props/a/b/1", layer: 3),
        RejectionCase("token in params", D.payload(action: #"{"type":"dismiss","params":{"p":"{{ghost}}"}}"#), "semantic.dataKey", "/screen/root/action/params/p", layer: 3),
        RejectionCase("token in onError params", D.payload(action: #"{"type":"dismiss","onError":{"type":"refresh","params":{"p":["{{ghost}}"]}}}"#), "semantic.dataKey", "/screen/root/action/onError/params/p/0", layer: 3),
        RejectionCase("a token inside extra braces", D.payload(props: #"{"v":"{{{user.email}}}"}"#), "semantic.dataKey", "/screen/root/props/v", layer: 3),
        RejectionCase("an escaped token", D.payload(props: #"{"v":"\u007b{user.email}}"}"#), "semantic.dataKey", "/screen/root/props/v", layer: 3),
        RejectionCase("inside a placeholder subtree (docs/DECISIONS.md 13)", D.payload(children: [#"{"type":"lottie","children":[{"type":"text","props":{"v":"{{ghost}}"}}]}"#]), "semantic.dataKey", "/screen/root/children/0/children/0/props/v", layer: 3),
    ]

    @Test("an unresolved reference is a layer-3 rejection at the string", arguments: cases)
    func unresolved(_ fault: RejectionCase) {
        let bytes = D.bytes(fault.json)
        let verdict = D.validator.validate(bytes)
        #expect(verdict.outcome == .reject)
        #expect(verdict.layer == 3)
        #expect(verdict.rule == fault.rule)
        #expect(verdict.path == fault.path)
        let all = D.validator.violations(in: bytes)
        #expect(all.map(\.rule) == [fault.rule])
        #expect(D.validator.schemaVerdict(bytes) == Verdict(outcome: .accept))
    }

    static let literalText = [
        "{{ user.email }}", "{{user.email}", "{user.email}}", "{{}}", "{{user..email}}", "{{.user}}",
        "{{1user}}", "{{user.email.}}", "{{user-email}}", "{{user.émail}}", "{ {user.email}}", "{{user.name}}",
        "Hello, {{user.name}}!", "{{user.name}}{{user.name}}", "}}{{", "{{", "{{" + String(repeating: "a", count: 129) + "}}",
    ]

    @Test("malformed tokens are literal text", arguments: literalText)
    func literal(_ text: String) {
        let verdict = D.validator.validate(D.bytes(D.payload(props: #"{"v":"\#(text)"}"#)))
        #expect(verdict == Verdict(outcome: .accept))
    }

    @Test("member names are not searched, and neither are strings outside props/params")
    func onlyValuesInBags() {
        let names = D.payload(props: #"{"{{ghost}}":"x"}"#)
        #expect(D.validator.validate(D.bytes(names)) == Verdict(outcome: .accept))
        let id = D.payload(root: #"{"type":"text","id":"{{ghost}}"}"#)
        #expect(D.validator.validate(D.bytes(id)) == Verdict(outcome: .accept))
    }

    @Test("the first unresolved reference in document order wins")
    func firstInDocumentOrder() {
        let json = D.payload(root: #"{"type":"button","props":{"v":"{{ghost}}"},"action":{"type":"navigate","screen":"ghost"}}"#, key: #""ghostScreen""#)
        let all = D.validator.violations(in: D.bytes(json))
        #expect(all.map(\.path) == ["/screen/key", "/screen/root/props/v", "/screen/root/action/screen"])
        #expect(D.validator.validate(D.bytes(json)).path == "/screen/key")
    }

    @Test("layer 2 wins over an earlier layer-3 fault")
    func schemaBeforeSemantics() {
        let json = D.payload(root: #"{"type":"button","action":{"type":"navigate","screen":"ghost"},"id":1}"#)
        let verdict = D.validator.validate(D.bytes(json))
        #expect(verdict.layer == 2)
        #expect(verdict.rule == "type")
        #expect(D.validator.violations(in: D.bytes(json)).map(\.rule) == ["type", "semantic.screen"])
    }

    @Test("a reference the schema refuses is not also a layer-3 fault")
    func malformedReferenceIsOneFault() {
        let json = D.payload(action: #"{"type":"openURL","link":"https://evil.com"}"#)
        #expect(D.validator.violations(in: D.bytes(json)).map(\.rule) == ["pattern"])
    }

    @Test("DataKeyScanner finds every token in order", arguments: [
        ("{{a}} {{b.c}}x{{d_1.e2.f}}", ["a", "b.c", "d_1.e2.f"]),
        ("{{{a}}}", ["a"]), ("{{a}}}}{{b}}", ["a", "b"]), ("{{a.}}{{b}}", ["b"]), ("no tokens", []),
    ])
    func scanner(_ text: String, _ keys: [String]) {
        var found: [String] = []
        var copy = text
        copy.withUTF8 { utf8 in
            DataKeyScanner.forEachKey(in: utf8) { key in
                found.append(String(decoding: key, as: UTF8.self))
                return true
            }
        }
        #expect(found == keys)
    }
}
