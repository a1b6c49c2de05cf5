/// Decoders of the starter library's payloads (SCHEMA.md "Starter widget payloads"), always
/// under the `contain` policy. Required members: docs/FLOW-UI.md Decision 4.
enum PayloadDecoding {
    static func decode(_ model: WidgetModel, _ node: Node, _ context: DecodeContext) throws(PayloadFault) -> WidgetPayload {
        func object() throws(PayloadFault) -> Fields { try Fields(node, context, expecting: "data") }
        switch model {
        case .opaque:
            return .opaque(node.value)
        case .separator:
            return .separator(try AtomDecoding.separator(node, context))
        case .titleBlock:
            let fields = try object()
            return .titleBlock(TitleBlock(
                title: try fields.required("title", AtomDecoding.text),
                subtitle: try fields.optional("subtitle", AtomDecoding.text)))
        case .imageTextCard:
            let fields = try object()
            return .imageTextCard(ImageTextCard(
                image: try fields.optional("image", AtomDecoding.image),
                title: try fields.required("title", AtomDecoding.text),
                subtitle: try fields.optional("subtitle", AtomDecoding.text),
                tags: try fields.list("tags", AtomDecoding.tag),
                trailingIcon: try fields.optional("trailing_icon", AtomDecoding.icon)))
        case .buttonRow:
            return .buttonRow(ButtonRow(buttons: try object().list("buttons", AtomDecoding.button)))
        case .tagRail:
            return .tagRail(TagRail(tags: try object().list("tags", AtomDecoding.tag)))
        case .banner:
            let fields = try object()
            return .banner(Banner(
                image: try fields.required("image", AtomDecoding.image),
                title: try fields.optional("title", AtomDecoding.text),
                subtitle: try fields.optional("subtitle", AtomDecoding.text)))
        case .stepperRow:
            let fields = try object()
            return .stepperRow(StepperRow(
                title: try fields.required("title", AtomDecoding.text),
                subtitle: try fields.optional("subtitle", AtomDecoding.text),
                min: try fields.optional("min", Read.integer),
                max: try fields.optional("max", Read.integer),
                initial: try fields.optional("initial", Read.integer)))
        case .accordion:
            let fields = try object()
            return .accordion(Accordion(
                header: try fields.required("header", AtomDecoding.text),
                initiallyExpanded: try fields.optional("initially_expanded", Read.bool),
                items: try items(fields)))
        }
    }

    /// Accordion items: full widgets, each contained on its own; a member that is not an array
    /// makes the accordion malformed.
    private static func items(_ fields: Fields) throws(PayloadFault) -> [FlowWidget] {
        guard let member = fields.node.member("items") else { return [] }
        guard let elements = member.elements else { throw Read.mismatch(member, "an array of widgets") }
        return WidgetDecoder(profile: fields.context.profile).widgets(elements, log: fields.context.log)
    }
}
