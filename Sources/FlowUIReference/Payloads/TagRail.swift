/// The `tag_rail` payload.
package struct TagRail: Sendable {
    /// Tags (lossy).
    package let tags: [TagData]
}
