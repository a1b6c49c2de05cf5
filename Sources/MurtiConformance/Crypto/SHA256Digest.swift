import Foundation

#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif

/// SHA-256 (FIPS 180-4) from the platform's crypto: CryptoKit on Apple systems, OpenSSL's
/// libcrypto on Linux. Used for the corpus hash of reports (CONTRACT §5).
struct SHA256Digest {
    #if canImport(CryptoKit)
    private var hasher = CryptoKit.SHA256()
    #else
    private var bytes = Data()
    #endif

    /// Starts an empty digest.
    init() {}

    /// Feeds `data` into the digest.
    mutating func update(_ data: Data) {
        #if canImport(CryptoKit)
        hasher.update(data: data)
        #else
        bytes.append(data)
        #endif
    }

    /// The lowercase hex SHA-256 of everything fed so far (64 characters).
    func hexDigest() -> String {
        #if canImport(CryptoKit)
        let digest = Array(hasher.finalize())
        #else
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let ok = bytes.withUnsafeBytes { raw in
            EVP_Digest(raw.baseAddress, raw.count, &digest, &length, EVP_sha256(), nil)
        }
        if ok != 1 { return "" }
        #endif
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
