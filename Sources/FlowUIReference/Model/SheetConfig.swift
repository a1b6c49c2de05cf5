/// How a sheet is presented (SCHEMA.md "Bottom sheets").
public struct SheetConfig: Sendable {
    /// The detents (lossy).
    public let detents: [Detent]
    /// Whether a grabber shows.
    public let grabber: Bool?
    /// Whether a swipe dismisses it.
    public let dismissible: Bool?
    /// The sheet's corner radius in points (one number: a sheet rounds its top corners alike).
    public let cornerRadius: Double?
}
