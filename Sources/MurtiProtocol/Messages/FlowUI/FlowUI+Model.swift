extension FlowUI {
    /// The models a widget type can be registered with (docs/CONTRACT.md §8 "Corpus, profile,
    /// request"): the eight starter payloads of SCHEMA.md and `opaque`, which takes any `data`.
    public enum Model: String, Sendable, Hashable, Codable, CaseIterable {
        /// SCHEMA.md "Starter widget payloads".
        case titleBlock = "title_block"
        /// SCHEMA.md "Starter widget payloads".
        case imageTextCard = "image_text_card"
        /// SCHEMA.md "Starter widget payloads".
        case separator
        /// SCHEMA.md "Starter widget payloads".
        case buttonRow = "button_row"
        /// SCHEMA.md "Starter widget payloads".
        case tagRail = "tag_rail"
        /// SCHEMA.md "Starter widget payloads".
        case banner
        /// SCHEMA.md "Starter widget payloads".
        case stepperRow = "stepper_row"
        /// SCHEMA.md "Starter widget payloads": its `items` are widgets.
        case accordion
        /// Any `data`, kept as received (docs/FLOW-UI.md Decision 17).
        case opaque

        /// The eight starter models, each the model of the type of its own name by default.
        public static let starters = allCases.filter { $0 != .opaque }

        /// Whether a typed widget of this model nests widgets (in `data.items`).
        public var nestsWidgets: Bool { self == .accordion }
    }
}
