/// A decoded page (docs/CONTRACT.md §8 "Answer", page; SCHEMA.md "The envelope").
package struct FlowPage: Sendable {
    /// Its id, or `nil` (a page without one still decodes).
    package let id: String?
    /// The navigation bar.
    package let nav: NavModel?
    /// The header strip.
    package internal(set) var header: WidgetStrip?
    /// The sections (lossy).
    package internal(set) var sections: [FlowSection]
    /// The footer strip.
    package internal(set) var footer: WidgetStrip?
    /// Pagination.
    package let pagination: Pagination?
    /// Refresh behaviour.
    package let refresh: Refresh?
}
