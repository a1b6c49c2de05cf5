/// A decoded bottom sheet (SCHEMA.md "Bottom sheets"): an id space of its own.
package struct FlowSheet: Sendable {
    /// Its id, or `nil`.
    package let id: String?
    /// Its presentation.
    package let config: SheetConfig?
    /// The header strip.
    package internal(set) var header: WidgetStrip?
    /// The sections (lossy).
    package internal(set) var sections: [FlowSection]
    /// The footer strip.
    package internal(set) var footer: WidgetStrip?
}
