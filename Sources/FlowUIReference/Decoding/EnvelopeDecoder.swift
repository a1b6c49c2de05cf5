/// Decodes the page and sheet envelopes, strips, sections, nav, pagination and refresh
/// (SCHEMA.md "The envelope", "Sections", "Bottom sheets"): all outside widget data, so a bad
/// member falls back to absent alone and a page or section never disappears for it
/// (docs/CONTRACT.md §8 rule 2).
struct EnvelopeDecoder {
    let profile: FlowUIProfile
    let log: DiagnosticLog

    private var context: DecodeContext { DecodeContext(policy: .fallBack, log: log, profile: profile) }

    /// The page at `node`, an object; ids renamed in traversal order (docs/CONTRACT.md §8 rule 3).
    func page(_ node: Node) -> FlowPage {
        let fields = Fields(object: node, context)
        var page = FlowPage(
            id: fields.fallback("id", Read.string),
            nav: fields.fallback("nav", Self.nav),
            header: fields.fallback("header", Self.strip),
            sections: fields.fallbackList("sections", Self.section),
            footer: fields.fallback("footer", Self.strip),
            pagination: fields.fallback("pagination", Self.pagination),
            refresh: fields.fallback("refresh", Self.refresh))
        var claims = IdentityClaims(log: log)
        claims.claim(header: &page.header, sections: &page.sections, footer: &page.footer)
        return page
    }

    /// The sheet at `node`, an object: an id space of its own.
    func sheet(_ node: Node) -> FlowSheet {
        let fields = Fields(object: node, context)
        var sheet = FlowSheet(
            id: fields.fallback("id", Read.string),
            config: fields.fallback("config", Self.config),
            header: fields.fallback("header", Self.strip),
            sections: fields.fallbackList("sections", Self.section),
            footer: fields.fallback("footer", Self.strip))
        var claims = IdentityClaims(log: log)
        claims.claim(header: &sheet.header, sections: &sheet.sections, footer: &sheet.footer)
        return sheet
    }

    /// A header or footer strip; the same shape in pages and sheets (Decision 21).
    static func strip(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> WidgetStrip {
        let fields = try Fields(node, context, expecting: "a widget strip")
        return WidgetStrip(
            sticky: fields.fallback("sticky", Read.bool) ?? true,
            widgets: widgets(fields, "widgets"))
    }

    static func section(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> FlowSection {
        let fields = try Fields(node, context, expecting: "a section")
        // A header that is not a widget (an array of two titles included) is dropped alone (Decision 15).
        let header = node.member("header").flatMap {
            WidgetDecoder(profile: context.profile).widget($0, log: context.log)
        }
        return FlowSection(
            place: node.place,
            id: fields.fallback("id", Read.string),
            layout: fields.fallback("layout", LayoutDecoding.section) ?? .default,
            header: header,
            widgets: widgets(fields, "widgets"))
    }

    private static func widgets(_ fields: Fields, _ name: String) -> [FlowWidget] {
        guard let member = fields.member(name) else { return [] }
        guard let elements = member.elements() else {
            fields.context.log.dropped(member.place, "\(name) fell back to []: not an array but \(member.typeName)")
            return []
        }
        return WidgetDecoder(profile: fields.context.profile).widgets(elements, log: fields.context.log)
    }

    static func nav(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> NavModel {
        let fields = try Fields(node, context, expecting: "nav")
        return NavModel(
            title: fields.fallback("title", AtomDecoding.text),
            subtitle: fields.fallback("subtitle", AtomDecoding.text),
            bgColor: fields.fallback("bg_color", AtomDecoding.color),
            leftButton: fields.fallback("left_button", AtomDecoding.button),
            rightButtons: fields.fallbackList("right_buttons", AtomDecoding.button))
    }

    static func pagination(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Pagination {
        let fields = try Fields(node, context, expecting: "pagination")
        return Pagination(
            hasMore: fields.fallback("has_more", Read.bool) ?? false,
            postback: node.member("postback")?.value)
    }

    static func refresh(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Refresh {
        let fields = try Fields(node, context, expecting: "refresh")
        return Refresh(pullToRefresh: fields.fallback("pull_to_refresh", Read.bool) ?? true)
    }

    static func config(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> SheetConfig {
        let fields = try Fields(node, context, expecting: "config")
        return SheetConfig(
            detents: fields.fallbackList("detents", detent),
            grabber: fields.fallback("grabber", Read.bool),
            dismissible: fields.fallback("dismissible", Read.bool),
            cornerRadius: fields.fallback("corner_radius", Read.number))
    }

    static func detent(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Detent {
        switch node.shape {
        case .string(let name): return .named(name)
        case .number(let fraction): return .fraction(fraction)
        default: throw Read.mismatch(node, "a detent name or a height fraction")
        }
    }
}
