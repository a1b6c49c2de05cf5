/// Verifies the envelope signatures of one algorithm with the client's keys
/// (docs/CONTRACT.md §6 d, `envelope.signature`).
///
/// ``EnvelopeStage`` is the hook verifiers plug into; ``KeyVerifier`` below is the one this build
/// has, Ed25519 and ES256 over the platform crypto of docs/CONTRACT.md §6.
protocol SignatureVerifier: Sendable {
    /// Whether `signature` (decoded from base64) is valid over `message`, the raw payload bytes
    /// (decoded from base64, the ciphertext when `enc` is present).
    func verify(signature: [UInt8], over message: [UInt8]) -> Bool
}

/// The ``SignatureVerifier`` of one algorithm over a profile's keys for it (docs/CONTRACT.md §6 d):
/// a signature verifies when any of the keys verifies it, so a client can list an old and a
/// new key while it rotates.
struct KeyVerifier: SignatureVerifier {
    /// `ed25519` or `es256`.
    let algorithm: String
    /// The raw public keys (checked by ``EnvelopeKey/init(algorithm:bytes:)``).
    let publicKeys: [[UInt8]]

    /// Ed25519 (RFC 8032) or ES256 (raw `r‖s`, RFC 7518 §3.4) with the platform's crypto.
    func verify(signature: [UInt8], over message: [UInt8]) -> Bool {
        publicKeys.contains { key in
            algorithm == EnvelopeKey.es256
                ? ES256.isValidSignature(signature, of: message, publicKey: key)
                : Ed25519.isValidSignature(signature, of: message, publicKey: key)
        }
    }
}
