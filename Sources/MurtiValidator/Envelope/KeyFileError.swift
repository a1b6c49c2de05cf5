/// Why a key file for ``EnvelopeSigner`` was refused (docs/ENVELOPE.md "Key files").
/// Every case names the RFC 6901 JSON Pointer of the offending value inside the file.
package enum KeyFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not a JSON object under layer 1's rules; `error` says why.
    case notJSON(DecodeError)
    /// The member at `pointer` is missing, of the wrong type or has an unusable value.
    case invalidValue(pointer: String, reason: String)
    /// The member at `pointer` is not part of a key file.
    case unknownMember(pointer: String)
    /// The key's bytes were refused by the platform's crypto.
    case key(CryptoError)

    /// What is wrong and where.
    package var description: String {
        switch self {
        case .notJSON(let error):
            "key file: not a JSON object: \(error.description)"
        case .invalidValue(let pointer, let reason):
            "key file: the value at \"\(pointer)\" is invalid: \(reason)"
        case .unknownMember(let pointer):
            "key file: unknown member at \"\(pointer)\" (a key file has alg, privateKey, publicKey, comment)"
        case .key(let error):
            "key file: \(error.description)"
        }
    }
}
