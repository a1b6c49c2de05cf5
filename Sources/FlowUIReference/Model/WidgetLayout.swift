/// A widget's chrome (SCHEMA.md "WidgetLayout"), applied around the widget's view. Every
/// member optional; a member that does not decode falls back to absent alone (docs/FLOW-UI.md
/// Decision 10).
package struct WidgetLayout: Sendable {
    /// Outside the background.
    package let margin: Insets?
    /// Inside the background.
    package let padding: Insets?
    /// Corner clipping.
    package let cornerRadius: CornerRadii?
    /// Background colour.
    package let background: ColorData?
    /// Background gradient.
    package let gradient: Gradient?
    /// Border.
    package let border: Border?
    /// Width in every arrangement.
    package let width: WidthMode?

    /// No chrome at all (`{}`).
    package static let empty = WidgetLayout(
        margin: nil, padding: nil, cornerRadius: nil, background: nil, gradient: nil, border: nil, width: nil)
}
