/// A section that survived decoding (docs/CONTRACT.md §8 "Answer", section).
package struct FlowSection: Sendable {
    /// Its JSON Pointer in the input.
    package var src: String { place.pointer }
    /// Where it is: its `src`, spelt when written.
    let place: Place
    /// Its id, or `nil` (section ids are not renamed: docs/FLOW-UI.md Decision 16).
    package let id: String?
    /// Its layout, defaults applied.
    package let layout: SectionLayout
    /// Its header widget.
    package internal(set) var header: FlowWidget?
    /// Its widgets (lossy).
    package internal(set) var widgets: [FlowWidget]
}

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

/// A section's arrangement (SCHEMA.md "Sections": unknown strings fall back to vertical).
package enum Arrangement: String, Sendable, CaseIterable {
    /// One widget under another.
    case vertical
    /// A horizontal scroller.
    case carousel
    /// Columns.
    case grid
}
