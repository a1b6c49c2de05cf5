import JSONKit

/// A decoded payload, by model (SCHEMA.md "Starter widget payloads"). Indirect: a widget holds
/// a pointer, not the largest payload inline, which keeps nested decoding frames small.
package indirect enum WidgetPayload: Sendable {
    /// `title_block`.
    case titleBlock(TitleBlock)
    /// `image_text_card`.
    case imageTextCard(ImageTextCard)
    /// `separator`: the data is a SeparatorData.
    case separator(SeparatorData)
    /// `button_row`.
    case buttonRow(ButtonRow)
    /// `tag_rail`.
    case tagRail(TagRail)
    /// `banner`.
    case banner(Banner)
    /// `stepper_row`.
    case stepperRow(StepperRow)
    /// `accordion`.
    case accordion(Accordion)
    /// `opaque`: the data as received (`{}` when absent or null).
    case opaque(OrderedJSONValue)
}
