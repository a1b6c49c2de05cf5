import MurtiValidator

/// `sign`: a payload into a signed (optionally encrypted) envelope, for contributors writing
/// envelope fixtures (docs/CONTRACT.md §6; docs/ENVELOPE.md).
public enum EnvelopeSigning {
    /// The algorithms a signing key file may have.
    public enum Algorithm: String, Sendable, CaseIterable {
        /// Ed25519.
        case ed25519
        /// ECDSA P-256 with SHA-256.
        case es256
    }

    /// Why no envelope was written.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// The signing key file is not a key file (docs/ENVELOPE.md); the reason.
        case keyFile(String)
        /// The key file's `alg` is `found`, not the one asked for.
        case algorithm(found: String, wanted: Algorithm)
        /// The recipient's file is not a `hybrid-x25519-aesgcm` key file; the reason.
        case recipient(String)
        /// Signing or encrypting failed; the reason.
        case signing(String)

        /// What went wrong.
        public var description: String {
            switch self {
            case .keyFile(let reason), .recipient(let reason), .signing(let reason): reason
            case .algorithm(let found, let wanted): "the key file's alg is \(found), not \(wanted.rawValue)"
            }
        }
    }

    /// The envelope of `payload`'s exact bytes, one line: signed with the key of `keyFile`
    /// (which must be of `algorithm` when given), encrypted first (HPKE base mode) to the public
    /// key of `recipientKeyFile` when given. The envelope's schemaVersion is the payload's.
    public static func envelope(
        payload: [UInt8], keyFile: [UInt8], algorithm: Algorithm?, recipientKeyFile: [UInt8]?
    ) throws(Failure) -> String {
        let signer: EnvelopeSigner
        do { signer = try EnvelopeSigner(keyFile: keyFile) } catch { throw .keyFile("\(error)") }
        if let algorithm, algorithm.rawValue != signer.algorithm {
            throw .algorithm(found: signer.algorithm, wanted: algorithm)
        }
        var recipient: [UInt8]?
        if let recipientKeyFile {
            do { recipient = try EnvelopeSigner.recipient(keyFile: recipientKeyFile) } catch { throw .recipient("\(error)") }
        }
        do { return try signer.envelope(payload: payload, recipient: recipient) } catch { throw .signing(error.description) }
    }
}
