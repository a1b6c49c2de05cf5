/// A separator (SCHEMA.md "Atoms"); also the whole payload of the `separator` widget. Every
/// member optional.
package struct SeparatorData: Sendable {
    /// `line`, `dashed`, `space`, or a newer value, kept as received.
    package let style: String?
    /// Its colour.
    package let color: ColorData?
    /// Thickness in points.
    package let thickness: Double?
    /// Insets, four sides.
    package let insets: Insets?
}
