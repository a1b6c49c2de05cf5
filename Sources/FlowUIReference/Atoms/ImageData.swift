/// An image (SCHEMA.md "Atoms"): `"https://…"` is `{"url": "https://…"}`.
package struct ImageData: Sendable {
    /// Where the image is (required; not checked as a URL, the image loader decides).
    package let url: String
    /// Width over height, reserved before loading.
    package let aspectRatio: Double?
    /// `fill`, `fit`, or a newer value, kept as received.
    package let scaleMode: String?
    /// Corner radii, four corners.
    package let cornerRadius: CornerRadii?
    /// The colour shown while loading.
    package let placeholderColor: ColorData?
    /// Whether a shimmer shows while loading.
    package let shimmer: Bool?
    /// The VoiceOver label; without one the image is decorative.
    package let alt: String?
}
