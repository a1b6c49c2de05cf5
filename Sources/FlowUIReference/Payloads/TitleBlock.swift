/// The `title_block` payload.
package struct TitleBlock: Sendable {
    /// Title (required).
    package let title: TextData
    /// Subtitle.
    package let subtitle: TextData?
}
