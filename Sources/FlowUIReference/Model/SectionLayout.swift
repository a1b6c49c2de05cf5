/// How a section lays out its widgets (SCHEMA.md "Sections"), every member defaulted
/// (docs/CONTRACT.md §8 rule 1).
package struct SectionLayout: Sendable, Equatable {
    /// Vertical, carousel or grid; any other value is vertical.
    package let arrangement: Arrangement
    /// Grid columns, at least 1; default 2.
    package let columns: Int
    /// Points between widgets; default 0.
    package let itemSpacing: Double
    /// Insets, four sides; default 0.
    package let insets: Insets

    /// The layout of a section that gives none.
    package static let `default` = SectionLayout(arrangement: .vertical, columns: 2, itemSpacing: 0, insets: .zero)
}
