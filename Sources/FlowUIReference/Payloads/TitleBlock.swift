/// The `title_block` payload.
public struct TitleBlock: Sendable {
    /// Title (required).
    public let title: TextData
    /// Subtitle.
    public let subtitle: TextData?
}
