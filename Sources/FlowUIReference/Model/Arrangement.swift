/// A section's arrangement (SCHEMA.md "Sections": unknown strings fall back to vertical).
package enum Arrangement: String, Sendable, CaseIterable {
    /// One widget under another.
    case vertical
    /// A horizontal scroller.
    case carousel
    /// Columns.
    case grid
}
