import MurtiValidator

/// `sign`: a payload into a signed (optionally encrypted) envelope, for contributors writing
/// envelope fixtures (docs/CONTRACT.md §6; docs/ENVELOPE.md).
package enum EnvelopeSigning {
    /// The algorithms a signing key file may have.
    package enum Algorithm: String, Sendable, CaseIterable {
        /// Ed25519.
        case ed25519
        /// ECDSA P-256 with SHA-256.
        case es256
    }

    /// Why no envelope was written.
    package enum Failure: Error, Sendable, CustomStringConvertible {
        /// The signing key file is not a key file (docs/ENVELOPE.md); the reason.
        case keyFile(String)
        /// The key file's `alg` is `found`, not the one asked for.
        case algorithm(found: String, wanted: Algorithm)
        /// The recipient's file is not a `hybrid-x25519-aesgcm` key file; the reason.
        case recipient(String)
        /// Signing or encrypting failed; the reason.
        case signing(String)

        /// What went wrong.
        package var description: String {
            switch self {
            case .keyFile(let reason), .recipient(let reason), .signing(let reason): reason
            case .algorithm(let found, let wanted): "the key file's alg is \(found), not \(wanted.rawValue)"
            }
        }

        /// Whether the failure is the recipient's key file's (`--encrypt-to`), not the signing one's.
        package var isRecipients: Bool {
            if case .recipient = self { true } else { false }
        }

        /// What to do about it (docs/ENVELOPE.md "Key files").
        package var fix: String {
            switch self {
            case .keyFile: "write a key file as docs/ENVELOPE.md describes"
            case .algorithm(_, let wanted): "pass a \(wanted.rawValue) key file, or leave out --alg"
            case .recipient: "pass a hybrid-x25519-aesgcm key file (docs/ENVELOPE.md)"
            case .signing: "check the key file"
            }
        }
    }

    /// A signed envelope: what `sign` writes.
    package struct Envelope: Sendable, Equatable {
        /// The signing key's algorithm.
        package var algorithm: Algorithm
        /// Whether the payload was encrypted first (`enc: hybrid-x25519-aesgcm`).
        package var encrypted: Bool
        /// The envelope's JSON text, one line ending in `\n` (docs/ENVELOPE.md).
        package var json: String
    }

    /// The envelope of `payload`'s exact bytes, one line: signed with the key of `keyFile`
    /// (which must be of `algorithm` when given), encrypted first (HPKE base mode) to the public
    /// key of `recipientKeyFile` when given. The envelope's schemaVersion is the payload's.
    /// Throws ``Failure``: which key file is wrong, or why signing failed.
    package static func envelope(
        payload: [UInt8], keyFile: [UInt8], algorithm wanted: Algorithm?, recipientKeyFile: [UInt8]?
    ) throws(Failure) -> Envelope {
        let signer: EnvelopeSigner
        do { signer = try EnvelopeSigner(keyFile: keyFile) } catch { throw .keyFile("\(error)") }
        guard let algorithm = Algorithm(rawValue: signer.algorithm) else {
            throw .keyFile("a signing key is ed25519 or es256, not \(signer.algorithm)")
        }
        if let wanted, wanted != algorithm {
            throw .algorithm(found: signer.algorithm, wanted: wanted)
        }
        var recipient: [UInt8]?
        if let recipientKeyFile {
            do { recipient = try EnvelopeSigner.recipient(keyFile: recipientKeyFile) } catch { throw .recipient("\(error)") }
        }
        do {
            return Envelope(algorithm: algorithm, encrypted: recipient != nil,
                            json: try signer.envelope(payload: payload, recipient: recipient))
        } catch {
            throw .signing(error.description)
        }
    }
}
