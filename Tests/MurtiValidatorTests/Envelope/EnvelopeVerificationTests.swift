import Testing
@testable import MurtiValidator

/// docs/CONTRACT.md §6 steps (b)–(e) with real keys: the order of the checks, strict base64, both
/// signature algorithms, decryption, and the payload under `/payload`.
@Suite("Envelope verification")
struct EnvelopeVerificationTests {
    typealias D = TestDocuments
    static let payload = Array(D.payload(children: [#"{"type":"text","props":{"value":"Hello, {{user.name}}"}}"#]).utf8)

    @Test("a correctly signed envelope is verified and its payload accepted", arguments: ["ed25519", "es256"])
    func accepted(_ algorithm: String) throws {
        let validator = TestKeys.validator(keys: try TestKeys.all())
        #expect(validator.validate(try TestKeys.signed(Self.payload, alg: algorithm)) == Verdict(outcome: .accept))
    }

    @Test("a tampered payload is never accepted: every single-bit change of every byte", arguments: ["ed25519", "es256"])
    func tamperedNeverAccepted(_ algorithm: String) throws {
        let validator = TestKeys.validator(keys: try TestKeys.all())
        let signature = StrictBase64.encode(try TestKeys.sign(Self.payload, algorithm))
        for index in Self.payload.indices {
            for bit in [0, 5] {
                var tampered = Self.payload
                tampered[index] ^= UInt8(1 << bit)
                let verdict = validator.validate(
                    TestKeys.envelope(payload: StrictBase64.encode(tampered), signature: signature, alg: algorithm))
                #expect(verdict.rule == "envelope.signature", "byte \(index) bit \(bit)")
                #expect(verdict.path == "/signature")
            }
        }
    }

    @Test("the order of docs/CONTRACT.md §6: major gate, shape, alg, base64, signature")
    func order() throws {
        let validator = TestKeys.validator(keys: [try EnvelopeKey(algorithm: "ed25519", bytes: TestKeys.ed25519Public)])
        let forged = StrictBase64.encode([UInt8](repeating: 7, count: 64))
        let payload = StrictBase64.encode(Self.payload)
        // A wrong major with a bad signature reports the major (b before d).
        let major = validator.validate(TestKeys.envelope(payload: payload, signature: forged, version: "2.0"))
        #expect(major.rule == "version.major")
        #expect(major.path == "/schemaVersion")
        // A shape fault with a bad signature reports the shape (c before d).
        let shape = validator.validate(TestKeys.envelope(payload: payload, signature: forged, extra: #","kid":"k""#))
        #expect(shape.rule == "additionalProperties")
        // An alg without a key is refused before its base64 is read.
        let alg = validator.validate(TestKeys.envelope(payload: "%%%", signature: "%%%", alg: "es256"))
        #expect(alg.rule == "envelope.alg")
        #expect(alg.path == "/alg")
        let noKeys = TestKeys.validator(keys: []).validate(try TestKeys.signed(Self.payload))
        #expect(noKeys.rule == "envelope.alg")
    }

    @Test("non-canonical base64 in payload or signature is envelope.signature at that member")
    func strictBase64() throws {
        let validator = TestKeys.validator(keys: try TestKeys.all())
        // Leading JSON whitespace makes the length 1 mod 3, so the base64 ends in "==".
        var payload = Self.payload
        while payload.count % 3 != 1 { payload.insert(0x20, at: 0) }
        let encoded = StrictBase64.encode(payload)
        let signature = StrictBase64.encode(try TestKeys.sign(payload, "ed25519"))
        #expect(encoded.hasSuffix("==") && signature.hasSuffix("=="))
        #expect(validator.validate(TestKeys.envelope(payload: encoded, signature: signature)).outcome == .accept)
        for text in [String(encoded.dropLast(2)), String(encoded.dropLast()),
                     String(encoded.prefix(40)) + "\\n" + String(encoded.dropFirst(40))] {
            let verdict = validator.validate(TestKeys.envelope(payload: text, signature: signature))
            #expect(verdict.rule == "envelope.signature", "\(text)")
            #expect(verdict.path == "/payload")
        }
        for text in [String(signature.dropLast()), signature + " "] {
            let verdict = validator.validate(TestKeys.envelope(payload: encoded, signature: text))
            #expect(verdict.rule == "envelope.signature")
            #expect(verdict.path == "/signature")
        }
    }

    @Test("the payload runs through layers 1-4 with paths under /payload")
    func payloadLayers() throws {
        let validator = TestKeys.validator(keys: try TestKeys.all())
        let missingType = validator.validate(try TestKeys.signed(Array(D.payload(children: [#"{"id":"a"}"#]).utf8)))
        #expect(missingType.rule == "required")
        #expect(missingType.path == "/payload/screen/root/children/0")
        let notJSON = validator.validate(try TestKeys.signed(Array("Hello".utf8), alg: "es256"))
        #expect(notJSON.layer == 1)
        #expect(notJSON.path == "/payload")
        // JSON Schema engines see only the envelope's shape.
        #expect(validator.schemaVerdict(try TestKeys.signed(Array("Hello".utf8))) == Verdict(outcome: .accept))
        #expect(validator.violations(in: try TestKeys.signed(Array("Hello".utf8))).map(\.path) == ["/payload"])
    }

    @Test("several keys of one alg: a signature by any of them verifies")
    func keyRotation() throws {
        let other = try Ed25519.publicKey(seed: [UInt8](repeating: 9, count: 32))
        let keys = [try EnvelopeKey(algorithm: "ed25519", bytes: other),
                    try EnvelopeKey(algorithm: "ed25519", bytes: TestKeys.ed25519Public)]
        #expect(TestKeys.validator(keys: keys).validate(try TestKeys.signed(Self.payload)).outcome == .accept)
        let onlyOther = TestKeys.validator(keys: [keys[0]]).validate(try TestKeys.signed(Self.payload))
        #expect(onlyOther.rule == "envelope.signature")
    }

    @Test("encrypted envelopes: decrypted with the profile's key; tampering and missing keys are envelope.decrypt")
    func encryption() throws {
        let keyFile = #"{"alg":"ed25519","privateKey":"\#(StrictBase64.encode(TestKeys.ed25519Seed))"}"#
        let signer = try EnvelopeSigner(keyFile: Array(keyFile.utf8))
        let text = try signer.envelope(payload: Self.payload, recipient: TestKeys.recipientPublic)
        #expect(text.contains(#""enc":"hybrid-x25519-aesgcm""#))
        let validator = TestKeys.validator(keys: try TestKeys.all())
        #expect(validator.validate(Array(text.utf8)) == Verdict(outcome: .accept))
        let withoutKey = TestKeys.validator(keys: [try EnvelopeKey(algorithm: "ed25519", bytes: TestKeys.ed25519Public)])
        let refused = withoutKey.validate(Array(text.utf8))
        #expect(refused.rule == "envelope.decrypt")
        #expect(refused.path == "/payload")
        // Altered ciphertext, signed again: the signature verifies, the AEAD tag does not.
        let sealed = try HPKE.envelope.seal(
            Self.payload, recipientPublicKey: TestKeys.recipientPublic, ephemeralPrivateKey: [UInt8](repeating: 3, count: 32),
            info: EnvelopeStage.encryptionInfo, associatedData: [])
        var carried = sealed.encapsulatedKey + sealed.ciphertext
        carried[carried.count - 1] ^= 0x80
        let tampered = try TestKeys.signed(carried, extra: #","enc":"hybrid-x25519-aesgcm""#)
        #expect(validator.validate(tampered).rule == "envelope.decrypt")
        // The untampered bytes open.
        carried[carried.count - 1] ^= 0x80
        #expect(validator.validate(try TestKeys.signed(carried, extra: #","enc":"hybrid-x25519-aesgcm""#)).outcome == .accept)
    }

    @Test("the signer's envelope carries the payload's schemaVersion and verifies", arguments: ["ed25519", "es256"])
    func signer(_ algorithm: String) throws {
        let privateKey = algorithm == "es256" ? TestKeys.es256Scalar : TestKeys.ed25519Seed
        var keyFile = #"{"alg":"\#(algorithm)","privateKey":"\#(StrictBase64.encode(privateKey))""#
        if algorithm == "es256" { keyFile += #","publicKey":"\#(StrictBase64.encode(TestKeys.es256Public))""# }
        let signer = try EnvelopeSigner(keyFile: Array((keyFile + "}").utf8))
        let payload = Array(D.payload(root: #"{"type":"text"}"#, version: #""1.0""#).utf8)
        let text = try signer.envelope(payload: payload)
        #expect(text.hasPrefix(#"{"schemaVersion":"1.0","alg":"\#(algorithm)","payload":"#))
        #expect(text.hasSuffix("\n"))
        #expect(TestKeys.validator(keys: try TestKeys.all()).validate(Array(text.utf8)) == Verdict(outcome: .accept))
    }

    @Test("key files are checked: a mismatched public key, a missing ES256 public key, a hybrid key for signing")
    func keyFileErrors() {
        let seed = StrictBase64.encode(TestKeys.ed25519Seed)
        let wrongPublic = StrictBase64.encode([UInt8](repeating: 1, count: 32))
        #expect(throws: KeyFileError.invalidValue(pointer: "/publicKey", reason: "it is not the public key of privateKey")) {
            try EnvelopeSigner(keyFile: Array(#"{"alg":"ed25519","privateKey":"\#(seed)","publicKey":"\#(wrongPublic)"}"#.utf8))
        }
        #expect(throws: KeyFileError.self) {
            try EnvelopeSigner(keyFile: Array(#"{"alg":"es256","privateKey":"\#(StrictBase64.encode(TestKeys.es256Scalar))"}"#.utf8))
        }
        #expect(throws: KeyFileError.self) {
            try EnvelopeSigner(keyFile: Array(#"{"alg":"hybrid-x25519-aesgcm","privateKey":"\#(seed)"}"#.utf8))
        }
        #expect(throws: KeyFileError.unknownMember(pointer: "/kid")) {
            try EnvelopeSigner(keyFile: Array(#"{"alg":"ed25519","privateKey":"\#(seed)","kid":"x"}"#.utf8))
        }
    }
}
