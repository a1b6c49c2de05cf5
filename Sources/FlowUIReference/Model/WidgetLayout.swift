/// A widget's chrome (SCHEMA.md "WidgetLayout"), applied around the widget's view. Every
/// member optional; a member that does not decode falls back to absent alone (docs/FLOW-UI.md
/// Decision 10).
public struct WidgetLayout: Sendable {
    /// Outside the background.
    public let margin: Insets?
    /// Inside the background.
    public let padding: Insets?
    /// Corner clipping.
    public let cornerRadius: CornerRadii?
    /// Background colour.
    public let background: ColorData?
    /// Background gradient.
    public let gradient: Gradient?
    /// Border.
    public let border: Border?
    /// Width in every arrangement.
    public let width: WidthMode?

    /// No chrome at all (`{}`).
    public static let empty = WidgetLayout(
        margin: nil, padding: nil, cornerRadius: nil, background: nil, gradient: nil, border: nil, width: nil)
}
