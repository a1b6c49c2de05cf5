import Foundation
import MurtiProtocol

#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif

/// SHA-256 (FIPS 180-4) from the platform's crypto: CryptoKit on Apple systems, OpenSSL's
/// libcrypto (`EVP_MD_CTX`, streaming) on Linux. Used for the corpus hash of reports
/// (docs/CONTRACT.md §5). Noncopyable: the hashing state is owned by exactly one value.
struct SHA256Digest: ~Copyable {
    #if canImport(CryptoKit)
    private var hasher = CryptoKit.SHA256()
    #else
    private let context: OpaquePointer?
    private var failed: Bool
    #endif

    /// Starts an empty digest.
    init() {
        #if !canImport(CryptoKit)
        context = EVP_MD_CTX_new()
        failed = context.map { EVP_DigestInit_ex($0, EVP_sha256(), nil) != 1 } ?? true
        #endif
    }

    #if !canImport(CryptoKit)
    deinit { EVP_MD_CTX_free(context) }
    #endif

    /// Feeds `data` into the digest.
    mutating func update(_ data: Data) {
        #if canImport(CryptoKit)
        hasher.update(data: data)
        #else
        guard !failed, let context, !data.isEmpty else { return }
        let ok = data.withUnsafeBytes { raw in EVP_DigestUpdate(context, raw.baseAddress, raw.count) }
        if ok != 1 { failed = true }
        #endif
    }

    /// Feeds `value` as 8 bytes, big-endian (length prefixes of the corpus hash framing).
    mutating func update(uint64 value: UInt64) {
        update(withUnsafeBytes(of: value.bigEndian) { Data($0) })
    }

    /// The lowercase hex SHA-256 of everything fed (64 characters), or `nil` when the
    /// platform's crypto failed. Ends the digest.
    consuming func finalize() -> String? {
        #if canImport(CryptoKit)
        let digest = Array(hasher.finalize())
        #else
        guard !failed, let context else { return nil }
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &digest, &length) == 1, length == 32 else { return nil }
        #endif
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
