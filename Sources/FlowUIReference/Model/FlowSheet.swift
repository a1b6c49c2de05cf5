/// A decoded bottom sheet (SCHEMA.md "Bottom sheets"): an id space of its own.
public struct FlowSheet: Sendable {
    /// Its id, or `nil`.
    public let id: String?
    /// Its presentation.
    public let config: SheetConfig?
    /// The header strip.
    public internal(set) var header: WidgetStrip?
    /// The sections (lossy).
    public internal(set) var sections: [FlowSection]
    /// The footer strip.
    public internal(set) var footer: WidgetStrip?
}
