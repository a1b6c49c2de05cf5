/// A header or footer strip of widgets (SCHEMA.md "The envelope").
package struct WidgetStrip: Sendable {
    /// Pinned outside the scroll area; default true.
    package let sticky: Bool
    /// Its widgets (lossy).
    package internal(set) var widgets: [FlowWidget]
}
