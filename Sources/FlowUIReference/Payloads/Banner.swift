/// The `banner` payload.
public struct Banner: Sendable {
    /// Image (required: a banner is its image).
    public let image: ImageData
    /// Title.
    public let title: TextData?
    /// Subtitle.
    public let subtitle: TextData?
}
