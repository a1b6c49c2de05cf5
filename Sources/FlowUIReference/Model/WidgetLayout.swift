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

/// A border (SCHEMA.md "WidgetLayout"). Every member optional.
package struct Border: Sendable {
    /// Line width in points.
    package let width: Double?
    /// Line colour.
    package let color: ColorData?
    /// Dash length in points.
    package let dashWidth: Double?
    /// Gap between dashes in points.
    package let dashGap: Double?
}

/// A background gradient (SCHEMA.md "WidgetLayout").
package struct Gradient: Sendable {
    /// The colours, in order (lossy: a bad colour is dropped alone).
    package let colors: [ColorData]
    /// The angle in degrees.
    package let angle: Double?
}

/// How wide a widget is (SCHEMA.md "WidgetLayout"): `"fill"`, `"hug"` or a fraction of the
/// container in (0, 1]; anything else falls back to absent (docs/FLOW-UI.md Decision 9).
package enum WidthMode: Sendable, Equatable {
    /// Stretch to the available width.
    case fill
    /// Take only what the content needs.
    case hug
    /// Take this share of the container, 0 < share ≤ 1.
    case fraction(Double)
}
