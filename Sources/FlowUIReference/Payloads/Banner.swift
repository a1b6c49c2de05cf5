/// The `banner` payload.
package struct Banner: Sendable {
    /// Image (required: a banner is its image).
    package let image: ImageData
    /// Title.
    package let title: TextData?
    /// Subtitle.
    package let subtitle: TextData?
}
