/// A piece of text (SCHEMA.md "Atoms"): `"Hello"` is `{"text": "Hello"}`.
public struct TextData: Sendable {
    /// The text (required).
    public let text: String
    /// Its font.
    public let font: FontData?
    /// Its colour.
    public let color: ColorData?
    /// `leading`, `center`, `trailing`, or a newer value, kept as received.
    public let alignment: String?
    /// The most lines shown.
    public let maxLines: Int?
    /// Whether the text is Markdown.
    public let isMarkdown: Bool?
}
