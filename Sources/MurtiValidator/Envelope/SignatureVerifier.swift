/// Verifies the envelope signatures of one algorithm with the client's keys
/// (docs/CONTRACT.md §6 d, `envelope.signature`).
///
/// This build compiles in no implementation: Ed25519 and ES256 arrive with the platform crypto
/// of docs/CONTRACT.md §6. ``EnvelopeStage`` is the hook they plug into.
protocol SignatureVerifier: Sendable {
    /// Whether `signature` (decoded from base64) is valid over `message`, the raw payload bytes
    /// (decoded from base64, the ciphertext when `enc` is present).
    func verify(signature: [UInt8], over message: [UInt8]) -> Bool
}
