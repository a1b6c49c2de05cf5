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
