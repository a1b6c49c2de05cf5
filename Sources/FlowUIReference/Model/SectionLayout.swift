/// How a section lays out its widgets (SCHEMA.md "Sections"), every member defaulted
/// (docs/CONTRACT.md §8 rule 1).
public struct SectionLayout: Sendable, Equatable {
    /// Vertical, carousel or grid; any other value is vertical.
    public let arrangement: Arrangement
    /// Grid columns, at least 1; default 2.
    public let columns: Int
    /// Points between widgets; default 0.
    public let itemSpacing: Double
    /// Insets, four sides; default 0.
    public let insets: Insets

    /// The layout of a section that gives none.
    public static let `default` = SectionLayout(arrangement: .vertical, columns: 2, itemSpacing: 0, insets: .zero)
}
