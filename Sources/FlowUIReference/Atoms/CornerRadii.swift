/// Four corner radii in points: `12` is 12 on every corner; an object names the corners it
/// sets, the others 0 (SCHEMA.md "WidgetLayout"; docs/FLOW-UI.md Decision 19).
package struct CornerRadii: Sendable, Equatable {
    /// Top-left corner (`top_left`).
    package let topLeft: Double
    /// Top-right corner (`top_right`).
    package let topRight: Double
    /// Bottom-left corner (`bottom_left`).
    package let bottomLeft: Double
    /// Bottom-right corner (`bottom_right`).
    package let bottomRight: Double
}
