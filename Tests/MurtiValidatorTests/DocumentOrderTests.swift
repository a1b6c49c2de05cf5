import Testing
@testable import MurtiValidator

/// Which violation comes first (docs/CONTRACT.md §1 "Order"; docs/DECISIONS.md 8) and how locations are
/// written (RFC 6901).
@Suite("Document order and JSON Pointers")
struct DocumentOrderTests {
    typealias D = TestDocuments
    static let tooLong = D.quoted("x", times: 4097)

    @Test("the earlier of two faults in document order is reported, whichever it is")
    func earlierFaultWins() {
        let missingType = #"{"props":{}}"#
        let longString = #"{"type":"text","props":{"v":\#(Self.tooLong)}}"#
        let first = D.validator.validate(D.bytes(D.payload(children: [missingType, longString])))
        #expect(first.rule == "required")
        #expect(first.path == "/screen/root/children/0")
        let second = D.validator.validate(D.bytes(D.payload(children: [longString, missingType])))
        #expect(second.rule == "maxLength")
        #expect(second.path == "/screen/root/children/0/props/v")
    }

    @Test("members are ordered as written, not by name")
    func membersAsWritten() {
        let childrenFirst = #"{"type":"vstack","children":[{}],"props":{"v":\#(Self.tooLong)}}"#
        let propsFirst = #"{"type":"vstack","props":{"v":\#(Self.tooLong)},"children":[{}]}"#
        #expect(D.validator.validate(D.bytes(D.payload(root: childrenFirst))).path == "/screen/root/children/0")
        #expect(D.validator.validate(D.bytes(D.payload(root: propsFirst))).path == "/screen/root/props/v")
    }

    @Test("an object is reported before its members")
    func objectBeforeMembers() {
        let root = #"{"children":[{"type":5}],"type":"vstack","extra":true}"#
        let verdict = D.validator.validate(D.bytes(D.payload(root: root)))
        #expect(verdict.rule == "additionalProperties")
        #expect(verdict.path == "/screen/root")
        let all = D.validator.violations(in: D.bytes(D.payload(root: root)))
        #expect(all.map(\.rule) == ["additionalProperties", "type"])
        #expect(all.map(\.path) == ["/screen/root", "/screen/root/children/0/type"])
    }

    @Test("at one location keywords follow the schema: type, required, additionalProperties, allOf")
    func keywordOrderAtOneLocation() {
        let node = D.validator.violations(in: D.bytes(D.payload(root: #"{"style":1,"id":2}"#)))
        #expect(node.map(\.rule) == ["required", "additionalProperties", "type"])
        #expect(node.map(\.path) == ["/screen/root", "/screen/root", "/screen/root/id"])
        let action = D.validator.violations(in: D.bytes(D.payload(action: #"{"url":"x","type":"navigate"}"#)))
        #expect(action.map(\.rule) == ["additionalProperties", "required"])
        #expect(action.map(\.path) == ["/screen/root/action", "/screen/root/action"])
        let identifier = D.validator.violations(in: D.bytes(D.payload(root: #"{"type":"text"}"#,
            key: D.quoted("-", times: 129))))
        #expect(identifier.map(\.rule) == ["pattern", "maxLength"])
    }

    @Test("one additionalProperties per object, however many unknown members")
    func oneAdditionalPropertiesPerObject() {
        let all = D.validator.violations(in: D.bytes(D.payload(root: #"{"type":"text","a":1,"b":2,"c":3}"#)))
        #expect(all.map(\.rule) == ["additionalProperties"])
    }

    @Test("unknown members' values are not validated")
    func unknownMembersNotValidated() {
        let all = D.validator.violations(in: D.bytes(D.payload(root: #"{"type":"text","footer":{"type":5,"x":\#(Self.tooLong)}}"#)))
        #expect(all.map(\.rule) == ["additionalProperties"])
        #expect(all.map(\.path) == ["/screen/root"])
    }

    static let pointerCases: [(String, String)] = [
        ("a/b", "/screen/root/props/a~1b"),
        ("a~b", "/screen/root/props/a~0b"),
        ("~1", "/screen/root/props/~01"),
        ("", "/screen/root/props/"),
        ("é 1", "/screen/root/props/é 1"),
        (#"\u002f\u007e"#, "/screen/root/props/~1~0"),
    ]

    @Test("member names are escaped per RFC 6901 (~0, ~1), after unescaping JSON", arguments: pointerCases)
    func pointerEscaping(_ name: String, _ pointer: String) {
        let verdict = D.validator.validate(D.bytes(D.payload(props: #"{"\#(name)":\#(Self.tooLong)}"#)))
        #expect(verdict.rule == "maxLength")
        #expect(verdict.path == pointer)
    }

    @Test("array positions are decimal indices at every depth")
    func arrayIndices() {
        let children = (0..<11).map { $0 == 10 ? #"{"type":"card","children":[{"type":"text"},{"id":"x"}]}"# : #"{"type":"text"}"# }
        let verdict = D.validator.validate(D.bytes(D.payload(children: children)))
        #expect(verdict.rule == "required")
        #expect(verdict.path == "/screen/root/children/10/children/1")
    }

    @Test("JSONPointer.escape follows RFC 6901 §3", arguments: [("a/b", "a~1b"), ("m~n", "m~0n"), ("~/", "~0~1"), ("plain", "plain")])
    func escape(_ token: String, _ escaped: String) {
        #expect(JSONPointer.escape(token) == escaped)
    }
}
