import JSONKit

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

/// The navigation bar (SCHEMA.md "The envelope", `nav`). Every member optional.
package struct NavModel: Sendable {
    /// Title.
    package let title: TextData?
    /// Subtitle.
    package let subtitle: TextData?
    /// Background colour.
    package let bgColor: ColorData?
    /// The button on the left.
    package let leftButton: ButtonData?
    /// The buttons on the right (lossy).
    package let rightButtons: [ButtonData]
}

/// Pagination (SCHEMA.md "The envelope").
package struct Pagination: Sendable {
    /// Whether another page follows; default false.
    package let hasMore: Bool
    /// Opaque, sent back untouched with the next page request; as received.
    package let postback: OrderedJSONValue?
}

/// Refresh behaviour (SCHEMA.md "The envelope").
package struct Refresh: Sendable {
    /// Whether pull to refresh is on; default true.
    package let pullToRefresh: Bool
}
