import Foundation

/// Step (d) of CONTRACT §6 for an envelope whose major and shape passed (steps a–c run in
/// ``Validator``): the algorithm, the signature, decryption; then it hands back the payload
/// bytes for step (e), layers 1–4 as a payload under `/payload`.
///
/// Fail-closed (seed: the client verifies BEFORE trusting the payload): an algorithm with no
/// verifier is `envelope.alg`, an `enc` this build cannot open is `envelope.decrypt`. This
/// build has no verifier, so every well-shaped envelope is refused `envelope.alg` and
/// ``capabilities`` does not claim `envelope`; the crypto issue registers verifiers here.
struct EnvelopeStage: Sendable {
    /// Verifiers by `alg` value.
    let verifiers: [String: any SignatureVerifier]

    /// A stage with the given verifiers (none by default: this build verifies nothing).
    init(verifiers: [String: any SignatureVerifier] = [:]) {
        self.verifiers = verifiers
    }

    /// CONTRACT §3 capabilities this stage supports: `envelope` once any algorithm verifies.
    var capabilities: [String] { verifiers.isEmpty ? [] : ["envelope"] }

    /// What step (d) decided.
    enum Outcome: Sendable {
        /// A layer-2 client rule refused the envelope.
        case refused(Violation)
        /// Verified (and decrypted): the raw payload bytes for step (e).
        case payload([UInt8])
    }

    /// Runs step (d) on a well-shaped envelope.
    func open(_ document: JSONDocument) -> Outcome {
        let root = document.root
        let algorithm = document.member(root, named: "alg").map { document.string($0) } ?? ""
        guard let verifier = verifiers[algorithm] else {
            return .refused(Violation(layer: 2, rule: "envelope.alg", path: "/alg",
                message: "this client cannot verify \"\(algorithm)\" signatures (no verifier for "
                    + "it in this build; CONTRACT §6 d), so it does not accept the envelope"))
        }
        guard let payload = decodeBase64(document, "payload"), let signature = decodeBase64(document, "signature"),
            verifier.verify(signature: signature, over: payload)
        else {
            return .refused(Violation(layer: 2, rule: "envelope.signature", path: "/signature",
                message: "the signature does not verify over the raw payload bytes with the "
                    + "profile's \(algorithm) key (CONTRACT §6 d)"))
        }
        if document.member(root, named: "enc") != nil {
            return .refused(Violation(layer: 2, rule: "envelope.decrypt", path: "/payload",
                message: "this build cannot decrypt hybrid-x25519-aesgcm payloads (CONTRACT §6 d)"))
        }
        return .payload(payload)
    }

    /// The bytes of the base64 member `name` (RFC 4648 §4, padded), or `nil`.
    private func decodeBase64(_ document: JSONDocument, _ name: StaticString) -> [UInt8]? {
        guard let member = document.member(document.root, named: name),
            let data = Data(base64Encoded: document.string(member))
        else { return nil }
        return [UInt8](data)
    }
}
