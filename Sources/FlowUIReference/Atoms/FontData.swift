/// A font (SCHEMA.md "Atoms"). Every member optional.
package struct FontData: Sendable {
    /// Size in points (scaled by Dynamic Type on the client).
    package let size: Double?
    /// `regular`, `medium`, `semibold`, `bold`, `heavy`, `light`, or a newer value, kept as received.
    package let weight: String?
    /// A typography token.
    package let token: String?
}
