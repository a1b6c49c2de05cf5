/// A header or footer strip of widgets (SCHEMA.md "The envelope").
public struct WidgetStrip: Sendable {
    /// Pinned outside the scroll area; default true.
    public let sticky: Bool
    /// Its widgets (lossy).
    public internal(set) var widgets: [FlowWidget]
}
