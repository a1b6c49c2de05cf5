/// An image (SCHEMA.md "Atoms"): `"https://…"` is `{"url": "https://…"}`.
public struct ImageData: Sendable {
    /// Where the image is (required; not checked as a URL, the image loader decides).
    public let url: String
    /// Width over height, reserved before loading.
    public let aspectRatio: Double?
    /// `fill`, `fit`, or a newer value, kept as received.
    public let scaleMode: String?
    /// Corner radii, four corners.
    public let cornerRadius: CornerRadii?
    /// The colour shown while loading.
    public let placeholderColor: ColorData?
    /// Whether a shimmer shows while loading.
    public let shimmer: Bool?
    /// The VoiceOver label; without one the image is decorative.
    public let alt: String?
}
