#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif

/// X25519 Diffie-Hellman (RFC 7748 §5) from the platform's crypto: CryptoKit's
/// `Curve25519.KeyAgreement` on Apple systems, OpenSSL's `EVP_PKEY_X25519` and
/// `EVP_PKEY_derive` on Linux. Keys are the raw 32-byte strings of RFC 7748; the private key
/// is clamped at use, so any 32 bytes are a private key.
enum X25519 {
    /// Bytes in a private key, a public key and a shared secret.
    static let keyLength = 32

    /// The public key of `privateKey` (X25519(k, 9), RFC 7748 §6.1).
    static func publicKey(privateKey: [UInt8]) throws(CryptoError) -> [UInt8] {
        try checkLength(privateKey)
        #if canImport(CryptoKit)
        guard let key = try? Curve25519.KeyAgreement.PrivateKey(rawRepresentation: privateKey) else {
            throw .keyRejected(algorithm: "x25519", reason: "CryptoKit refused the private key")
        }
        return Array(key.publicKey.rawRepresentation)
        #else
        guard let key = rawKey(privateKey, isPrivate: true) else {
            throw .keyRejected(algorithm: "x25519", reason: "libcrypto refused the private key")
        }
        defer { EVP_PKEY_free(key) }
        return try OpenSSLSignatures.rawPublicKey(
            of: key, length: keyLength, operation: "EVP_PKEY_get_raw_public_key (X25519)")
        #endif
    }

    /// X25519(`privateKey`, `peerPublicKey`). Throws when the result is all zeros (a
    /// small-order peer key), which RFC 7748 §6.1 and RFC 9180 §7.1.4 require refusing.
    static func sharedSecret(privateKey: [UInt8], peerPublicKey: [UInt8]) throws(CryptoError) -> [UInt8] {
        try checkLength(privateKey)
        try checkLength(peerPublicKey)
        #if canImport(CryptoKit)
        guard let key = try? Curve25519.KeyAgreement.PrivateKey(rawRepresentation: privateKey),
            let peer = try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: peerPublicKey),
            let shared = try? key.sharedSecretFromKeyAgreement(with: peer)
        else { throw .keyRejected(algorithm: "x25519", reason: "CryptoKit refused the key agreement") }
        let secret = shared.withUnsafeBytes { Array($0) }
        #else
        guard let key = rawKey(privateKey, isPrivate: true), let peer = rawKey(peerPublicKey, isPrivate: false) else {
            throw .keyRejected(algorithm: "x25519", reason: "libcrypto refused a key")
        }
        defer {
            EVP_PKEY_free(key)
            EVP_PKEY_free(peer)
        }
        guard let context = EVP_PKEY_CTX_new(key, nil) else { throw .platform(operation: "EVP_PKEY_CTX_new (X25519)") }
        defer { EVP_PKEY_CTX_free(context) }
        var secret = [UInt8](repeating: 0, count: keyLength)
        var length = secret.count
        let status = secret.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard EVP_PKEY_derive_init(context) == 1, EVP_PKEY_derive_set_peer(context, peer) == 1 else { return 0 }
            return EVP_PKEY_derive(context, buffer.baseAddress, &length)
        }
        ERR_clear_error()
        guard status == 1, length == keyLength else {
            throw .keyRejected(algorithm: "x25519", reason: "the key agreement failed (a small-order public key?)")
        }
        #endif
        guard secret.contains(where: { $0 != 0 }) else {
            throw .keyRejected(algorithm: "x25519", reason: "the shared secret is all zeros (a small-order public key)")
        }
        return secret
    }

    /// Throws unless `key` has 32 bytes.
    private static func checkLength(_ key: [UInt8]) throws(CryptoError) {
        guard key.count == keyLength else {
            throw .keyLength(algorithm: "x25519", count: key.count, expected: keyLength)
        }
    }

    #if !canImport(CryptoKit)
    /// An `EVP_PKEY *` of type X25519 from raw bytes; the caller frees it.
    private static func rawKey(_ bytes: [UInt8], isPrivate: Bool) -> OpaquePointer? {
        bytes.withUnsafeBufferPointer { buffer in
            isPrivate
                ? EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, nil, buffer.baseAddress, buffer.count)
                : EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, nil, buffer.baseAddress, buffer.count)
        }
    }
    #endif
}
