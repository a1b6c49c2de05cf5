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

/// The `title_block` payload.
package struct TitleBlock: Sendable {
    /// Title (required).
    package let title: TextData
    /// Subtitle.
    package let subtitle: TextData?
}

/// The `image_text_card` payload.
package struct ImageTextCard: Sendable {
    /// Image.
    package let image: ImageData?
    /// Title (required).
    package let title: TextData
    /// Subtitle.
    package let subtitle: TextData?
    /// Tags (lossy).
    package let tags: [TagData]
    /// The icon at the trailing edge.
    package let trailingIcon: IconData?
}

/// The `button_row` payload.
package struct ButtonRow: Sendable {
    /// Buttons (lossy: one bad button does not empty the row).
    package let buttons: [ButtonData]
}

/// The `tag_rail` payload.
package struct TagRail: Sendable {
    /// Tags (lossy).
    package let tags: [TagData]
}

/// The `banner` payload.
package struct Banner: Sendable {
    /// Image (required: a banner is its image).
    package let image: ImageData
    /// Title.
    package let title: TextData?
    /// Subtitle.
    package let subtitle: TextData?
}

/// The `stepper_row` payload (count changes fire the widget's `change` action).
package struct StepperRow: Sendable {
    /// Title (required: the stepper's accessible label).
    package let title: TextData
    /// Subtitle.
    package let subtitle: TextData?
    /// Lowest count.
    package let min: Int?
    /// Highest count.
    package let max: Int?
    /// Starting count.
    package let initial: Int?
}

/// The `accordion` payload.
package struct Accordion: Sendable {
    /// The header a tap expands (required: without it the items could never be shown).
    package let header: TextData
    /// Whether it starts expanded.
    package let initiallyExpanded: Bool?
    /// Full widgets of any registered type, in the page's id space (lossy).
    package internal(set) var items: [FlowWidget]
}
