import MurtiConformance
import MurtiReferenceService
import OptionTable

/// `sign --key FILE [--alg A] [--encrypt-to FILE] PAYLOAD.json`: the signed envelope of a
/// payload on stdout (docs/CONTRACT.md §6; docs/ENVELOPE.md), for contributors writing fixtures.
enum SignVerb: VerbHandler {
    /// `sign`'s flags; `--key` is required.
    struct Options: ParsableOptions {
        @Option(.text(
            "--key", "FILE", "a key file {\"alg\", \"privateKey\", \"publicKey\"} (docs/ENVELOPE.md); corpus/keys/ "
                + "holds TEST-ONLY keys, never for production"))
        var key: String?
        @Option(.choice("--alg", "refuse a key file of another alg")) var algorithm: EnvelopeSigning.Algorithm?
        @Option(.text(
            "--encrypt-to", "FILE", "encrypt first (enc: hybrid-x25519-aesgcm, HPKE base mode) to the public key of "
                + "this hybrid-x25519-aesgcm key file"))
        var encryptTo: String?
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        let payload = try arguments.onePositional("PAYLOAD.json")
        guard let key = options.key else { throw OptionError.missingValue(command: "sign", flag: options.$key.name) }
        let recipient = options.encryptTo
        let envelope: EnvelopeSigning.Envelope
        do {
            envelope = try EnvelopeSigning.envelope(
                payload: [UInt8](try Workspace.bytes(of: payload)), keyFile: [UInt8](try Workspace.bytes(of: key)),
                algorithm: options.algorithm, recipientKeyFile: try recipient.map { [UInt8](try Workspace.bytes(of: $0)) })
        } catch let error as EnvelopeSigning.Failure {
            throw PipelineError.unreadable(file: error.isRecipients ? recipient ?? "" : key, reason: error.description, fix: error.fix)
        }
        Console.out(envelope.json)
        return .success
    }
}
