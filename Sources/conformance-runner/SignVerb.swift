import MurtiConformance
import MurtiReferenceService
import OptionTable

/// `sign --key FILE [--alg A] [--encrypt-to FILE] PAYLOAD.json`: the signed envelope of a
/// payload on stdout (docs/CONTRACT.md §6; docs/ENVELOPE.md), for contributors writing fixtures.
enum SignVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let payload = try arguments.onePositional("PAYLOAD.json")
        guard let key = try arguments.value(Flags.key) else { throw OptionError.missingValue(command: "sign", flag: Flags.key.name) }
        let recipient = try arguments.value(Flags.encryptTo)
        do {
            Console.out(try EnvelopeSigning.envelope(
                payload: [UInt8](try Workspace.bytes(of: payload)), keyFile: [UInt8](try Workspace.bytes(of: key)),
                algorithm: try arguments.value(Flags.algorithm),
                recipientKeyFile: try recipient.map { [UInt8](try Workspace.bytes(of: $0)) }))
        } catch let error as EnvelopeSigning.Failure {
            switch error {
            case .keyFile(let reason):
                throw PipelineError.unreadable(file: key, reason: reason, fix: "write a key file as docs/ENVELOPE.md describes")
            case .algorithm(_, let wanted):
                throw PipelineError.unreadable(file: key, reason: error.description, fix: "pass a \(wanted.rawValue) key file, or leave out --alg")
            case .recipient(let reason):
                throw PipelineError.unreadable(
                    file: recipient ?? "", reason: reason, fix: "pass a hybrid-x25519-aesgcm key file (docs/ENVELOPE.md)")
            case .signing(let reason):
                throw PipelineError.unreadable(file: key, reason: reason, fix: "check the key file")
            }
        }
        return .success
    }
}
