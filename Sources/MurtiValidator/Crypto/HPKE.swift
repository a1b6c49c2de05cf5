/// HPKE base mode (RFC 9180) with DHKEM(X25519, HKDF-SHA256), HKDF-SHA256 and AES-GCM,
/// composed from the platform's X25519, HKDF and AES-GCM (OpenSSL 3.0 has no HPKE API).
///
/// ``envelope`` is the suite of the envelope's `enc: "hybrid-x25519-aesgcm"` (AES-256-GCM,
/// docs/ENVELOPE.md); the AES-128-GCM suite exists so the composition can be checked against
/// RFC 9180 Appendix A.1, which has no X25519 vector with AES-256-GCM. Only single-shot use is
/// offered: one message per context, sequence number 0.
struct HPKE: Sendable {
    /// The AEAD of the suite (RFC 9180 §7.3).
    enum AEAD: Sendable {
        /// AES-128-GCM, `aead_id` 0x0001 (`Nk` 16).
        case aes128GCM
        /// AES-256-GCM, `aead_id` 0x0002 (`Nk` 32).
        case aes256GCM

        /// The `aead_id`.
        var identifier: UInt16 { self == .aes128GCM ? 0x0001 : 0x0002 }
        /// `Nk`: bytes in a key.
        var keyLength: Int { self == .aes128GCM ? 16 : 32 }
    }

    /// The suite's AEAD.
    let aead: AEAD

    /// DHKEM(X25519, HKDF-SHA256), HKDF-SHA256, AES-256-GCM: the envelope's
    /// `hybrid-x25519-aesgcm`.
    static let envelope = HPKE(aead: .aes256GCM)

    /// `kem_id` of DHKEM(X25519, HKDF-SHA256) (RFC 9180 §7.1).
    static let kemIdentifier: UInt16 = 0x0020
    /// `kdf_id` of HKDF-SHA256 (RFC 9180 §7.2).
    static let kdfIdentifier: UInt16 = 0x0001
    /// `Nenc`: bytes in an encapsulated key (an X25519 public key).
    static let encapsulatedKeyLength = 32

    /// `suite_id` of the KEM: `"KEM" ‖ I2OSP(kem_id, 2)` (RFC 9180 §4.1).
    static let kemSuite: [UInt8] = Array("KEM".utf8) + bigEndian(kemIdentifier)

    /// `suite_id` of the whole suite: `"HPKE" ‖ kem_id ‖ kdf_id ‖ aead_id` (RFC 9180 §5.1).
    var suite: [UInt8] {
        Array("HPKE".utf8) + Self.bigEndian(Self.kemIdentifier) + Self.bigEndian(Self.kdfIdentifier)
            + Self.bigEndian(aead.identifier)
    }

    /// `LabeledExtract(salt, label, ikm)` = `Extract(salt, "HPKE-v1" ‖ suite ‖ label ‖ ikm)`
    /// (RFC 9180 §4).
    static func labeledExtract(
        salt: [UInt8], label: String, inputKeyMaterial: [UInt8], suite: [UInt8]
    ) throws(CryptoError) -> [UInt8] {
        try HKDFSHA256.extract(salt: salt, inputKeyMaterial: Array("HPKE-v1".utf8) + suite + Array(label.utf8) + inputKeyMaterial)
    }

    /// `LabeledExpand(prk, label, info, L)` = `Expand(prk, I2OSP(L, 2) ‖ "HPKE-v1" ‖ suite ‖
    /// label ‖ info, L)` (RFC 9180 §4).
    static func labeledExpand(
        pseudoRandomKey: [UInt8], label: String, info: [UInt8], length: Int, suite: [UInt8]
    ) throws(CryptoError) -> [UInt8] {
        let labeled = bigEndian(UInt16(truncatingIfNeeded: length)) + Array("HPKE-v1".utf8) + suite + Array(label.utf8) + info
        return try HKDFSHA256.expand(pseudoRandomKey: pseudoRandomKey, info: labeled, length: length)
    }

    /// `DeriveKeyPair(ikm)` for X25519 (RFC 9180 §7.1.3): `sk = LabeledExpand(
    /// LabeledExtract("", "dkp_prk", ikm), "sk", "", 32)`, `pk = X25519(sk, 9)`.
    static func deriveKeyPair(inputKeyMaterial: [UInt8]) throws(CryptoError) -> (privateKey: [UInt8], publicKey: [UInt8]) {
        let prk = try labeledExtract(salt: [], label: "dkp_prk", inputKeyMaterial: inputKeyMaterial, suite: kemSuite)
        let privateKey = try labeledExpand(pseudoRandomKey: prk, label: "sk", info: [], length: X25519.keyLength, suite: kemSuite)
        return (privateKey, try X25519.publicKey(privateKey: privateKey))
    }

    /// `Encap(pkR)` with the ephemeral private key `ephemeral` (RFC 9180 §4.1): the shared
    /// secret and `enc`, the ephemeral public key.
    static func encapsulate(
        recipientPublicKey: [UInt8], ephemeralPrivateKey ephemeral: [UInt8]
    ) throws(CryptoError) -> (sharedSecret: [UInt8], encapsulatedKey: [UInt8]) {
        let dh = try X25519.sharedSecret(privateKey: ephemeral, peerPublicKey: recipientPublicKey)
        let encapsulated = try X25519.publicKey(privateKey: ephemeral)
        return (try extractAndExpand(dh: dh, kemContext: encapsulated + recipientPublicKey), encapsulated)
    }

    /// `Decap(enc, skR)` (RFC 9180 §4.1): the shared secret.
    static func decapsulate(encapsulatedKey: [UInt8], recipientPrivateKey: [UInt8]) throws(CryptoError) -> [UInt8] {
        let dh = try X25519.sharedSecret(privateKey: recipientPrivateKey, peerPublicKey: encapsulatedKey)
        let recipientPublicKey = try X25519.publicKey(privateKey: recipientPrivateKey)
        return try extractAndExpand(dh: dh, kemContext: encapsulatedKey + recipientPublicKey)
    }

    /// `ExtractAndExpand(dh, kem_context)` (RFC 9180 §4.1): 32 bytes.
    private static func extractAndExpand(dh: [UInt8], kemContext: [UInt8]) throws(CryptoError) -> [UInt8] {
        let prk = try labeledExtract(salt: [], label: "eae_prk", inputKeyMaterial: dh, suite: kemSuite)
        return try labeledExpand(pseudoRandomKey: prk, label: "shared_secret", info: kemContext,
                                 length: HKDFSHA256.hashLength, suite: kemSuite)
    }

    /// `I2OSP(value, 2)`.
    static func bigEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
