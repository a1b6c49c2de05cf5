/// Turns a payload into a signed envelope (docs/CONTRACT.md §0, §6; docs/ENVELOPE.md), for
/// contributors writing fixtures (`conformance-runner sign`) and for tests.
///
/// The envelope is `{"schemaVersion", "alg", ["enc",] "payload", "signature"}` on one line:
/// `payload` is the base64 of the payload's exact bytes (or, with a recipient, of
/// `enc‖ciphertext`, HPKE base mode), `signature` the base64 of the signature over those raw
/// bytes, `schemaVersion` the payload's own when it has a string one, else `1.0`.
package struct EnvelopeSigner: Sendable {
    /// The key file's `alg`: `ed25519` or `es256`.
    package let algorithm: String
    private let privateKey: [UInt8]
    private let publicKey: [UInt8]

    /// A signer from a key file's bytes (docs/ENVELOPE.md "Key files") holding an `ed25519`
    /// or `es256` private key.
    /// - Throws: ``KeyFileError`` naming the member that is wrong.
    package init(keyFile json: [UInt8]) throws(KeyFileError) {
        let file = try KeyFile(json: json)
        guard file.algorithm == EnvelopeKey.ed25519 || file.algorithm == EnvelopeKey.es256 else {
            throw .invalidValue(pointer: "/alg", reason: "a signing key is ed25519 or es256, not \(file.algorithm)")
        }
        guard let privateKey = file.privateKey else {
            throw .invalidValue(pointer: "/privateKey", reason: "missing: signing needs the private key")
        }
        algorithm = file.algorithm
        self.privateKey = privateKey
        publicKey = file.publicKey
    }

    /// The recipient public key of a `hybrid-x25519-aesgcm` key file (its `publicKey`, or the
    /// one computed from its `privateKey`), for ``envelope(payload:recipient:)``.
    /// - Throws: ``KeyFileError``.
    package static func recipient(keyFile json: [UInt8]) throws(KeyFileError) -> [UInt8] {
        let file = try KeyFile(json: json)
        guard file.algorithm == EnvelopeKey.hybrid else {
            throw .invalidValue(pointer: "/alg", reason: "an encryption key is hybrid-x25519-aesgcm, not \(file.algorithm)")
        }
        return file.publicKey
    }

    /// The envelope's JSON text (one line, ending in `\n`) around `payload`, the payload's
    /// exact bytes; encrypted to the raw X25519 public key `recipient` when given, with a
    /// fresh random ephemeral key.
    /// - Throws: ``CryptoError`` when the platform's crypto fails.
    package func envelope(payload: [UInt8], recipient: [UInt8]? = nil) throws(CryptoError) -> String {
        var carried = payload
        if let recipient {
            var generator = SystemRandomNumberGenerator()
            let ephemeral = (0..<X25519.keyLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            let sealed = try HPKE.envelope.seal(
                payload, recipientPublicKey: recipient, ephemeralPrivateKey: ephemeral, info: EnvelopeStage.encryptionInfo,
                associatedData: [])
            carried = sealed.encapsulatedKey + sealed.ciphertext
        }
        let signature = algorithm == EnvelopeKey.es256
            ? try ES256.sign(carried, privateKey: privateKey, publicKey: publicKey)
            : try Ed25519.sign(carried, seed: privateKey)
        let version = Self.schemaVersion(of: payload)
        let enc = recipient == nil ? "" : #","enc":"\#(EnvelopeKey.hybrid)""#
        return #"{"schemaVersion":"\#(version)","alg":"\#(algorithm)"\#(enc),"payload":"\#(StrictBase64.encode(carried))","#
            + #""signature":"\#(StrictBase64.encode(signature))"}"# + "\n"
    }

    /// The payload's top-level `schemaVersion` when it is a `MAJOR.MINOR` string, else `1.0`.
    static func schemaVersion(of payload: [UInt8]) -> String {
        guard let document = try? StrictJSONDecoder.decode(payload, maxNesting: 512, maxDocumentBytes: payload.count),
            let member = document.member(document.root, named: "schemaVersion"), document.kind(member) == .string
        else { return "1.0" }
        let text = document.string(member)
        return SchemaVersion(text) == nil ? "1.0" : text
    }
}
