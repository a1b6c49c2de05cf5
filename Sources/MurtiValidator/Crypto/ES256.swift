#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif

/// ES256: ECDSA over P-256 with SHA-256 (FIPS 186-5; JWS `ES256`, RFC 7518 §3.4) from the
/// platform's crypto: CryptoKit on Apple systems, OpenSSL's libcrypto (`EVP_PKEY_fromdata`,
/// `ECDSA_SIG`, `EVP_DigestVerify`) on Linux.
///
/// Encodings (docs/CONTRACT.md §6): the public key is the uncompressed SEC1 point `04‖X‖Y` (65 bytes),
/// the private key the big-endian scalar (32 bytes), the signature the raw `r‖s` of RFC 7518
/// §3.4 (64 bytes, each half big-endian, left-padded). The DER form OpenSSL speaks is built
/// and read here and never leaves this type.
enum ES256 {
    /// Bytes in an uncompressed SEC1 point.
    static let publicKeyLength = 65
    /// Bytes in a private scalar.
    static let privateKeyLength = 32
    /// Bytes in a raw `r‖s` signature.
    static let signatureLength = 64

    /// Whether `signature` (raw `r‖s`) is a valid ES256 signature of `message` under the
    /// uncompressed point `publicKey`. Wrong lengths, a point off the curve, `r` or `s` out of
    /// range are `false`.
    static func isValidSignature(_ signature: [UInt8], of message: [UInt8], publicKey: [UInt8]) -> Bool {
        guard signature.count == signatureLength, isUncompressedPoint(publicKey) else { return false }
        #if canImport(CryptoKit)
        guard let key = try? CryptoKit.P256.Signing.PublicKey(x963Representation: publicKey),
            let parsed = try? CryptoKit.P256.Signing.ECDSASignature(rawRepresentation: signature)
        else { return false }
        return key.isValidSignature(parsed, for: message)
        #else
        guard let key = publicKeyHandle(publicKey) else { return false }
        defer { EVP_PKEY_free(key) }
        guard let der = derSignature(signature) else { return false }
        return OpenSSLSignatures.verify(key: key, digest: EVP_sha256(), signature: der, message: message)
        #endif
    }

    /// Checks that `publicKey` is an uncompressed SEC1 point on P-256.
    static func checkPublicKey(_ publicKey: [UInt8]) throws(CryptoError) {
        guard publicKey.count == publicKeyLength else {
            throw .keyLength(algorithm: "es256", count: publicKey.count, expected: publicKeyLength)
        }
        guard isUncompressedPoint(publicKey) else {
            throw .keyRejected(algorithm: "es256", reason: "not an uncompressed SEC1 point (first byte 0x04)")
        }
        #if canImport(CryptoKit)
        guard (try? CryptoKit.P256.Signing.PublicKey(x963Representation: publicKey)) != nil else {
            throw .keyRejected(algorithm: "es256", reason: "the point is not on P-256")
        }
        #else
        guard let key = publicKeyHandle(publicKey) else {
            throw .keyRejected(algorithm: "es256", reason: "the point is not on P-256")
        }
        EVP_PKEY_free(key)
        #endif
    }

    /// The raw `r‖s` signature of `message` with the private `scalar`, whose public key is
    /// `publicKey`. Throws when the two do not belong together (checked by verifying).
    static func sign(_ message: [UInt8], privateKey scalar: [UInt8], publicKey: [UInt8]) throws(CryptoError) -> [UInt8] {
        guard scalar.count == privateKeyLength else {
            throw .keyLength(algorithm: "es256", count: scalar.count, expected: privateKeyLength)
        }
        try checkPublicKey(publicKey)
        #if canImport(CryptoKit)
        guard let key = try? CryptoKit.P256.Signing.PrivateKey(rawRepresentation: scalar),
            let signature = try? key.signature(for: message)
        else { throw .keyRejected(algorithm: "es256", reason: "CryptoKit refused the private scalar") }
        let raw = Array(signature.rawRepresentation)
        #else
        let parameters = OpenSSLParameters()
        parameters.utf8("group", "prime256v1")
        parameters.unsignedInteger("priv", bigEndian: scalar)
        parameters.octets("pub", publicKey)
        guard let key = fromData(parameters, selection: publicKeySelection | OSSL_KEYMGMT_SELECT_PRIVATE_KEY) else {
            throw .keyRejected(algorithm: "es256", reason: "libcrypto refused the private scalar")
        }
        defer { EVP_PKEY_free(key) }
        guard let der = OpenSSLSignatures.sign(key: key, digest: EVP_sha256(), message: message),
            let raw = rawSignature(der)
        else { throw .platform(operation: "EVP_DigestSign (ES256)") }
        #endif
        guard isValidSignature(raw, of: message, publicKey: publicKey) else {
            throw .keyRejected(algorithm: "es256", reason: "the private key does not match the public key")
        }
        return raw
    }

    /// `04‖X‖Y`, 65 bytes.
    private static func isUncompressedPoint(_ bytes: [UInt8]) -> Bool {
        bytes.count == publicKeyLength && bytes.first == 0x04
    }

    #if !canImport(CryptoKit)
    /// `EVP_PKEY_PUBLIC_KEY` (evp.h), a macro expression Swift does not import.
    private static let publicKeySelection = OSSL_KEYMGMT_SELECT_DOMAIN_PARAMETERS
        | OSSL_KEYMGMT_SELECT_OTHER_PARAMETERS | OSSL_KEYMGMT_SELECT_PUBLIC_KEY

    /// An `EVP_PKEY *` for the point (libcrypto checks it lies on the curve); the caller frees it.
    private static func publicKeyHandle(_ point: [UInt8]) -> OpaquePointer? {
        let parameters = OpenSSLParameters()
        parameters.utf8("group", "prime256v1")
        parameters.octets("pub", point)
        return fromData(parameters, selection: publicKeySelection)
    }

    /// `EVP_PKEY_fromdata` for an EC key.
    private static func fromData(_ parameters: OpenSSLParameters, selection: Int32) -> OpaquePointer? {
        guard let context = EVP_PKEY_CTX_new_from_name(nil, "EC", nil) else { return nil }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_fromdata_init(context) == 1 else { return nil }
        var key: OpaquePointer?
        let status = parameters.withList { list in EVP_PKEY_fromdata(context, &key, selection, list) }
        ERR_clear_error()
        guard status == 1, let key else {
            EVP_PKEY_free(key)
            return nil
        }
        return key
    }

    /// Raw `r‖s` → DER `ECDSA-Sig-Value` (the form `EVP_DigestVerify` reads).
    private static func derSignature(_ raw: [UInt8]) -> [UInt8]? {
        guard let signature = ECDSA_SIG_new() else { return nil }
        defer { ECDSA_SIG_free(signature) }
        let halves = raw.withUnsafeBufferPointer { buffer -> (OpaquePointer?, OpaquePointer?) in
            guard let base = buffer.baseAddress else { return (nil, nil) }
            return (BN_bin2bn(base, 32, nil), BN_bin2bn(base + 32, 32, nil))
        }
        guard let r = halves.0, let s = halves.1, ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(halves.0)
            BN_free(halves.1)
            return nil
        }
        let length = i2d_ECDSA_SIG(signature, nil)
        guard length > 0 else { return nil }
        var der = [UInt8](repeating: 0, count: Int(length))
        let written = der.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor = buffer.baseAddress
            return i2d_ECDSA_SIG(signature, &cursor)
        }
        return written == length ? der : nil
    }

    /// DER `ECDSA-Sig-Value` → raw `r‖s`, each half left-padded to 32 bytes.
    private static func rawSignature(_ der: [UInt8]) -> [UInt8]? {
        let parsed = der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var cursor = buffer.baseAddress
            return d2i_ECDSA_SIG(nil, &cursor, buffer.count)
        }
        guard let parsed else { return nil }
        defer { ECDSA_SIG_free(parsed) }
        var r: OpaquePointer?
        var s: OpaquePointer?
        ECDSA_SIG_get0(parsed, &r, &s)
        var raw = [UInt8](repeating: 0, count: signatureLength)
        let ok = raw.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return BN_bn2binpad(r, base, 32) == 32 && BN_bn2binpad(s, base + 32, 32) == 32
        }
        return ok ? raw : nil
    }
    #endif
}
