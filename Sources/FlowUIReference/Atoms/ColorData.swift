/// A colour (SCHEMA.md "Atoms"): `"#4F8CFF"` is `{"hex": "#4F8CFF"}`. Every member optional.
package struct ColorData: Sendable {
    /// `#RRGGBB` or `#AARRGGBB` (alpha first), kept as received.
    package let hex: String?
    /// The colour in dark appearance.
    package let darkHex: String?
    /// A design-system token, which wins when the host's theme knows it.
    package let token: String?
    /// Opacity.
    package let alpha: Double?
}
