/// A border (SCHEMA.md "WidgetLayout"). Every member optional.
public struct Border: Sendable {
    /// Line width in points.
    public let width: Double?
    /// Line colour.
    public let color: ColorData?
    /// Dash length in points.
    public let dashWidth: Double?
    /// Gap between dashes in points.
    public let dashGap: Double?
}
