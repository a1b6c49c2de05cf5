#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif

/// Ed25519 (RFC 8032 §5.1, PureEdDSA) from the platform's crypto: CryptoKit on Apple systems,
/// OpenSSL's libcrypto (`EVP_PKEY_ED25519`, `EVP_DigestVerify`) on Linux. Nothing here does
/// curve arithmetic of its own.
///
/// Keys and signatures are the raw encodings of RFC 8032 §5.1.2 and §5.1.6: a 32-byte public
/// key, a 32-byte private seed, a 64-byte `R‖S` signature. Both platforms refuse an `S` that is
/// not below the group order L (RFC 8032 §5.1.7) and verify with the cofactorless equation;
/// the small-order and mixed-order cases where RFC 8032 allows either equation are
/// `informational` in the corpus (docs/CONTRACT.md §6).
enum Ed25519 {
    /// Bytes in a raw public key (RFC 8032 §5.1.5).
    static let publicKeyLength = 32
    /// Bytes in a private key seed (RFC 8032 §5.1.5).
    static let seedLength = 32
    /// Bytes in a signature `R‖S` (RFC 8032 §5.1.6).
    static let signatureLength = 64

    /// Whether `signature` is a valid Ed25519 signature of `message` under `publicKey`.
    /// Wrong lengths are `false`, never a crash.
    static func isValidSignature(_ signature: [UInt8], of message: [UInt8], publicKey: [UInt8]) -> Bool {
        guard publicKey.count == publicKeyLength, signature.count == signatureLength else { return false }
        #if canImport(CryptoKit)
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey) else { return false }
        return key.isValidSignature(signature, for: message)
        #else
        guard let key = publicKey.withUnsafeBufferPointer({ buffer in
            EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nil, buffer.baseAddress, buffer.count)
        }) else { return false }
        defer { EVP_PKEY_free(key) }
        return OpenSSLSignatures.verify(key: key, digest: nil, signature: signature, message: message)
        #endif
    }

    /// Checks that `publicKey` can be used for verification: 32 bytes. Any 32 bytes load (a
    /// small-order point too, docs/CONTRACT.md §6); bytes that are not a point fail every verification.
    static func checkPublicKey(_ publicKey: [UInt8]) throws(CryptoError) {
        guard publicKey.count == publicKeyLength else {
            throw .keyLength(algorithm: "ed25519", count: publicKey.count, expected: publicKeyLength)
        }
    }

    /// The public key of the private `seed` (RFC 8032 §5.1.5).
    static func publicKey(seed: [UInt8]) throws(CryptoError) -> [UInt8] {
        guard seed.count == seedLength else {
            throw .keyLength(algorithm: "ed25519", count: seed.count, expected: seedLength)
        }
        #if canImport(CryptoKit)
        guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed) else {
            throw .keyRejected(algorithm: "ed25519", reason: "CryptoKit refused the seed")
        }
        return Array(key.publicKey.rawRepresentation)
        #else
        let key = try privateKey(seed)
        defer { EVP_PKEY_free(key) }
        return try OpenSSLSignatures.rawPublicKey(
            of: key, length: publicKeyLength, operation: "EVP_PKEY_get_raw_public_key")
        #endif
    }

    /// The signature of `message` with the private `seed` (RFC 8032 §5.1.6): 64 bytes.
    static func sign(_ message: [UInt8], seed: [UInt8]) throws(CryptoError) -> [UInt8] {
        guard seed.count == seedLength else {
            throw .keyLength(algorithm: "ed25519", count: seed.count, expected: seedLength)
        }
        #if canImport(CryptoKit)
        guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed),
            let signature = try? key.signature(for: message)
        else { throw .platform(operation: "Curve25519.Signing.PrivateKey.signature(for:)") }
        return Array(signature)
        #else
        let key = try privateKey(seed)
        defer { EVP_PKEY_free(key) }
        guard let signature = OpenSSLSignatures.sign(key: key, digest: nil, message: message),
            signature.count == signatureLength
        else { throw .platform(operation: "EVP_DigestSign (Ed25519)") }
        return signature
        #endif
    }

    #if !canImport(CryptoKit)
    /// An `EVP_PKEY *` holding the private `seed`; the caller frees it.
    private static func privateKey(_ seed: [UInt8]) throws(CryptoError) -> OpaquePointer {
        guard let key = seed.withUnsafeBufferPointer({ buffer in
            EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nil, buffer.baseAddress, buffer.count)
        }) else { throw .keyRejected(algorithm: "ed25519", reason: "libcrypto refused the seed") }
        return key
    }
    #endif
}
