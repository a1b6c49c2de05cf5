/// A payload model a profile can bind a widget type to (docs/CONTRACT.md §8 "Profile"): one of the
/// starter library's eight (docs/FLOW-UI.md "The starter models") or `opaque`, whose `data` is
/// kept as received, whatever it is.
package enum WidgetModel: String, CaseIterable, Sendable {
    /// `{ title, subtitle }`.
    case titleBlock = "title_block"
    /// `{ image, title, subtitle, tags, trailing_icon }`.
    case imageTextCard = "image_text_card"
    /// A SeparatorData: `{ style, color, thickness, insets }`.
    case separator
    /// `{ buttons }`.
    case buttonRow = "button_row"
    /// `{ tags }`.
    case tagRail = "tag_rail"
    /// `{ image, title, subtitle }`.
    case banner
    /// `{ title, subtitle, min, max, initial }`.
    case stepperRow = "stepper_row"
    /// `{ header, initially_expanded, items }`, items being full widgets.
    case accordion
    /// Any `data`, `null` included, kept as received.
    case opaque
}
