import Foundation

/// `lint`: corpus integrity, each problem with the file and the fix (docs/CONTRACT.md §2, §5),
/// the reference (the CLI's `serve`) proving each fixture's expectation over protocol v1, by the
/// rules of the corpus's contract (``ConformanceContract/lint(_:shouldStop:)``).
package struct LintRun: Sendable {
    /// The corpus and the paths around it.
    package var workspace: Workspace
    /// The reference's `serve`.
    package var reference: ReferenceCommand
    /// `--schema FILE`: the schema whose keywords are rule ids; `nil`: beside the corpus.
    package var schema: String?
    /// Reference processes in parallel.
    package var jobs = ConformanceRun.defaultJobs

    /// Creates a lint of `workspace`.
    package init(workspace: Workspace, reference: ReferenceCommand) {
        self.workspace = workspace
        self.reference = reference
    }

    /// Lints the corpus. Throws ``PipelineError`` when lint cannot do its job: the schema or
    /// expectations.json unreadable as a whole, or the pinned engine missing (the environment,
    /// exit 2, not a problem of the corpus).
    package func run(shouldStop: @escaping @Sendable () -> Bool = { false }) throws(PipelineError) -> LintReport {
        try workspace.contract.lint(self, shouldStop: shouldStop)
    }
}
