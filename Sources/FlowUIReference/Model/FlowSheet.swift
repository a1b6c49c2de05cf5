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

/// How a sheet is presented (SCHEMA.md "Bottom sheets").
package struct SheetConfig: Sendable {
    /// The detents (lossy).
    package let detents: [Detent]
    /// Whether a grabber shows.
    package let grabber: Bool?
    /// Whether a swipe dismisses it.
    package let dismissible: Bool?
    /// The sheet's corner radius in points (one number: a sheet rounds its top corners alike).
    package let cornerRadius: Double?
}

/// A sheet detent: a name (`medium`, `large`, or a newer one, kept as received) or a height
/// fraction.
package enum Detent: Sendable, Equatable {
    /// A named detent.
    case named(String)
    /// A share of the screen's height.
    case fraction(Double)
}
