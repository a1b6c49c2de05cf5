/// Why a key could not be loaded or a signing or encryption step could not run
/// (docs/CONTRACT.md §6; docs/ENVELOPE.md). Verification never throws: a signature that does not
/// verify is `false`, and a ciphertext that does not open is `nil`.
package enum CryptoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A key has `count` bytes where `algorithm` needs `expected` (e.g. Ed25519 public keys are
    /// 32 raw bytes, ES256 public keys a 65-byte uncompressed SEC1 point).
    case keyLength(algorithm: String, count: Int, expected: Int)
    /// The platform's crypto refused the key bytes for `algorithm` (an ES256 point not on
    /// P-256, a scalar out of range, a private key that does not match its public key).
    case keyRejected(algorithm: String, reason: String)
    /// The platform's crypto failed in `operation` (an allocation, a provider that is missing).
    case platform(operation: String)

    /// What failed, in one line.
    package var description: String {
        switch self {
        case .keyLength(let algorithm, let count, let expected):
            "\(algorithm) key: \(count) bytes, expected \(expected)"
        case .keyRejected(let algorithm, let reason):
            "\(algorithm) key refused: \(reason)"
        case .platform(let operation):
            "the platform's crypto failed in \(operation)"
        }
    }
}
