/// The `image_text_card` payload.
package struct ImageTextCard: Sendable {
    /// Image.
    package let image: ImageData?
    /// Title (required).
    package let title: TextData
    /// Subtitle.
    package let subtitle: TextData?
    /// Tags (lossy).
    package let tags: [TagData]
    /// The icon at the trailing edge.
    package let trailingIcon: IconData?
}
