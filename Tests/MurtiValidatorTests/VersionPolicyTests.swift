import Testing
@testable import MurtiValidator

/// The schemaVersion major gate and minor policy (seed: schemaVersion policy; docs/CONTRACT.md §1;
/// docs/DECISIONS.md 7, 10).
@Suite("schemaVersion policy")
struct VersionPolicyTests {
    typealias D = TestDocuments
    static let text = #"{"type":"text"}"#

    @Test("a different major is version.major at /schemaVersion", arguments: [#""2.0""#, #""0.9""#, #""10.0""#, #""11.0""#, #""2.00""#])
    func wrongMajor(_ version: String) {
        let bytes = D.bytes(D.payload(root: Self.text, version: version))
        let verdict = D.validator.validate(bytes)
        #expect(verdict.outcome == .reject)
        #expect(verdict.layer == 2)
        #expect(verdict.rule == "version.major")
        #expect(verdict.path == "/schemaVersion")
    }

    @Test("a wrong major is never validated further")
    func wrongMajorHidesEverythingElse() {
        let json = #"{"schemaVersion":"2.0","screen":{"key":"ghost","root":{"kind":"text"}},"theme":1}"#
        #expect(D.validator.validate(D.bytes(json)).rule == "version.major")
        #expect(D.validator.violations(in: D.bytes(json)).map(\.rule) == ["version.major"])
        // Schema-only mode has no gate (docs/DECISIONS.md 15): the engine sees the shape faults.
        #expect(D.validator.schemaVerdict(D.bytes(json)).rule == "additionalProperties")
    }

    @Test("majors compare as integers", arguments: [#""01.0""#, #""1.0""#, #""001.000""#, #""0000000000000000000001.0""#, #""1.9""#])
    func sameMajor(_ version: String) {
        let verdict = D.validator.validate(D.bytes(D.payload(root: Self.text, version: version)))
        #expect(verdict == Verdict(outcome: .accept))
    }

    @Test("a huge major is compared without overflow")
    func hugeMajor() {
        let verdict = D.validator.validate(D.bytes(D.payload(root: Self.text, version: #""99999999999999999999999.0""#)))
        #expect(verdict.rule == "version.major")
    }

    static let malformed: [(String, String)] = [
        (#""1""#, "pattern"), (#""1.0.0""#, "pattern"), (#""v1.0""#, "pattern"), (#"" 1.0""#, "pattern"),
        (#""1.0\n""#, "pattern"), (#""1.""#, "pattern"), (#"".0""#, "pattern"), (#""١.٠""#, "pattern"),
        (#""1,0""#, "pattern"), (#""""#, "pattern"), ("1.0", "type"), ("1", "type"), ("null", "type"),
        (#"["1.0"]"#, "type"),
    ]

    @Test("a malformed schemaVersion is a schema fault, not the gate", arguments: malformed)
    func malformedVersion(_ version: String, _ keyword: String) {
        let bytes = D.bytes(D.payload(root: Self.text, version: version))
        let verdict = D.validator.validate(bytes)
        #expect(verdict.rule == keyword)
        #expect(verdict.path == "/schemaVersion")
        #expect(D.validator.violations(in: bytes).count == 1)
    }

    @Test("a missing schemaVersion is required at the top level")
    func missingVersion() {
        let verdict = D.validator.validate(D.bytes(#"{"screen":{"key":"dashboard","root":{"type":"text"}}}"#))
        #expect(verdict.rule == "required")
        #expect(verdict.path == "")
    }

    enum Novelty: String, CaseIterable, Sendable {
        case unknownNodeKey, unknownActionKey, unknownActionType, unknownComponent

        var root: String {
            switch self {
            case .unknownNodeKey: #"{"type":"text","animation":"fade"}"#
            case .unknownActionKey: #"{"type":"button","action":{"type":"dismiss","haptic":true}}"#
            case .unknownActionType: #"{"type":"button","action":{"type":"share"}}"#
            case .unknownComponent: #"{"type":"vstack","children":[{"type":"carousel"}]}"#
            }
        }
    }

    /// The client is at 1.1; documents at 1.0 (lower), 1.1 (equal), 1.2 and 1.10 (higher).
    static let client = Validator(profile: {
        var profile = D.profile
        profile.schemaVersion = "1.1"
        return profile
    }())

    @Test("lower or equal minor: strict", arguments: [#""1.0""#, #""1.1""#, #""01.01""#], Novelty.allCases)
    func strictMinor(_ version: String, _ novelty: Novelty) {
        let verdict = Self.client.validate(D.bytes(D.payload(root: novelty.root, version: version)))
        switch novelty {
        case .unknownNodeKey:
            #expect(verdict == Verdict(outcome: .reject, layer: 2, rule: "additionalProperties", path: "/screen/root", message: verdict.message))
        case .unknownActionKey:
            #expect(verdict == Verdict(outcome: .reject, layer: 2, rule: "additionalProperties", path: "/screen/root/action", message: verdict.message))
        case .unknownActionType:
            #expect(verdict == Verdict(outcome: .reject, layer: 2, rule: "enum", path: "/screen/root/action/type", message: verdict.message))
        case .unknownComponent:
            #expect(verdict == Verdict(outcome: .accept, layer: 4, rule: "render.placeholder", placeholders: ["/screen/root/children/0"]))
        }
    }

    @Test("higher minor: unknown keys are warnings, everything else still counts", arguments: [#""1.2""#, #""1.10""#], Novelty.allCases)
    func higherMinor(_ version: String, _ novelty: Novelty) {
        let verdict = Self.client.validate(D.bytes(D.payload(root: novelty.root, version: version)))
        switch novelty {
        case .unknownNodeKey:
            #expect(verdict == Verdict(outcome: .accept, warnings: [.init(rule: "additionalProperties", path: "/screen/root")]))
        case .unknownActionKey:
            #expect(verdict == Verdict(outcome: .accept, warnings: [.init(rule: "additionalProperties", path: "/screen/root/action")]))
        case .unknownActionType:
            #expect(verdict == Verdict(outcome: .reject, layer: 2, rule: "enum", path: "/screen/root/action/type", message: verdict.message))
        case .unknownComponent:
            #expect(verdict == Verdict(outcome: .accept, layer: 4, rule: "render.placeholder", placeholders: ["/screen/root/children/0"]))
        }
        // A JSON Schema engine sees the unknown keys (docs/CONTRACT.md §2: `schema: reject`).
        let schema = Self.client.schemaVerdict(D.bytes(D.payload(root: novelty.root, version: version)))
        #expect(schema.outcome == (novelty == .unknownComponent ? .accept : .reject))
    }

    @Test("higher minor: warnings on every object in document order; their values are ignored")
    func higherMinorWarningsInOrder() {
        let json = #"{"schemaVersion":"1.2","screen":{"key":"dashboard","root":{"type":"text","x":{"type":5},"action":{"type":"dismiss","y":[]}},"z":1},"w":2}"#
        let verdict = Self.client.validate(D.bytes(json))
        #expect(verdict.outcome == .accept)
        #expect(verdict.warnings.map(\.path) == ["", "/screen", "/screen/root", "/screen/root/action"])
        #expect(verdict.warnings.allSatisfy { $0.rule == "additionalProperties" })
        #expect(Self.client.violations(in: D.bytes(json)).isEmpty)
    }

    @Test("higher minor: a schema fault still rejects, and warnings do not mask it")
    func higherMinorStillRejects() {
        let root = #"{"type":"text","x":1,"props":{"v":\#(D.quoted("x", times: 4097))}}"#
        let verdict = Self.client.validate(D.bytes(D.payload(root: root, version: #""1.5""#)))
        #expect(verdict.rule == "maxLength")
        #expect(verdict.path == "/screen/root/props/v")
    }

    @Test("a profile with a malformed schemaVersion refuses every readable major (fail closed)")
    func malformedProfileVersion() {
        let validator = Validator(profile: Profile(schemaVersion: "one", components: ["text"], screens: ["dashboard"]))
        #expect(validator.validate(D.bytes(D.payload(root: Self.text))).rule == "version.major")
    }

    @Test("SchemaVersion compares digit strings as integers", arguments: [
        ("2", "10", SchemaVersion.Order.less), ("10", "9", .greater), ("7", "7", .equal), ("0", "1", .less),
    ])
    func compare(_ lhs: String, _ rhs: String, _ order: SchemaVersion.Order) {
        #expect(SchemaVersion.compare(lhs, rhs) == order)
    }

    @Test("SchemaVersion strips leading zeros", arguments: [("01.0", "1", "0"), ("000.007", "0", "7"), ("10.20", "10", "20")])
    func canonical(_ text: String, _ major: String, _ minor: String) throws {
        let version = try #require(SchemaVersion(text))
        #expect(version.major == major)
        #expect(version.minor == minor)
    }
}
