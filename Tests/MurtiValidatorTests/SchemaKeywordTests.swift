import Testing
@testable import MurtiValidator

/// Each keyword of `murti.schema.json` at each place it applies (docs/CONTRACT.md §0, §1; docs/DECISIONS.md 8):
/// the keyword a Draft 2020-12 engine reports, at the instance location it reports.
@Suite("Schema keywords")
struct SchemaKeywordTests {
    typealias D = TestDocuments
    static let long129 = D.quoted("a", times: 129)

    static let payloadCases: [RejectionCase] = [
        RejectionCase("payload without schemaVersion", #"{"screen":{"key":"dashboard","root":{"type":"text"}}}"#, "required", ""),
        RejectionCase("payload without screen", #"{"schemaVersion":"1.0"}"#, "required", ""),
        RejectionCase("payload with an unknown member", #"{"schemaVersion":"1.0","screen":{"key":"dashboard","root":{"type":"text"}},"theme":1}"#, "additionalProperties", ""),
        RejectionCase("schemaVersion a number", D.payload(root: #"{"type":"text"}"#, version: "1.0"), "type", "/schemaVersion"),
        RejectionCase("schemaVersion without minor", D.payload(root: #"{"type":"text"}"#, version: #""1""#), "pattern", "/schemaVersion"),
        RejectionCase("screen not an object", #"{"schemaVersion":"1.0","screen":[]}"#, "type", "/screen"),
        RejectionCase("screen without key", #"{"schemaVersion":"1.0","screen":{"root":{"type":"text"}}}"#, "required", "/screen"),
        RejectionCase("screen without root", #"{"schemaVersion":"1.0","screen":{"key":"dashboard"}}"#, "required", "/screen"),
        RejectionCase("screen with an unknown member", #"{"schemaVersion":"1.0","screen":{"key":"dashboard","root":{"type":"text"},"title":"x"}}"#, "additionalProperties", "/screen"),
        RejectionCase("screen key a number", D.payload(root: #"{"type":"text"}"#, key: "7"), "type", "/screen/key"),
        RejectionCase("screen key starting with a digit", D.payload(root: #"{"type":"text"}"#, key: #""9lives""#), "pattern", "/screen/key"),
        RejectionCase("screen key of 129 code points", D.payload(root: #"{"type":"text"}"#, key: long129), "maxLength", "/screen/key"),
        RejectionCase("root not an object", D.payload(root: "[]"), "type", "/screen/root"),
    ]

    static let nodeCases: [RejectionCase] = [
        RejectionCase("node without type (seed)", D.payload(children: [#"{"props":{}}"#]), "required", "/screen/root/children/0"),
        RejectionCase("node with an unknown member", D.payload(root: #"{"type":"text","style":{}}"#), "additionalProperties", "/screen/root"),
        RejectionCase("node type a number", D.payload(root: #"{"type":5}"#), "type", "/screen/root/type"),
        RejectionCase("node type with a space", D.payload(root: #"{"type":"ext lottie"}"#), "pattern", "/screen/root/type"),
        RejectionCase("node type starting with a dot", D.payload(root: #"{"type":".lottie"}"#), "pattern", "/screen/root/type"),
        RejectionCase("node type of 129 code points", D.payload(root: #"{"type":\#(long129)}"#), "maxLength", "/screen/root/type"),
        RejectionCase("node id a number", D.payload(root: #"{"type":"text","id":1}"#), "type", "/screen/root/id"),
        RejectionCase("node id of 129 code points", D.payload(root: #"{"type":"text","id":\#(long129)}"#), "maxLength", "/screen/root/id"),
        RejectionCase("props an array", D.payload(root: #"{"type":"text","props":[]}"#), "type", "/screen/root/props"),
        RejectionCase("props with 65 members", D.payload(props: members(65)), "maxProperties", "/screen/root/props"),
        RejectionCase("children an object", D.payload(root: #"{"type":"vstack","children":{}}"#), "type", "/screen/root/children"),
        RejectionCase("257 children", D.payload(children: Array(repeating: #"{"type":"text"}"#, count: 257)), "maxItems", "/screen/root/children"),
        RejectionCase("a child that is a string", D.payload(children: [#"{"type":"text"}"#, #""text""#]), "type", "/screen/root/children/1"),
    ]

    static let actionCases: [RejectionCase] = [
        RejectionCase("action a string", D.payload(action: #""navigate""#), "type", "/screen/root/action"),
        RejectionCase("action without type", D.payload(action: #"{"screen":"dashboard"}"#), "required", "/screen/root/action"),
        RejectionCase("action with an unknown member", D.payload(action: #"{"type":"dismiss","url":"x"}"#), "additionalProperties", "/screen/root/action"),
        RejectionCase("action type eval (seed)", D.payload(action: #"{"type":"eval"}"#), "enum", "/screen/root/action/type"),
        RejectionCase("action type a number", D.payload(action: #"{"type":1}"#), "enum", "/screen/root/action/type"),
        RejectionCase("action type in another case", D.payload(action: #"{"type":"Navigate","screen":"dashboard"}"#), "enum", "/screen/root/action/type"),
        RejectionCase("navigate without screen (seed)", D.payload(action: #"{"type":"navigate"}"#), "required", "/screen/root/action"),
        RejectionCase("api without request", D.payload(action: #"{"type":"api","screen":"dashboard"}"#), "required", "/screen/root/action"),
        RejectionCase("openURL without link", D.payload(action: #"{"type":"openURL"}"#), "required", "/screen/root/action"),
        RejectionCase("openURL with a URL (seed)", D.payload(action: #"{"type":"openURL","link":"https://evil.com"}"#), "pattern", "/screen/root/action/link"),
        RejectionCase("screen reference of 129 code points", D.payload(action: #"{"type":"navigate","screen":\#(long129)}"#), "maxLength", "/screen/root/action/screen"),
        RejectionCase("request a number", D.payload(action: #"{"type":"api","request":3}"#), "type", "/screen/root/action/request"),
        RejectionCase("request with a slash", D.payload(action: #"{"type":"api","request":"a/b"}"#), "pattern", "/screen/root/action/request"),
        RejectionCase("params an array", D.payload(action: #"{"type":"dismiss","params":[]}"#), "type", "/screen/root/action/params"),
        RejectionCase("params with 65 members", D.payload(action: #"{"type":"dismiss","params":\#(members(65))}"#), "maxProperties", "/screen/root/action/params"),
        RejectionCase("onSuccess a string", D.payload(action: #"{"type":"dismiss","onSuccess":"refresh"}"#), "type", "/screen/root/action/onSuccess"),
        RejectionCase("onError with type eval", D.payload(action: #"{"type":"dismiss","onError":{"type":"eval"}}"#), "enum", "/screen/root/action/onError/type"),
        RejectionCase("onSuccess navigate without screen", D.payload(action: #"{"type":"dismiss","onSuccess":{"type":"navigate"}}"#), "required", "/screen/root/action/onSuccess"),
    ]

    static let valueCases: [RejectionCase] = [
        RejectionCase("props string of 4097 code points (seed)", D.payload(props: #"{"value":\#(D.quoted("x", times: 4097))}"#), "maxLength", "/screen/root/props/value"),
        RejectionCase("nested string of 4097 code points", D.payload(props: #"{"a":{"b":[1,\#(D.quoted("x", times: 4097))]}}"#), "maxLength", "/screen/root/props/a/b/1"),
        RejectionCase("array value of 513 items", D.payload(props: #"{"list":[\#(Array(repeating: "0", count: 513).joined(separator: ","))]}"#), "maxItems", "/screen/root/props/list"),
        RejectionCase("object value of 65 members", D.payload(props: #"{"o":\#(members(65))}"#), "maxProperties", "/screen/root/props/o"),
        RejectionCase("deep object value of 65 members", D.payload(props: #"{"o":[{"p":\#(members(65))}]}"#), "maxProperties", "/screen/root/props/o/0/p"),
        RejectionCase("params string of 4097 code points", D.payload(action: #"{"type":"refresh","params":{"q":\#(D.quoted("y", times: 4097))}}"#), "maxLength", "/screen/root/action/params/q"),
    ]

    static let envelopeCases: [RejectionCase] = [
        RejectionCase("envelope without alg", #"{"schemaVersion":"1.0","payload":"e30=","signature":"c2ln"}"#, "required", ""),
        RejectionCase("signature alone", #"{"signature":"c2ln"}"#, "required", ""),
        RejectionCase("envelope with screen", D.envelope(extra: #","screen":{}"#), "additionalProperties", ""),
        RejectionCase("alg rs256", #"{"schemaVersion":"1.0","alg":"rs256","payload":"e30=","signature":"c2ln"}"#, "enum", "/alg"),
        RejectionCase("enc none", D.envelope(extra: #","enc":"none""#), "enum", "/enc"),
        RejectionCase("payload a number", #"{"schemaVersion":"1.0","alg":"es256","payload":5,"signature":"c2ln"}"#, "type", "/payload"),
        RejectionCase("signature a number", #"{"schemaVersion":"1.0","alg":"es256","payload":"e30=","signature":5}"#, "type", "/signature"),
        RejectionCase("signature of 1025 characters", #"{"schemaVersion":"1.0","alg":"es256","payload":"e30=","signature":\#(D.quoted("A", times: 1025))}"#, "maxLength", "/signature"),
        RejectionCase("payload of 1048577 characters", D.envelope(payload: String(repeating: "A", count: 1_048_577)), "maxLength", "/payload"),
        RejectionCase("envelope schemaVersion malformed", D.envelope(version: #""v1""#), "pattern", "/schemaVersion"),
    ]

    /// `{"k0":0,...}` with `count` members.
    static func members(_ count: Int) -> String {
        "{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    }

    @Test("validate, violations and schema-only mode agree on one fault",
        arguments: payloadCases + nodeCases + actionCases + valueCases + envelopeCases)
    func singleFault(_ fault: RejectionCase) {
        let bytes = D.bytes(fault.json)
        let verdict = D.validator.validate(bytes)
        #expect(verdict.outcome == .reject)
        #expect(verdict.layer == fault.layer)
        #expect(verdict.rule == fault.rule)
        #expect(verdict.path == fault.path)
        let all = D.validator.violations(in: bytes)
        #expect(all.map(\.rule) == [fault.rule])
        #expect(all.map(\.path) == [fault.path])
        let schema = D.validator.schemaVerdict(bytes)
        #expect(schema.outcome == .reject)
        #expect(schema.rule == fault.rule)
        #expect(schema.path == fault.path)
    }

    static let atTheLimit: [(String, String)] = [
        ("screen key of 128 code points", D.payload(root: #"{"type":"text"}"#, key: D.quoted("a", times: 128))),
        ("node id of 128 code points", D.payload(root: #"{"type":"text","id":\#(D.quoted("i", times: 128))}"#)),
        ("props with 64 members", D.payload(props: members(64))),
        ("256 children", D.payload(children: Array(repeating: #"{"type":"text"}"#, count: 256))),
        ("string of 4096 code points", D.payload(props: #"{"value":\#(D.quoted("x", times: 4096))}"#)),
        ("array value of 512 items", D.payload(props: #"{"list":[\#(Array(repeating: "null", count: 512).joined(separator: ","))]}"#)),
        ("every scalar kind", D.payload(props: #"{"n":-0.5e3,"t":true,"f":false,"z":null,"s":"","o":{},"a":[]}"#)),
        ("dismiss and refresh need no target", D.payload(action: #"{"type":"dismiss","onSuccess":{"type":"refresh"}}"#)),
        ("seed valid fixture", seedFixture),
    ]

    @Test("documents at each schema bound are accepted", arguments: atTheLimit)
    func atLimit(_ name: String, _ json: String) {
        var profile = D.profile
        profile.screens.insert(String(repeating: "a", count: 128))
        let validator = Validator(profile: profile)
        let verdict = validator.validate(D.bytes(json))
        #expect(verdict == Verdict(outcome: .accept), "\(name)")
        #expect(validator.violations(in: D.bytes(json)).isEmpty)
        #expect(validator.schemaVerdict(D.bytes(json)).outcome == .accept)
    }

    /// The seed's "Valid fixture", verbatim.
    static let seedFixture = #"""
        {
          "schemaVersion": "1.0",
          "screen": {
            "key": "dashboard",
            "root": {
              "type": "vstack",
              "props": { "spacing": 12, "alignment": "leading" },
              "children": [
                { "type": "text", "props": { "value": "Hello, {{user.name}}", "style": "title" } },
                {
                  "type": "button",
                  "props": { "title": "View details", "a11yId": "details_button" },
                  "action": {
                    "type": "navigate",
                    "screen": "productDetail",
                    "params": { "productId": "abc123" }
                  }
                },
                {
                  "type": "button",
                  "props": { "title": "Load balance" },
                  "action": {
                    "type": "api",
                    "request": "getAccountBalance",
                    "onSuccess": { "type": "navigate", "screen": "balanceDetail" }
                  }
                }
              ]
            }
          }
        }
        """#
}
