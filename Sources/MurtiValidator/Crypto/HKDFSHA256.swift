#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif

/// HKDF with SHA-256 (RFC 5869) from the platform's crypto: CryptoKit's `HKDF<SHA256>` on
/// Apple systems, OpenSSL's `EVP_KDF` "HKDF" (extract-only and expand-only modes) on Linux.
/// HPKE (RFC 9180 §4) composes its labeled functions from these two steps.
enum HKDFSHA256 {
    /// Bytes in a SHA-256 output, and so in a pseudorandom key (RFC 5869 `HashLen`).
    static let hashLength = 32

    /// HKDF-Extract(salt, IKM) → PRK (RFC 5869 §2.2), 32 bytes. An empty `salt` is the
    /// RFC's default, `HashLen` zero bytes. `inputKeyMaterial` must not be empty.
    static func extract(salt: [UInt8], inputKeyMaterial: [UInt8]) throws(CryptoError) -> [UInt8] {
        let salt = salt.isEmpty ? [UInt8](repeating: 0, count: hashLength) : salt
        #if canImport(CryptoKit)
        let key = SymmetricKey(data: inputKeyMaterial)
        return Array(CryptoKit.HKDF<CryptoKit.SHA256>.extract(inputKeyMaterial: key, salt: salt))
        #else
        guard let output = derive(mode: EVP_KDF_HKDF_MODE_EXTRACT_ONLY, key: inputKeyMaterial, salt: salt, info: nil,
                                  length: hashLength)
        else { throw .platform(operation: "HKDF-Extract (EVP_KDF HKDF)") }
        return output
        #endif
    }

    /// HKDF-Expand(PRK, info, L) → OKM of `length` bytes (RFC 5869 §2.3), `length` at most
    /// 255 × 32.
    static func expand(pseudoRandomKey: [UInt8], info: [UInt8], length: Int) throws(CryptoError) -> [UInt8] {
        guard length > 0, length <= 255 * hashLength else { throw .platform(operation: "HKDF-Expand: length \(length)") }
        #if canImport(CryptoKit)
        let output = CryptoKit.HKDF<CryptoKit.SHA256>.expand(
            pseudoRandomKey: pseudoRandomKey, info: info, outputByteCount: length)
        return output.withUnsafeBytes { Array($0) }
        #else
        guard let output = derive(mode: EVP_KDF_HKDF_MODE_EXPAND_ONLY, key: pseudoRandomKey, salt: nil, info: info,
                                  length: length)
        else { throw .platform(operation: "HKDF-Expand (EVP_KDF HKDF)") }
        return output
        #endif
    }

    #if !canImport(CryptoKit)
    /// One `EVP_KDF_derive` call of OpenSSL's HKDF in `mode`.
    private static func derive(mode: Int32, key: [UInt8], salt: [UInt8]?, info: [UInt8]?, length: Int) -> [UInt8]? {
        guard let kdf = EVP_KDF_fetch(nil, "HKDF", nil) else { return nil }
        defer { EVP_KDF_free(kdf) }
        guard let context = EVP_KDF_CTX_new(kdf) else { return nil }
        defer { EVP_KDF_CTX_free(context) }
        let parameters = OpenSSLParameters()
        parameters.integer("mode", mode)
        parameters.utf8("digest", "SHA256")
        parameters.octets("key", key)
        if let salt { parameters.octets("salt", salt) }
        if let info { parameters.octets("info", info) }
        var output = [UInt8](repeating: 0, count: length)
        let status = parameters.withList { list in
            output.withUnsafeMutableBufferPointer { buffer in
                EVP_KDF_derive(context, buffer.baseAddress, length, list)
            }
        }
        ERR_clear_error()
        return status == 1 ? output : nil
    }
    #endif
}
