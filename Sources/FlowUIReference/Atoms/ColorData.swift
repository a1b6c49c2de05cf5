/// A colour (SCHEMA.md "Atoms"): `"#4F8CFF"` is `{"hex": "#4F8CFF"}`. Every member optional.
public struct ColorData: Sendable {
    /// `#RRGGBB` or `#AARRGGBB` (alpha first), kept as received.
    public let hex: String?
    /// The colour in dark appearance.
    public let darkHex: String?
    /// A design-system token, which wins when the host's theme knows it.
    public let token: String?
    /// Opacity.
    public let alpha: Double?
}
