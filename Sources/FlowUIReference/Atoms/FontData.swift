/// A font (SCHEMA.md "Atoms"). Every member optional.
public struct FontData: Sendable {
    /// Size in points (scaled by Dynamic Type on the client).
    public let size: Double?
    /// `regular`, `medium`, `semibold`, `bold`, `heavy`, `light`, or a newer value, kept as received.
    public let weight: String?
    /// A typography token.
    public let token: String?
}
