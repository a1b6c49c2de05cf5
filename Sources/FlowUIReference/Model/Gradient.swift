/// A background gradient (SCHEMA.md "WidgetLayout").
package struct Gradient: Sendable {
    /// The colours, in order (lossy: a bad colour is dropped alone).
    package let colors: [ColorData]
    /// The angle in degrees.
    package let angle: Double?
}
