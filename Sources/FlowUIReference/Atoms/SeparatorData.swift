/// A separator (SCHEMA.md "Atoms"); also the whole payload of the `separator` widget. Every
/// member optional.
public struct SeparatorData: Sendable {
    /// `line`, `dashed`, `space`, or a newer value, kept as received.
    public let style: String?
    /// Its colour.
    public let color: ColorData?
    /// Thickness in points.
    public let thickness: Double?
    /// Insets, four sides.
    public let insets: Insets?
}
