/// The `image_text_card` payload.
public struct ImageTextCard: Sendable {
    /// Image.
    public let image: ImageData?
    /// Title (required).
    public let title: TextData
    /// Subtitle.
    public let subtitle: TextData?
    /// Tags (lossy).
    public let tags: [TagData]
    /// The icon at the trailing edge.
    public let trailingIcon: IconData?
}
