/// A decoded page (docs/CONTRACT.md §8 "Answer", page; SCHEMA.md "The envelope").
public struct FlowPage: Sendable {
    /// Its id, or `nil` (a page without one still decodes).
    public let id: String?
    /// The navigation bar.
    public let nav: NavModel?
    /// The header strip.
    public internal(set) var header: WidgetStrip?
    /// The sections (lossy).
    public internal(set) var sections: [FlowSection]
    /// The footer strip.
    public internal(set) var footer: WidgetStrip?
    /// Pagination.
    public let pagination: Pagination?
    /// Refresh behaviour.
    public let refresh: Refresh?
}
