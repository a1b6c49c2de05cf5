/// `serve`: the reference validator over protocol v1 on stdin/stdout (CONTRACT §5).
struct ServeVerb {
    /// The parsed flags.
    var options: ServeOptions

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() -> ExitCode {
        let status = ReferenceService(schemaOnly: options.schemaOnly, allViolations: options.allViolations).serve()
        return status == 0 ? .success : .failure
    }
}
