/// The `tag_rail` payload.
public struct TagRail: Sendable {
    /// Tags (lossy).
    public let tags: [TagData]
}
