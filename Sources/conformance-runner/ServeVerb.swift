/// `serve`: the reference validator over protocol v1 on stdin/stdout (CONTRACT §5).
struct ServeVerb {
    var options: ServeOptions

    func run() -> ExitCode {
        let status = ReferenceService(schemaOnly: options.schemaOnly, allViolations: options.allViolations).serve()
        return status == 0 ? .success : .failure
    }
}
