/// A background gradient (SCHEMA.md "WidgetLayout").
public struct Gradient: Sendable {
    /// The colours, in order (lossy: a bad colour is dropped alone).
    public let colors: [ColorData]
    /// The angle in degrees.
    public let angle: Double?
}
