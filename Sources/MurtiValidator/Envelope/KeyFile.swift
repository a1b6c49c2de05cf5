/// A key file (docs/ENVELOPE.md "Key files"): `{"alg": "ed25519" | "es256" |
/// "hybrid-x25519-aesgcm", "privateKey": "<base64>", "publicKey": "<base64>", "comment": "…"}`
/// with the raw encodings of the profile's `keys` (docs/CONTRACT.md §6): Ed25519 a 32-byte seed and a
/// 32-byte public key, ES256 a 32-byte big-endian scalar and a 65-byte uncompressed point,
/// the hybrid key a 32-byte X25519 private and public key. A public key that can be computed
/// from the private one (Ed25519, X25519) may be left out; ES256 needs both.
struct KeyFile: Sendable {
    /// `ed25519`, `es256` or `hybrid-x25519-aesgcm`.
    let algorithm: String
    /// The raw private key, when the file has one.
    let privateKey: [UInt8]?
    /// The raw public key (computed when left out and computable).
    let publicKey: [UInt8]

    /// Reads and checks a key file's bytes.
    init(json: [UInt8]) throws(KeyFileError) {
        let document: JSONDocument
        do throws(DecodeError) {
            document = try StrictJSONDecoder.decode(json, maxNesting: 8, maxDocumentBytes: 1 << 16)
        } catch {
            throw .notJSON(error)
        }
        var texts: [String: String] = [:]
        for (name, value) in document.members(document.root) {
            let key = document.string(name)
            let pointer = "/" + JSONPointer.escape(key)
            guard ["alg", "privateKey", "publicKey", "comment"].contains(key) else { throw .unknownMember(pointer: pointer) }
            guard document.kind(value) == .string else { throw .invalidValue(pointer: pointer, reason: "not a string") }
            texts[key] = document.string(value)
        }
        guard let algorithm = texts["alg"], [EnvelopeKey.ed25519, EnvelopeKey.es256, EnvelopeKey.hybrid].contains(algorithm)
        else { throw .invalidValue(pointer: "/alg", reason: "alg must be ed25519, es256 or hybrid-x25519-aesgcm") }
        let privateKey = try Self.bytes(texts["privateKey"], "/privateKey")
        var publicKey = try Self.bytes(texts["publicKey"], "/publicKey")
        if let privateKey, algorithm != EnvelopeKey.es256 {
            let computed: [UInt8]
            do throws(CryptoError) {
                computed = algorithm == EnvelopeKey.ed25519
                    ? try Ed25519.publicKey(seed: privateKey) : try X25519.publicKey(privateKey: privateKey)
            } catch {
                throw .key(error)
            }
            if let publicKey, publicKey != computed {
                throw .invalidValue(pointer: "/publicKey", reason: "it is not the public key of privateKey")
            }
            publicKey = computed
        }
        guard let publicKey else {
            throw .invalidValue(pointer: "/publicKey", reason: "missing (an es256 key file needs both keys)")
        }
        if algorithm != EnvelopeKey.hybrid {
            do throws(CryptoError) { _ = try EnvelopeKey(algorithm: algorithm, bytes: publicKey) } catch { throw .key(error) }
        }
        self.publicKey = publicKey
        self.algorithm = algorithm
        self.privateKey = privateKey
    }

    /// The strict base64 bytes of an optional member.
    private static func bytes(_ text: String?, _ pointer: String) throws(KeyFileError) -> [UInt8]? {
        guard let text else { return nil }
        guard let bytes = StrictBase64.decode(text.utf8) else {
            throw .invalidValue(pointer: pointer, reason: "not canonical base64 (RFC 4648 §4)")
        }
        return bytes
    }
}
