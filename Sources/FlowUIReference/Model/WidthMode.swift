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
