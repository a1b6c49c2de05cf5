import CanonicalJSON

/// Decodes widgets (SCHEMA.md "Widgets"; CONTRACT §8 rule 2): a broken envelope drops the
/// widget; an unregistered type or a payload that does not decode is contained in place.
struct WidgetDecoder {
    let profile: FlowUIProfile

    /// The widgets of a lossy widget array: each element that is dropped leaves its diagnostic.
    func widgets(_ elements: [Node], log: DiagnosticLog) -> [FlowWidget] {
        elements.compactMap { widget($0, log: log) }
    }

    /// The widget at `node`, or `nil` (with a `droppedElement` at `node`) when its envelope is
    /// broken: not an object, `type` missing or not a string, `id` not a string, `layout`,
    /// `actions` (or one of its actions) or `tracking` not an object (Decisions 13, 14).
    func widget(_ node: Node, log: DiagnosticLog) -> FlowWidget? {
        let envelope: Envelope
        do {
            envelope = try Envelope(node, DecodeContext(policy: .contain, log: log, profile: profile))
        } catch {
            log.dropped(node.place, "widget dropped: \(error.reason)")
            return nil
        }
        let chrome = DecodeContext(policy: .fallBack, log: log, profile: profile)
        let layout = Fields(object: node, chrome).fallback("layout", LayoutDecoding.widget) ?? .empty
        return FlowWidget(
            src: node.place.pointer, type: envelope.type, id: envelope.id,
            content: content(node, type: envelope.type, log: log), layout: layout,
            actions: envelope.actions, tracking: envelope.tracking, place: node.place)
    }

    private func content(_ node: Node, type: String, log: DiagnosticLog) -> WidgetContent {
        guard let model = profile.model(for: type) else {
            log.unknownType(node.place, type: type)
            return .unknown
        }
        // Absent or null data decodes from {} (CONTRACT §8 rule 1; Decision 17 for opaque).
        let data = node.member("data") ?? Node(value: .object([]), place: node.place)
        // What goes wrong inside a malformed payload is not reported (CONTRACT §8 "Diagnostics").
        let payloadLog = DiagnosticLog()
        let context = DecodeContext(policy: .contain, log: payloadLog, profile: profile)
        do {
            let payload = try PayloadDecoding.decode(model, data, context)
            log.adopt(payloadLog)
            return .typed(payload)
        } catch {
            log.malformed(node.place, type: type, "\(type) payload does not decode: \(error.reason)")
            return .malformed
        }
    }
}

/// The uniform members of a widget, checked before anything else is read.
private struct Envelope {
    let type: String
    let id: String?
    let actions: [JSONMember]
    let tracking: JSONValue?

    init(_ node: Node, _ context: DecodeContext) throws(PayloadFault) {
        let fields = try Fields(node, context, expecting: "a widget")
        type = try fields.required("type", Read.string)
        id = try fields.optional("id", Read.string)
        _ = try fields.optional("layout", Read.object)
        actions = try fields.optional("actions", Self.actions) ?? []
        tracking = try fields.optional("tracking", Read.object)
    }

    /// Event name → action object as received; `null` entries are absent; the first of a
    /// repeated event name is kept (Decision 2).
    static func actions(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> [JSONMember] {
        guard case .object(let members) = node.value else { throw Read.mismatch(node, "an object of actions") }
        var seen = Set<[UInt8]>()
        var kept: [JSONMember] = []
        for member in members where seen.insert(Array(member.name.utf8)).inserted {
            switch member.value {
            case .null: continue
            case .object: kept.append(member)
            default:
                throw PayloadFault(place: node.place, reason: "action \"\(member.name)\" must be an object, not \(member.value.typeName)")
            }
        }
        return kept
    }
}
