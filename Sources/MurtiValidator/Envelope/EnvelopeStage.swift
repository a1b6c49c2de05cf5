/// Step (d) of docs/CONTRACT.md §6 for an envelope whose major and shape passed (steps a–c run in
/// ``Validator``): the algorithm, the signature, decryption; then it hands back the payload
/// bytes for step (e), layers 1–4 as a payload under `/payload` (docs/ENVELOPE.md).
///
/// Fail-closed (seed: the client verifies before it trusts the payload): an `alg` the profile
/// has no key for is `envelope.alg`; a `payload` or `signature` that is not canonical base64,
/// or a signature that does not verify over the raw payload bytes, is `envelope.signature`;
/// an `enc` payload no decryption key opens is `envelope.decrypt`.
struct EnvelopeStage: Sendable {
    /// Verifiers by `alg` value.
    let verifiers: [String: any SignatureVerifier]
    /// Raw X25519 private keys for `enc: "hybrid-x25519-aesgcm"`.
    let decryptionKeys: [[UInt8]]

    /// HPKE `info` of the envelope's encryption (docs/ENVELOPE.md "Encryption"); `aad` is empty.
    static let encryptionInfo: [UInt8] = Array("murti-envelope-v1".utf8)

    /// A stage with explicit verifiers (tests) and decryption keys.
    init(verifiers: [String: any SignatureVerifier] = [:], decryptionKeys: [[UInt8]] = []) {
        self.verifiers = verifiers
        self.decryptionKeys = decryptionKeys
    }

    /// The stage a profile's `keys` define: one ``KeyVerifier`` per signature algorithm that
    /// has a key, and the hybrid decryption keys.
    init(keys: [EnvelopeKey]) {
        var verifiers: [String: any SignatureVerifier] = [:]
        for algorithm in [EnvelopeKey.ed25519, EnvelopeKey.es256] {
            let publicKeys = keys.filter { $0.algorithm == algorithm }.map(\.bytes)
            if !publicKeys.isEmpty { verifiers[algorithm] = KeyVerifier(algorithm: algorithm, publicKeys: publicKeys) }
        }
        self.init(verifiers: verifiers, decryptionKeys: keys.filter { $0.algorithm == EnvelopeKey.hybrid }.map(\.bytes))
    }

    /// docs/CONTRACT.md §3 capabilities of this build: Ed25519, ES256 and HPKE come with the platform's
    /// crypto, so envelopes and manifest sequences are always supported.
    static let capabilities = ["envelope", "manifest"]

    /// What step (d) decided.
    enum Outcome: Sendable {
        /// A layer-2 client rule refused the envelope.
        case refused(Violation)
        /// Verified (and decrypted): the raw payload bytes for step (e).
        case payload([UInt8])
    }

    /// Runs step (d) on a well-shaped envelope.
    func open(_ document: JSONDocument) -> Outcome {
        let root = document.root
        let algorithm = document.member(root, named: "alg").map { document.string($0) } ?? ""
        guard let verifier = verifiers[algorithm] else {
            return .refused(Violation(layer: 2, rule: "envelope.alg", path: "/alg",
                message: "this client accepts no \"\(algorithm)\" envelope: its profile has no \(algorithm) key "
                    + "(CONTRACT §6 d)"))
        }
        guard let payload = decodeBase64(document, "payload") else {
            return .refused(Violation(layer: 2, rule: "envelope.signature", path: "/payload",
                message: "payload is not canonical base64 (RFC 4648 §4), so there are no payload bytes to verify "
                    + "(docs/ENVELOPE.md)"))
        }
        guard let signature = decodeBase64(document, "signature") else {
            return .refused(Violation(layer: 2, rule: "envelope.signature", path: "/signature",
                message: "signature is not canonical base64 (RFC 4648 §4) (docs/ENVELOPE.md)"))
        }
        guard verifier.verify(signature: signature, over: payload) else {
            return .refused(Violation(layer: 2, rule: "envelope.signature", path: "/signature",
                message: "the \(signature.count)-byte signature does not verify over the \(payload.count) raw payload "
                    + "bytes with the profile's \(algorithm) key\(verifierKeyCount(verifier)) (CONTRACT §6 d)"))
        }
        guard document.member(root, named: "enc") != nil else { return .payload(payload) }
        guard let plaintext = decrypt(payload) else {
            return .refused(Violation(layer: 2, rule: "envelope.decrypt", path: "/payload",
                message: decryptionKeys.isEmpty
                    ? "the payload is encrypted (enc) and the profile has no hybrid-x25519-aesgcm key (CONTRACT §6 d)"
                    : "no hybrid-x25519-aesgcm key of the profile opens the payload (HPKE base mode, RFC 9180; "
                        + "docs/ENVELOPE.md)"))
        }
        return .payload(plaintext)
    }

    /// The plaintext of an encrypted payload `enc‖ct` (docs/ENVELOPE.md), or `nil`.
    func decrypt(_ payload: [UInt8]) -> [UInt8]? {
        guard payload.count >= HPKE.encapsulatedKeyLength + AESGCM.tagLength else { return nil }
        let encapsulated = Array(payload.prefix(HPKE.encapsulatedKeyLength))
        let ciphertext = Array(payload.dropFirst(HPKE.encapsulatedKeyLength))
        for key in decryptionKeys {
            if let plaintext = HPKE.envelope.open(
                ciphertext, encapsulatedKey: encapsulated, recipientPrivateKey: key, info: Self.encryptionInfo,
                associatedData: [])
            {
                return plaintext
            }
        }
        return nil
    }

    /// " (one of N keys)" when the profile lists several keys for the algorithm.
    private func verifierKeyCount(_ verifier: any SignatureVerifier) -> String {
        guard let keys = (verifier as? KeyVerifier)?.publicKeys, keys.count > 1 else { return "" }
        return "s (none of \(keys.count))"
    }

    /// The bytes of the base64 member `name` (RFC 4648 §4, strict), or `nil`.
    private func decodeBase64(_ document: JSONDocument, _ name: StaticString) -> [UInt8]? {
        guard let member = document.member(document.root, named: name), document.kind(member) == .string else {
            return nil
        }
        return StrictBase64.decode(document.string(member).utf8)
    }
}
