/// Decoders of the starter library's payloads (SCHEMA.md "Starter widget payloads"), always
/// under the `contain` policy. Required members: docs/FLOW-UI.md Decision 4.
enum PayloadDecoding {
    /// A decoded payload, or, for an accordion, everything but its items, which recurse and
    /// are left to `WidgetDecoder`.
    enum Decoded {
        case payload(WidgetPayload)
        case accordion(AccordionHead)
    }

    static func decode(_ model: WidgetModel, _ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Decoded {
        switch model {
        case .opaque: .payload(.opaque(node.value))
        case .separator: .payload(try separator(node, context))
        case .titleBlock: .payload(try titleBlock(data(node, context)))
        case .imageTextCard: .payload(try imageTextCard(data(node, context)))
        case .buttonRow: .payload(try buttonRow(data(node, context)))
        case .tagRail: .payload(try tagRail(data(node, context)))
        case .banner: .payload(try banner(data(node, context)))
        case .stepperRow: .payload(try stepperRow(data(node, context)))
        case .accordion: .accordion(try accordionHead(node, context))
        }
    }

    private static func data(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Fields {
        try Fields(node, context, expecting: "data")
    }

    private static func separator(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> WidgetPayload {
        .separator(try AtomDecoding.separator(node, context))
    }

    private static func buttonRow(_ fields: Fields) throws(PayloadFault) -> WidgetPayload {
        .buttonRow(ButtonRow(buttons: try fields.list("buttons", AtomDecoding.button)))
    }

    private static func tagRail(_ fields: Fields) throws(PayloadFault) -> WidgetPayload {
        .tagRail(TagRail(tags: try fields.list("tags", AtomDecoding.tag)))
    }

    private static func titleBlock(_ fields: Fields) throws(PayloadFault) -> WidgetPayload {
        .titleBlock(TitleBlock(
            title: try fields.required("title", AtomDecoding.text),
            subtitle: try fields.optional("subtitle", AtomDecoding.text)))
    }

    private static func imageTextCard(_ fields: Fields) throws(PayloadFault) -> WidgetPayload {
        .imageTextCard(ImageTextCard(
            image: try fields.optional("image", AtomDecoding.image),
            title: try fields.required("title", AtomDecoding.text),
            subtitle: try fields.optional("subtitle", AtomDecoding.text),
            tags: try fields.list("tags", AtomDecoding.tag),
            trailingIcon: try fields.optional("trailing_icon", AtomDecoding.icon)))
    }

    private static func banner(_ fields: Fields) throws(PayloadFault) -> WidgetPayload {
        .banner(Banner(
            image: try fields.required("image", AtomDecoding.image),
            title: try fields.optional("title", AtomDecoding.text),
            subtitle: try fields.optional("subtitle", AtomDecoding.text)))
    }

    private static func stepperRow(_ fields: Fields) throws(PayloadFault) -> WidgetPayload {
        .stepperRow(StepperRow(
            title: try fields.required("title", AtomDecoding.text),
            subtitle: try fields.optional("subtitle", AtomDecoding.text),
            min: try fields.optional("min", Read.integer),
            max: try fields.optional("max", Read.integer),
            initial: try fields.optional("initial", Read.integer)))
    }

    /// An accordion's members but its items, and the item nodes: the widget decoder decodes
    /// the items itself, because they recurse (`WidgetDecoder`).
    final class AccordionHead {
        let header: TextData
        let initiallyExpanded: Bool?
        let items: [Node]

        init(header: TextData, initiallyExpanded: Bool?, items: [Node]) {
            self.header = header
            self.initiallyExpanded = initiallyExpanded
            self.items = items
        }
    }

    private static func accordionHead(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> AccordionHead {
        let fields = try data(node, context)
        return AccordionHead(
            header: try fields.required("header", AtomDecoding.text),
            initiallyExpanded: try fields.optional("initially_expanded", Read.bool),
            items: try items(fields))
    }

    /// Accordion items: full widgets, each contained on its own; items that are not an array
    /// make the accordion malformed.
    private static func items(_ fields: Fields) throws(PayloadFault) -> [Node] {
        guard let member = fields.member("items") else { return [] }
        guard let elements = member.elements() else { throw Read.mismatch(member, "an array of widgets") }
        return elements
    }
}
