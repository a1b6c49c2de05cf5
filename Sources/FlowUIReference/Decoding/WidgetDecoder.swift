import JSONKit

/// Decodes widgets (SCHEMA.md "Widgets"; docs/CONTRACT.md §8 rule 2): a broken envelope drops the
/// widget; an unregistered type or a payload that does not decode is contained in place.
///
/// Nested accordions recurse through `widgets` and `widget` alone, once per level; everything
/// else is done in helpers off that path that hand back small values, so that the deepest
/// document the reader accepts (about 170 levels) decodes on a 512 KiB stack, even unoptimised.
struct WidgetDecoder {
    let profile: FlowUIProfile

    /// The widgets of a lossy widget array: each element that is dropped leaves its diagnostic.
    func widgets(_ elements: [Node], log: DiagnosticLog) -> [FlowWidget] {
        var kept: [FlowWidget] = []
        kept.reserveCapacity(elements.count)
        var index = 0
        while index < elements.count {
            if let widget = widget(elements[index], log: log) { kept.append(widget) }
            index += 1
        }
        return kept
    }

    /// The widget at `node`, or `nil` (with a `droppedElement` at `node`) when its envelope is
    /// broken: not an object, `type` missing or not a string, `id` not a string, `layout`,
    /// `actions` (or one of its actions) or `tracking` not an object (Decisions 13, 14).
    func widget(_ node: Node, log: DiagnosticLog) -> FlowWidget? {
        guard let envelope = envelope(node, log: log) else { return nil }
        switch content(envelope, log: log) {
        case .finished(let content):
            return envelope.widget(content: content)
        case .accordion(let head):
            let items = widgets(head.items, log: log)
            return envelope.widget(content: head.finish(items))
        }
    }

    @inline(never)
    private func envelope(_ node: Node, log: DiagnosticLog) -> Envelope? {
        do {
            return try Envelope(node, DecodeContext(policy: .contain, log: log, profile: profile))
        } catch {
            log.dropped(node.place, "widget dropped: \(error)")
            return nil
        }
    }

    /// The widget's content; for a typed accordion, its head and the items still to decode.
    @inline(never)
    private func content(_ envelope: Envelope, log: DiagnosticLog) -> Content {
        let node = envelope.node
        let type = envelope.type
        guard let model = profile.model(for: type) else {
            log.unknownType(node.place, type: type)
            return .finished(.unknown)
        }
        // Absent or null data decodes from {} (docs/CONTRACT.md §8 rule 1; Decision 17 for opaque).
        let data = node.member("data") ?? node.defaultObject
        // What goes wrong inside a malformed payload is not reported (docs/CONTRACT.md §8
        // "Diagnostics"): the payload's diagnostics are taken back when it does not decode.
        let mark = log.mark
        let context = DecodeContext(policy: .contain, log: log, profile: profile)
        do {
            switch try PayloadDecoding.decode(model, data, context) {
            case .payload(let payload):
                return .finished(.typed(payload))
            case .accordion(let head):
                return .accordion(head)
            }
        } catch {
            log.takeBack(to: mark)
            log.malformed(node.place, type: type, "\(type) payload does not decode: \(error)")
            return .finished(.malformed)
        }
    }
}

/// What `content` found.
private enum Content {
    case finished(WidgetContent)
    /// A typed accordion whose header decoded, its items not yet: they recurse, so `widget`
    /// decodes them itself (each item is contained on its own, so whether the accordion is
    /// malformed does not depend on them).
    case accordion(PayloadDecoding.AccordionHead)
}

extension PayloadDecoding.AccordionHead {
    fileprivate func finish(_ items: [FlowWidget]) -> WidgetContent {
        .typed(.accordion(Accordion(header: header, initiallyExpanded: initiallyExpanded, items: items)))
    }
}

/// The uniform members of a widget, checked before anything else is read, and its layout. A
/// class: the recursion holds one reference to it, not its members.
private final class Envelope {
    let node: Node
    let type: String
    let id: String?
    let actions: [JSONMember]
    let tracking: OrderedJSONValue?
    let chrome: FlowWidget.Chrome

    init(_ node: Node, _ context: DecodeContext) throws(PayloadFault) {
        let fields = try Fields(node, context, expecting: "a widget")
        self.node = node
        type = try fields.required("type", Read.string)
        id = try fields.optional("id", Read.string)
        try fields.optional("layout", Read.isObject)
        actions = try fields.optional("actions", Self.actions) ?? []
        tracking = try fields.optional("tracking", Read.object)
        // The layout is chrome: its faults fall back alone and are reported (Decision 10).
        let layout = Fields(object: node, context.with(.fallBack)).fallback("layout", LayoutDecoding.widget)
        chrome = FlowWidget.Chrome(layout ?? .empty)
    }

    @inline(never)
    func widget(content: WidgetContent) -> FlowWidget {
        FlowWidget(type: type, id: id, content: content, chrome: chrome,
                   actions: actions, tracking: tracking, place: node.place)
    }

    /// Event name → action object as received; `null` entries are absent; the first of a
    /// repeated event name is kept (Decision 2).
    static func actions(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> [JSONMember] {
        guard node.isObject else { throw Read.mismatch(node, "an object of actions") }
        var seen = Set<[UInt8]>()
        var kept: [JSONMember] = []
        for member in node.members() where seen.insert(Array(member.name.utf8)).inserted {
            switch member.node.shape {
            case .null: continue
            case .object: kept.append(JSONMember(member.name, member.node.value))
            default:
                throw PayloadFault.mismatch(node.place, expected: "an object for action \"\(member.name)\"", found: member.node.typeName)
            }
        }
        return kept
    }
}
