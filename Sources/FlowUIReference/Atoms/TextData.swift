/// A piece of text (SCHEMA.md "Atoms"): `"Hello"` is `{"text": "Hello"}`.
package struct TextData: Sendable {
    /// The text (required).
    package let text: String
    /// Its font.
    package let font: FontData?
    /// Its colour.
    package let color: ColorData?
    /// `leading`, `center`, `trailing`, or a newer value, kept as received.
    package let alignment: String?
    /// The most lines shown.
    package let maxLines: Int?
    /// Whether the text is Markdown.
    package let isMarkdown: Bool?
}
