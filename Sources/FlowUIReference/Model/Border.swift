/// A border (SCHEMA.md "WidgetLayout"). Every member optional.
package struct Border: Sendable {
    /// Line width in points.
    package let width: Double?
    /// Line colour.
    package let color: ColorData?
    /// Dash length in points.
    package let dashWidth: Double?
    /// Gap between dashes in points.
    package let dashGap: Double?
}
