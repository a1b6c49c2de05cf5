/// Four corner radii in points: `12` is 12 on every corner; an object names the corners it
/// sets, the others 0 (SCHEMA.md "WidgetLayout"; docs/FLOW-UI.md Decision 19).
public struct CornerRadii: Sendable, Equatable {
    /// Top-left corner (`top_left`).
    public let topLeft: Double
    /// Top-right corner (`top_right`).
    public let topRight: Double
    /// Bottom-left corner (`bottom_left`).
    public let bottomLeft: Double
    /// Bottom-right corner (`bottom_right`).
    public let bottomRight: Double
}
