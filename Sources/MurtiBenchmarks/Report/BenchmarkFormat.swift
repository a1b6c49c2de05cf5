/// The output formats of `bench --format` (docs/PERFORMANCE.md).
package enum BenchmarkFormat: String, Sendable, CaseIterable {
    /// Aligned text tables.
    case text
    /// The README's Markdown tables.
    case markdown
    /// The report as JSON (sorted keys, pretty).
    case json
}
