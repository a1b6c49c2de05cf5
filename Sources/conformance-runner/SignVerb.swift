import MurtiConformance
import MurtiReferenceService

/// `sign --key FILE [--alg A] [--encrypt-to FILE] PAYLOAD.json`: the signed envelope of a
/// payload on stdout (docs/CONTRACT.md §6; docs/ENVELOPE.md), for contributors writing fixtures.
enum SignVerb {
    static func run(_ arguments: Arguments) throws(CLIError) -> ExitCode {
        let payload = try arguments.onePositional("PAYLOAD.json")
        guard let key = try arguments.value(Flags.key) else { throw .missingValue(verb: .sign, flag: Flags.key.name) }
        let recipient = try arguments.value(Flags.encryptTo)
        let algorithm = try arguments.value(Flags.algorithm)
        let envelope = try pipeline { () throws(PipelineError) in
            let keyBytes = [UInt8](try Workspace.bytes(of: key))
            let recipientBytes = try recipient.map { path throws(PipelineError) in [UInt8](try Workspace.bytes(of: path)) }
            let payloadBytes = [UInt8](try Workspace.bytes(of: payload))
            do throws(EnvelopeSigning.Failure) {
                return try EnvelopeSigning.envelope(
                    payload: payloadBytes, keyFile: keyBytes, algorithm: algorithm,
                    recipientKeyFile: recipientBytes)
            } catch {
                switch error {
                case .keyFile(let reason):
                    throw .unreadable(file: key, reason: reason, fix: "write a key file as docs/ENVELOPE.md describes")
                case .algorithm(_, let wanted):
                    throw .unreadable(file: key, reason: error.description, fix: "pass a \(wanted.rawValue) key file, or leave out --alg")
                case .recipient(let reason):
                    throw .unreadable(file: recipient ?? "", reason: reason, fix: "pass a hybrid-x25519-aesgcm key file (docs/ENVELOPE.md)")
                case .signing(let reason):
                    throw .unreadable(file: key, reason: reason, fix: "check the key file")
                }
            }
        }
        Console.out(envelope)
        return .success
    }
}
