import Foundation
import MurtiValidator

/// `sign` options.
struct SignOptions: Equatable {
    /// `--key FILE`: the signing key file.
    var key: String
    /// `--alg`: the algorithm the key file must have; `nil` takes the file's.
    var algorithm: String?
    /// `--encrypt-to FILE`: the recipient's `hybrid-x25519-aesgcm` key file.
    var encryptTo: String?
    /// The payload file.
    var payload: String
}

/// `sign --key FILE [--alg A] [--encrypt-to FILE] PAYLOAD.json`: the signed envelope of a
/// payload on stdout (CONTRACT §6; docs/ENVELOPE.md), for contributors writing fixtures.
struct SignVerb {
    /// The parsed flags.
    var options: SignOptions

    /// Writes the envelope; returns its exit code (0, or 2 for unreadable input).
    func run() throws(CLIError) -> ExitCode {
        let signer: EnvelopeSigner
        do {
            signer = try EnvelopeSigner(keyFile: try ProfileSource.bytes(of: options.key))
        } catch let error as CLIError {
            throw error
        } catch {
            throw .unreadable(file: options.key, reason: "\(error)", fix: "write a key file as docs/ENVELOPE.md describes")
        }
        if let wanted = options.algorithm, wanted != signer.algorithm {
            throw .unreadable(file: options.key, reason: "the key file's alg is \(signer.algorithm), not \(wanted)",
                              fix: "pass a \(wanted) key file, or leave out --alg")
        }
        var recipient: [UInt8]?
        if let path = options.encryptTo {
            do {
                recipient = try EnvelopeSigner.recipient(keyFile: try ProfileSource.bytes(of: path))
            } catch let error as CLIError {
                throw error
            } catch {
                throw .unreadable(file: path, reason: "\(error)",
                                  fix: "pass a hybrid-x25519-aesgcm key file (docs/ENVELOPE.md)")
            }
        }
        let payload = try ProfileSource.bytes(of: options.payload)
        do {
            FileHandle.standardOutput.write(Data(try signer.envelope(payload: payload, recipient: recipient).utf8))
        } catch {
            throw .unreadable(file: options.key, reason: error.description, fix: "check the key file")
        }
        return .success
    }
}
