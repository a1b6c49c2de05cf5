import MurtiProtocol

/// The output formats of `run --format` (docs/CONTRACT.md §5; `docs/REPORTS.md` describes each).
package enum ReportFormat: String, CaseIterable, Sendable {
    /// One line per non-passing fixture, per-layer counts, and the final
    /// `N passed, N failed, N errored, N skipped` line CI systems read.
    case text
    /// ``RunReport`` as JSON (sorted keys, pretty), per `docs/report.schema.json`.
    case json
    /// JUnit XML (the Jenkins JUnit schema): one `<testsuite>` per layer, one `<testcase>` per fixture.
    case junit
    /// A Markdown certification summary.
    case markdown
    /// A shields.io endpoint badge (`{"schemaVersion":1,"label":…,"message":…,"color":…}`).
    case badge
}
