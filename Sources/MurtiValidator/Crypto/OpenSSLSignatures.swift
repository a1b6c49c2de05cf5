#if !canImport(CryptoKit) && canImport(COpenSSL)
import COpenSSL

/// One-shot `EVP_DigestSign` / `EVP_DigestVerify` (OpenSSL 3, libcrypto) over an `EVP_PKEY`,
/// shared by ``Ed25519`` (no digest: PureEdDSA hashes internally) and ``ES256`` (SHA-256).
/// Every OpenSSL object is freed before returning.
enum OpenSSLSignatures {
    /// The raw public key of `key` (an `EVP_PKEY *` of a raw-key type: Ed25519 or X25519),
    /// which must be `length` bytes (32 for both, RFC 8032 §5.1.5 / RFC 7748 §6.1).
    /// Throws `CryptoError.platform(operation:)` naming `operation` when libcrypto fails.
    static func rawPublicKey(of key: OpaquePointer, length expected: Int, operation: String) throws(CryptoError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expected)
        var length = output.count
        let status = output.withUnsafeMutableBufferPointer { EVP_PKEY_get_raw_public_key(key, $0.baseAddress, &length) }
        guard status == 1, length == expected else { throw .platform(operation: operation) }
        return output
    }

    /// Whether `signature` verifies over `message` with `key` (an `EVP_PKEY *`); `digest` is
    /// the `EVP_MD *` (nil for Ed25519).
    static func verify(key: OpaquePointer, digest: OpaquePointer?, signature: [UInt8], message: [UInt8]) -> Bool {
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, digest, nil, key) == 1 else { return false }
        let result = withBytes(signature) { signaturePointer in
            withBytes(message) { messagePointer in
                EVP_DigestVerify(context, signaturePointer, signature.count, messagePointer, message.count)
            }
        }
        ERR_clear_error()
        return result == 1
    }

    /// The signature of `message` with the private `key` (an `EVP_PKEY *`), as OpenSSL writes
    /// it (raw 64 bytes for Ed25519, DER `ECDSA-Sig-Value` for ECDSA), or `nil`.
    static func sign(key: OpaquePointer, digest: OpaquePointer?, message: [UInt8]) -> [UInt8]? {
        guard let context = EVP_MD_CTX_new() else { return nil }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestSignInit(context, nil, digest, nil, key) == 1 else { return nil }
        var length = 0
        let sized = withBytes(message) { messagePointer in
            EVP_DigestSign(context, nil, &length, messagePointer, message.count)
        }
        guard sized == 1, length > 0 else { return nil }
        var output = [UInt8](repeating: 0, count: length)
        let signed = output.withUnsafeMutableBufferPointer { buffer in
            withBytes(message) { messagePointer in
                EVP_DigestSign(context, buffer.baseAddress, &length, messagePointer, message.count)
            }
        }
        guard signed == 1, length <= output.count else { return nil }
        return Array(output.prefix(length))
    }

    /// Runs `body` with a pointer to `bytes`; an empty array still gets a valid address, since
    /// some OpenSSL paths refuse a null pointer even with a zero length.
    static func withBytes<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress, !buffer.isEmpty { return body(base) }
            let placeholder: UInt8 = 0
            return withUnsafePointer(to: placeholder) { body($0) }
        }
    }
}
#endif
