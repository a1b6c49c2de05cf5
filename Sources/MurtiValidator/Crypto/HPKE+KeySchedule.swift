extension HPKE {
    /// The encryption context of RFC 9180 §5.1 after `KeyScheduleS/R` in base mode.
    struct Context: Sendable, Equatable {
        /// The AEAD key (`Nk` bytes).
        var key: [UInt8]
        /// `base_nonce` (12 bytes); sequence number 0 uses it as is.
        var baseNonce: [UInt8]
        /// `exporter_secret` (32 bytes).
        var exporterSecret: [UInt8]
        /// `key_schedule_context` = `mode ‖ psk_id_hash ‖ info_hash` (65 bytes), kept so the
        /// RFC 9180 A.1 intermediate value can be checked.
        var keyScheduleContext: [UInt8]
    }

    /// `KeySchedule(mode_base, shared_secret, info, psk = "", psk_id = "")` (RFC 9180 §5.1).
    func keySchedule(sharedSecret: [UInt8], info: [UInt8]) throws(CryptoError) -> Context {
        let suite = self.suite
        let pskIDHash = try Self.labeledExtract(salt: [], label: "psk_id_hash", inputKeyMaterial: [], suite: suite)
        let infoHash = try Self.labeledExtract(salt: [], label: "info_hash", inputKeyMaterial: info, suite: suite)
        let context: [UInt8] = [0x00] + pskIDHash + infoHash
        let secret = try Self.labeledExtract(salt: sharedSecret, label: "secret", inputKeyMaterial: [], suite: suite)
        return Context(
            key: try Self.labeledExpand(pseudoRandomKey: secret, label: "key", info: context,
                                        length: aead.keyLength, suite: suite),
            baseNonce: try Self.labeledExpand(pseudoRandomKey: secret, label: "base_nonce", info: context,
                                              length: AESGCM.nonceLength, suite: suite),
            exporterSecret: try Self.labeledExpand(pseudoRandomKey: secret, label: "exp", info: context,
                                                   length: HKDFSHA256.hashLength, suite: suite),
            keyScheduleContext: context)
    }

    /// `SealBase(pkR, info, aad, pt)` (RFC 9180 §6.1) with the ephemeral private key
    /// `ephemeralPrivateKey` (callers draw it at random, or derive it with
    /// ``deriveKeyPair(inputKeyMaterial:)`` for reproducible output): `enc` and `ct‖tag`.
    func seal(
        _ plaintext: [UInt8], recipientPublicKey: [UInt8], ephemeralPrivateKey: [UInt8], info: [UInt8],
        associatedData: [UInt8]
    ) throws(CryptoError) -> (encapsulatedKey: [UInt8], ciphertext: [UInt8]) {
        let (sharedSecret, encapsulated) = try Self.encapsulate(
            recipientPublicKey: recipientPublicKey, ephemeralPrivateKey: ephemeralPrivateKey)
        let context = try keySchedule(sharedSecret: sharedSecret, info: info)
        let ciphertext = try AESGCM.seal(plaintext, key: context.key, nonce: context.baseNonce, associatedData: associatedData)
        return (encapsulated, ciphertext)
    }

    /// `OpenBase(enc, skR, info, aad, ct)` (RFC 9180 §6.1): the plaintext, or `nil` when the
    /// encapsulated key is unusable or the ciphertext does not authenticate.
    func open(
        _ ciphertext: [UInt8], encapsulatedKey: [UInt8], recipientPrivateKey: [UInt8], info: [UInt8],
        associatedData: [UInt8]
    ) -> [UInt8]? {
        guard encapsulatedKey.count == Self.encapsulatedKeyLength,
            let sharedSecret = try? Self.decapsulate(encapsulatedKey: encapsulatedKey, recipientPrivateKey: recipientPrivateKey),
            let context = try? keySchedule(sharedSecret: sharedSecret, info: info)
        else { return nil }
        return AESGCM.open(ciphertext, key: context.key, nonce: context.baseNonce, associatedData: associatedData)
    }
}
