/// One key of a profile's `keys` list (docs/CONTRACT.md §6; docs/ENVELOPE.md "Keys").
///
/// Verification keys: `{"alg": "ed25519", "publicKey": "<base64 of the raw 32 bytes>"}` and
/// `{"alg": "es256", "publicKey": "<base64 of the uncompressed SEC1 point, 65 bytes>"}`. The
/// decryption key of `enc: "hybrid-x25519-aesgcm"`: `{"alg": "hybrid-x25519-aesgcm",
/// "privateKey": "<base64 of the raw X25519 private key, 32 bytes>"}`. An `alg` the profile has
/// no key for is an algorithm the client does not accept (`envelope.alg`).
package struct EnvelopeKey: Sendable, Equatable {
    /// The `alg` the key serves: `ed25519`, `es256` or `hybrid-x25519-aesgcm`.
    package var algorithm: String
    /// The key's raw bytes: a public key for `ed25519` and `es256`, the recipient's private
    /// key for `hybrid-x25519-aesgcm`.
    package var bytes: [UInt8]

    /// `alg` of an Ed25519 verification key (RFC 8032).
    package static let ed25519 = "ed25519"
    /// `alg` of an ES256 verification key (RFC 7518 §3.4).
    package static let es256 = "es256"
    /// `alg` (and envelope `enc`) of the HPKE decryption key (RFC 9180).
    package static let hybrid = "hybrid-x25519-aesgcm"

    /// A key whose bytes were checked for `algorithm`: Ed25519 32 bytes, ES256 an
    /// uncompressed point on P-256, the hybrid private key 32 bytes.
    /// - Throws: ``CryptoError`` when the bytes do not fit the algorithm, or
    ///   ``CryptoError/keyRejected(algorithm:reason:)`` for an unknown `algorithm`.
    package init(algorithm: String, bytes: [UInt8]) throws(CryptoError) {
        switch algorithm {
        case Self.ed25519: try Ed25519.checkPublicKey(bytes)
        case Self.es256: try ES256.checkPublicKey(bytes)
        case Self.hybrid:
            guard bytes.count == X25519.keyLength else {
                throw .keyLength(algorithm: algorithm, count: bytes.count, expected: X25519.keyLength)
            }
        default:
            throw .keyRejected(algorithm: algorithm, reason: "unknown alg (ed25519, es256, hybrid-x25519-aesgcm)")
        }
        self.algorithm = algorithm
        self.bytes = bytes
    }

    /// The member that carries the bytes in the profile: `privateKey` for the hybrid key,
    /// `publicKey` otherwise.
    static func memberName(for algorithm: String) -> String {
        algorithm == hybrid ? "privateKey" : "publicKey"
    }
}
