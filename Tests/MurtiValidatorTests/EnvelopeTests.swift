import Foundation
import Testing
@testable import MurtiValidator

/// Envelopes (docs/CONTRACT.md §0, §6 a–e): the shape in every mode, the fail-closed stage (d), and the
/// hand-off of the payload to layers 1–4 under `/payload` once a verifier exists.
@Suite("Envelope")
struct EnvelopeTests {
    typealias D = TestDocuments

    /// A verifier for tests: accepts exactly the signature bytes "ok".
    struct FixedVerifier: SignatureVerifier {
        func verify(signature: [UInt8], over message: [UInt8]) -> Bool { signature == Array("ok".utf8) }
    }

    static let verifying = Validator(profile: D.profile, envelopeStage: EnvelopeStage(verifiers: ["ed25519": FixedVerifier()]))

    /// An envelope around `payload` signed "ok" (or `signature`), base64 throughout.
    static func envelope(_ payload: String, signature: String = "ok", extra: String = "") -> [UInt8] {
        let encoded = Data(payload.utf8).base64EncodedString()
        let signed = Data(signature.utf8).base64EncodedString()
        return D.bytes(#"{"schemaVersion":"1.0","alg":"ed25519","payload":"\#(encoded)","signature":"\#(signed)"\#(extra)}"#)
    }

    @Test("a profile without keys accepts no alg: a well-shaped envelope is refused envelope.alg")
    func failClosed() {
        #expect(D.validator.capabilities == ["envelope", "manifest"])
        let bytes = Self.envelope(D.payload(root: #"{"type":"text"}"#))
        let verdict = D.validator.validate(bytes)
        #expect(verdict.outcome == .reject)
        #expect(verdict.layer == 2)
        #expect(verdict.rule == "envelope.alg")
        #expect(verdict.path == "/alg")
        #expect(D.validator.violations(in: bytes).map(\.rule) == ["envelope.alg"])
    }

    @Test("schema-only mode judges the shape only (docs/CONTRACT.md §2: faults inside are `schema: accept`)")
    func schemaOnlyShape() {
        let bad = Self.envelope(#"{"schemaVersion":"1.0","screen":{}}"#)
        #expect(D.validator.schemaVerdict(bad) == Verdict(outcome: .accept))
    }

    @Test("the major gate runs before the shape (docs/CONTRACT.md §6 b before c)")
    func gateBeforeShape() {
        let json = #"{"schemaVersion":"2.0","alg":"rs256","payload":5,"signature":"x"}"#
        #expect(D.validator.validate(D.bytes(json)).rule == "version.major")
        #expect(D.validator.schemaVerdict(D.bytes(json)).rule == "enum")
    }

    @Test("with a verifier the payload runs through layers 1–4 under /payload")
    func payloadLayers() {
        #expect(Self.verifying.capabilities == ["envelope", "manifest"])
        let valid = Self.verifying.validate(Self.envelope(D.payload(root: #"{"type":"text"}"#)))
        #expect(valid == Verdict(outcome: .accept))
        let schema = Self.verifying.validate(Self.envelope(D.payload(children: [#"{"id":"a"}"#])))
        #expect(schema.rule == "required")
        #expect(schema.path == "/payload/screen/root/children/0")
        let decode = Self.verifying.validate(Self.envelope("{\"a\":1,}"))
        #expect(decode.layer == 1)
        #expect(decode.rule == "decode.syntax")
        #expect(decode.path == "/payload")
        let semantic = Self.verifying.validate(Self.envelope(D.payload(root: #"{"type":"text"}"#, key: #""ghost""#)))
        #expect(semantic.rule == "semantic.screen")
        #expect(semantic.path == "/payload/screen/key")
        let render = Self.verifying.validate(Self.envelope(D.payload(children: [#"{"type":"lottie"}"#])))
        #expect(render.placeholders == ["/payload/screen/root/children/0"])
        let major = Self.verifying.validate(Self.envelope(D.payload(root: #"{"type":"text"}"#, version: #""3.0""#)))
        #expect(major.rule == "version.major")
        #expect(major.path == "/payload/schemaVersion")
    }

    @Test("the payload inside is a payload even if it has a signature member")
    func innerIsPayload() {
        let inner = #"{"schemaVersion":"1.0","screen":{"key":"dashboard","root":{"type":"text"}},"signature":"x"}"#
        let verdict = Self.verifying.validate(Self.envelope(inner))
        #expect(verdict.rule == "additionalProperties")
        #expect(verdict.path == "/payload")
    }

    @Test("a bad signature, a missing verifier and an enc this build cannot open are refused in order")
    func stageRules() {
        let payload = D.payload(root: #"{"type":"text"}"#)
        #expect(Self.verifying.validate(Self.envelope(payload, signature: "forged")).rule == "envelope.signature")
        let es256 = D.bytes(#"{"schemaVersion":"1.0","alg":"es256","payload":"e30=","signature":"b2s="}"#)
        #expect(Self.verifying.validate(es256).rule == "envelope.alg")
        let encrypted = Self.envelope(payload, extra: #","enc":"hybrid-x25519-aesgcm""#)
        #expect(Self.verifying.validate(encrypted).rule == "envelope.decrypt")
        let notBase64 = D.bytes(#"{"schemaVersion":"1.0","alg":"ed25519","payload":"%%%","signature":"b2s="}"#)
        #expect(Self.verifying.validate(notBase64).rule == "envelope.signature")
    }

    @Test("violations(in:) of an envelope prefixes the payload's violations")
    func violationsPrefixed() {
        let all = Self.verifying.violations(in: Self.envelope(D.payload(children: [#"{"id":1}"#])))
        #expect(all.map(\.path) == ["/payload/screen/root/children/0", "/payload/screen/root/children/0/id"])
    }
}
