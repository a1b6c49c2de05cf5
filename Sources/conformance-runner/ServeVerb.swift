import MurtiReferenceService
import OptionTable

/// `serve`: the reference validator over protocol v1 on stdin/stdout (docs/CONTRACT.md §5).
enum ServeVerb: VerbHandler {
    /// `serve`'s switches.
    struct Options: ParsableOptions {
        @Option(.toggle(
            "--schema-only", "answer as a JSON Schema engine: layer 1 plus murti.schema.json (schemaOnly: true, "
                + "layers [1,2]; docs/DECISIONS.md 15)"))
        var schemaOnly: Bool
        @Option(.toggle(
            "--all-violations", "add `violations: [{layer, rule, path, message}]` to each answer: every rule the "
                + "document breaks (used by lint)"))
        var allViolations: Bool
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        let service = ReferenceService(schemaOnly: options.schemaOnly, allViolations: options.allViolations)
        return service.serve() == 0 ? .success : .failure
    }
}
