/// Every starter model the reference decodes, member by member (docs/FLOW-UI.md "The starter
/// models"; SCHEMA.md "Atoms", "WidgetLayout", "Starter widget payloads"): what the decoders in
/// `AtomDecoding`, `LayoutDecoding` and `PayloadDecoding` read, as data, so that tests hold the
/// documentation and the decoders to one table.
package enum ModelCatalog {
    /// The atoms, the widget chrome, then the eight payloads, in docs/FLOW-UI.md's order.
    package static let shapes: [ModelShape] = atoms + layout + payloads

    /// The shape named `name`, or `nil`.
    package static func shape(_ name: String) -> ModelShape? {
        shapes.first { $0.name == name }
    }

    /// The payload shape a profile's model decodes with; `nil` for `opaque`, which has none.
    package static func shape(of model: WidgetModel) -> ModelShape? {
        model == .opaque ? nil : shape(model.rawValue)
    }

    private static let text = MemberType.model("TextData")
    private static let color = MemberType.model("ColorData")
    private static let icon = MemberType.model("IconData")
    private static let corners = MemberType.model("CornerRadius")

    /// TextData, FontData, ColorData, ImageData, IconData, ButtonData, TagData, SeparatorData,
    /// Insets, CornerRadius.
    static let atoms: [ModelShape] = [
        ModelShape("TextData", .atom, bareForm: .string(member: "text"), [
            ModelMember("text", .string, .required), ModelMember("font", .model("FontData")), ModelMember("color", color),
            ModelMember("alignment", .string), ModelMember("max_lines", .integer), ModelMember("is_markdown", .boolean),
        ]),
        ModelShape("FontData", .atom, [
            ModelMember("size", .number), ModelMember("weight", .string), ModelMember("token", .string),
        ]),
        ModelShape("ColorData", .atom, bareForm: .string(member: "hex"), [
            ModelMember("hex", .string), ModelMember("dark_hex", .string), ModelMember("token", .string),
            ModelMember("alpha", .number),
        ]),
        ModelShape("ImageData", .atom, bareForm: .string(member: "url"), [
            ModelMember("url", .string, .required), ModelMember("aspect_ratio", .number), ModelMember("scale_mode", .string),
            ModelMember("corner_radius", corners), ModelMember("placeholder_color", color), ModelMember("shimmer", .boolean),
            ModelMember("alt", .string),
        ]),
        ModelShape("IconData", .atom, bareForm: .string(member: "symbol"), [
            ModelMember("symbol", .string, .required), ModelMember("size", .number), ModelMember("color", color),
            ModelMember("action", .action),
        ]),
        ModelShape("ButtonData", .atom, [
            ModelMember("title", text, .required), ModelMember("style", .string), ModelMember("bg_color", color),
            ModelMember("corner_radius", corners), ModelMember("icon", icon), ModelMember("full_width", .boolean),
            ModelMember("disabled", .boolean), ModelMember("action", .action),
        ]),
        ModelShape("TagData", .atom, [
            ModelMember("text", text, .required), ModelMember("bg_color", color), ModelMember("border_color", color),
            ModelMember("corner_radius", corners), ModelMember("icon", icon), ModelMember("action", .action),
        ]),
        ModelShape("SeparatorData", .atom, [
            ModelMember("style", .string), ModelMember("color", color), ModelMember("thickness", .number),
            ModelMember("insets", .model("Insets")),
        ]),
        ModelShape("Insets", .atom, ["top", "left", "right", "bottom"].map { ModelMember($0, .number, .defaulted("0")) }),
        ModelShape("CornerRadius", .atom, bareForm: .number,
                   ["top_left", "top_right", "bottom_left", "bottom_right"].map { ModelMember($0, .number, .defaulted("0")) }),
    ]

    /// WidgetLayout and the two objects it holds.
    static let layout: [ModelShape] = [
        ModelShape("WidgetLayout", .layout, [
            ModelMember("margin", .model("Insets")), ModelMember("padding", .model("Insets")),
            ModelMember("corner_radius", corners), ModelMember("background", color),
            ModelMember("gradient", .model("Gradient")), ModelMember("border", .model("Border")), ModelMember("width", .width),
        ]),
        ModelShape("Gradient", .layout, [ModelMember("colors", .array(color), .defaulted("[]")), ModelMember("angle", .number)]),
        ModelShape("Border", .layout, [
            ModelMember("width", .number), ModelMember("color", color), ModelMember("dash_width", .number),
            ModelMember("dash_gap", .number),
        ]),
    ]

    /// The eight starter payloads, by the model name a profile binds.
    static let payloads: [ModelShape] = [
        ModelShape("title_block", .payload, [ModelMember("title", text, .required), ModelMember("subtitle", text)]),
        ModelShape("image_text_card", .payload, [
            ModelMember("image", .model("ImageData")), ModelMember("title", text, .required), ModelMember("subtitle", text),
            ModelMember("tags", .array(.model("TagData")), .defaulted("[]")), ModelMember("trailing_icon", icon),
        ]),
        ModelShape("separator", .payload, sameAs: "SeparatorData", atoms.first { $0.name == "SeparatorData" }?.members ?? []),
        ModelShape("button_row", .payload, [ModelMember("buttons", .array(.model("ButtonData")), .defaulted("[]"))]),
        ModelShape("tag_rail", .payload, [ModelMember("tags", .array(.model("TagData")), .defaulted("[]"))]),
        ModelShape("banner", .payload, [
            ModelMember("image", .model("ImageData"), .required), ModelMember("title", text), ModelMember("subtitle", text),
        ]),
        ModelShape("stepper_row", .payload, [
            ModelMember("title", text, .required), ModelMember("subtitle", text), ModelMember("min", .integer),
            ModelMember("max", .integer), ModelMember("initial", .integer),
        ]),
        ModelShape("accordion", .payload, [
            ModelMember("header", text, .required), ModelMember("initially_expanded", .boolean),
            ModelMember("items", .array(.widget), .defaulted("[]")),
        ]),
    ]
}
