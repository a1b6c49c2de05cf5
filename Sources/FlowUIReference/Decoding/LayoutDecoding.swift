/// Decoders of widget and section layout (SCHEMA.md "WidgetLayout", "Sections"): chrome, read
/// outside data, so a bad member falls back alone.
enum LayoutDecoding {
    static func widget(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> WidgetLayout {
        let fields = try Fields(node, context, expecting: "layout")
        return WidgetLayout(
            margin: try fields.optional("margin", AtomDecoding.insets),
            padding: try fields.optional("padding", AtomDecoding.insets),
            cornerRadius: try fields.optional("corner_radius", AtomDecoding.corners),
            background: try fields.optional("background", AtomDecoding.color),
            gradient: try fields.optional("gradient", gradient),
            border: try fields.optional("border", border),
            width: try fields.optional("width", width))
    }

    static func gradient(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Gradient {
        let fields = try Fields(node, context, expecting: "gradient")
        return Gradient(
            colors: try fields.list("colors", AtomDecoding.color),
            angle: try fields.optional("angle", Read.number))
    }

    static func border(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Border {
        let fields = try Fields(node, context, expecting: "border")
        return Border(
            width: try fields.optional("width", Read.number),
            color: try fields.optional("color", AtomDecoding.color),
            dashWidth: try fields.optional("dash_width", Read.number),
            dashGap: try fields.optional("dash_gap", Read.number))
    }

    /// `fill`, `hug`, or a fraction in (0, 1] (docs/FLOW-UI.md Decision 9).
    static func width(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> WidthMode {
        switch node.shape {
        case .string("fill"): return .fill
        case .string("hug"): return .hug
        case .number(let share) where share > 0 && share <= 1: return .fraction(share)
        default:
            throw PayloadFault.unholdable(node.place, rule: "width must be \"fill\", \"hug\" or a fraction in (0, 1]")
        }
    }

    /// A section layout, each member defaulted (docs/CONTRACT.md §8 rule 1): an arrangement string
    /// that is none of the three is vertical without a diagnostic (SCHEMA.md: unknown
    /// arrangements fall back); one that is not a string falls back with one (Decision 7).
    static func section(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> SectionLayout {
        let fields = try Fields(node, context, expecting: "layout")
        let arrangement = try fields.optional("arrangement", Read.string)
        return SectionLayout(
            arrangement: arrangement.flatMap(Arrangement.init(rawValue:)) ?? .vertical,
            columns: try fields.optional("columns", columns) ?? 2,
            itemSpacing: try fields.optional("item_spacing", Read.number) ?? 0,
            insets: try fields.optional("insets", AtomDecoding.insets) ?? .zero)
    }

    /// Grid columns: an integer of at least 1 (Decision 8).
    static func columns(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Int {
        let count = try Read.integer(node, context)
        guard count >= 1 else { throw PayloadFault.unholdable(node.place, rule: "columns must be at least 1") }
        return count
    }
}
