#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif

/// AES-GCM (NIST SP 800-38D) with a 12-byte nonce and a 16-byte tag, from the platform's
/// crypto: CryptoKit's `AES.GCM` on Apple systems, OpenSSL's `EVP_aes_128_gcm` /
/// `EVP_aes_256_gcm` on Linux. The key length picks the variant: 16 bytes AES-128-GCM (the
/// RFC 9180 A.1 test vector), 32 bytes AES-256-GCM (the envelope's `hybrid-x25519-aesgcm`).
/// A sealed message is `ciphertext‖tag`, as RFC 9180 §5.2 `Seal` returns it.
enum AESGCM {
    /// Bytes in a nonce (RFC 9180 `Nn`).
    static let nonceLength = 12
    /// Bytes in an authentication tag (RFC 9180 `Nt`).
    static let tagLength = 16

    /// `ciphertext‖tag` for `plaintext` under `key` (16 or 32 bytes) and `nonce` (12 bytes),
    /// authenticating `associatedData`.
    static func seal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], associatedData: [UInt8]) throws(CryptoError) -> [UInt8] {
        try checkSizes(key: key, nonce: nonce, count: plaintext.count)
        #if canImport(CryptoKit)
        guard let gcmNonce = try? AES.GCM.Nonce(data: nonce),
            let box = try? AES.GCM.seal(plaintext, using: SymmetricKey(data: key), nonce: gcmNonce,
                                        authenticating: associatedData)
        else { throw .platform(operation: "AES.GCM.seal") }
        return Array(box.ciphertext) + Array(box.tag)
        #else
        guard let sealed = run(encrypt: true, input: plaintext, key: key, nonce: nonce, associatedData: associatedData, tag: nil)
        else { throw .platform(operation: "EVP_EncryptUpdate (AES-GCM)") }
        return sealed
        #endif
    }

    /// The plaintext of `sealed` (`ciphertext‖tag`), or `nil` when the tag does not verify
    /// (a wrong key, nonce or associated data, or altered bytes) or the sizes are wrong.
    static func open(_ sealed: [UInt8], key: [UInt8], nonce: [UInt8], associatedData: [UInt8]) -> [UInt8]? {
        guard sealed.count >= tagLength, (try? checkSizes(key: key, nonce: nonce, count: sealed.count)) != nil else {
            return nil
        }
        let ciphertext = Array(sealed.dropLast(tagLength))
        let tag = Array(sealed.suffix(tagLength))
        #if canImport(CryptoKit)
        guard let gcmNonce = try? AES.GCM.Nonce(data: nonce),
            let box = try? AES.GCM.SealedBox(nonce: gcmNonce, ciphertext: ciphertext, tag: tag),
            let plaintext = try? AES.GCM.open(box, using: SymmetricKey(data: key), authenticating: associatedData)
        else { return nil }
        return Array(plaintext)
        #else
        return run(encrypt: false, input: ciphertext, key: key, nonce: nonce, associatedData: associatedData, tag: tag)
        #endif
    }

    /// Throws unless the key is 16 or 32 bytes, the nonce 12, and the message fits a C `int`.
    private static func checkSizes(key: [UInt8], nonce: [UInt8], count: Int) throws(CryptoError) {
        guard key.count == 16 || key.count == 32 else { throw .keyLength(algorithm: "aes-gcm", count: key.count, expected: 32) }
        guard nonce.count == nonceLength, count < Int(Int32.max) - tagLength else {
            throw .platform(operation: "AES-GCM: nonce of \(nonce.count) bytes or message of \(count) bytes")
        }
    }

    #if !canImport(CryptoKit)
    /// One AES-GCM pass with `EVP_CIPHER_CTX`: encrypt returns `ciphertext‖tag`; decrypt checks
    /// `tag` and returns the plaintext or `nil`.
    private static func run(
        encrypt: Bool, input: [UInt8], key: [UInt8], nonce: [UInt8], associatedData: [UInt8], tag: [UInt8]?
    ) -> [UInt8]? {
        guard let context = EVP_CIPHER_CTX_new() else { return nil }
        defer { EVP_CIPHER_CTX_free(context) }
        let cipher = key.count == 16 ? EVP_aes_128_gcm() : EVP_aes_256_gcm()
        let initialise = encrypt ? EVP_EncryptInit_ex : EVP_DecryptInit_ex
        let update = encrypt ? EVP_EncryptUpdate : EVP_DecryptUpdate
        guard initialise(context, cipher, nil, nil, nil) == 1,
            EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, Int32(nonceLength), nil) == 1,
            initialise(context, nil, nil, key, nonce) == 1
        else { return nil }
        var written: Int32 = 0
        if !associatedData.isEmpty {
            guard update(context, nil, &written, associatedData, Int32(associatedData.count)) == 1 else { return nil }
        }
        var output = [UInt8](repeating: 0, count: input.count + AESGCM.tagLength)
        var total = 0
        if !input.isEmpty {
            let status = output.withUnsafeMutableBufferPointer { buffer in
                update(context, buffer.baseAddress, &written, input, Int32(input.count))
            }
            guard status == 1 else { return nil }
            total = Int(written)
        }
        if var expected = tag {
            guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(tagLength), &expected) == 1 else { return nil }
        }
        let finished = output.withUnsafeMutableBufferPointer { buffer in
            (encrypt ? EVP_EncryptFinal_ex : EVP_DecryptFinal_ex)(context, buffer.baseAddress.map { $0 + total }, &written)
        }
        ERR_clear_error()
        guard finished == 1 else { return nil }
        total += Int(written)
        guard encrypt else { return Array(output.prefix(total)) }
        var computed = [UInt8](repeating: 0, count: tagLength)
        guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(tagLength), &computed) == 1 else { return nil }
        return Array(output.prefix(total)) + computed
    }
    #endif
}
