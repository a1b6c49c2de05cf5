/// How a pipeline starts the Swift reference validator: the command line of `serve`, which the
/// CLI passes in (its own executable), so that the judge reaches the reference only over
/// protocol v1 and never imports a validator.
package struct ReferenceCommand: Sendable, Equatable {
    /// `serve` without flags: all four layers.
    package var serve: [String]

    /// Wraps the `serve` command line, e.g. `["/path/conformance-runner", "serve"]`.
    package init(serve: [String]) {
        self.serve = serve
    }

    /// All four layers, each answer with every violation (`serve --all-violations`).
    package var allViolations: [String] { serve + ["--all-violations"] }

    /// The reference as a JSON Schema engine (`serve --schema-only`, docs/DECISIONS.md 15).
    package var schemaOnly: [String] { serve + ["--schema-only"] }
}
