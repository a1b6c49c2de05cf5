import MurtiReferenceService
import OptionTable

/// `serve`: the reference validator over protocol v1 on stdin/stdout (docs/CONTRACT.md §5).
enum ServeVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        let service = ReferenceService(schemaOnly: arguments.isSet(Flags.schemaOnly), allViolations: arguments.isSet(Flags.allViolations))
        return service.serve() == 0 ? .success : .failure
    }
}
