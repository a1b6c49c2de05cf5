import CanonicalJSON

extension FlowUIAnswer {
    /// The answer as docs/CONTRACT.md §8 writes it, without `seq`:
    /// `{"outcome":"decoded","page"|"sheet":{…},"diagnostics":[…]}` or
    /// `{"outcome":"rejected","reason":…,"message":…}`. Compare with `JSONValue ==`
    /// (RFC 8785); write with `canonicalData`.
    public var json: JSONValue {
        switch self {
        case .decoded(let document, let diagnostics):
            let body: JSONMember = switch document {
            case .page(let page): JSONMember("page", page.json)
            case .sheet(let sheet): JSONMember("sheet", sheet.json)
            }
            return .object([
                JSONMember("outcome", .string("decoded")), body,
                JSONMember("diagnostics", .array(diagnostics.map(\.json))),
            ])
        case .rejected(let reason, let message):
            return .object([
                JSONMember("outcome", .string("rejected")), JSONMember("reason", .string(reason.rawValue)),
                JSONMember("message", .string(message)),
            ])
        }
    }
}

extension FlowUIDiagnostic {
    /// `{"kind", "src", "widgetType"?, "renamedTo"?, "message"}` (docs/CONTRACT.md §8 "Diagnostics").
    public var json: JSONValue {
        var object = ObjectBuilder()
        object.always("kind", .string(kind.rawValue))
        object.always("src", .string(src))
        object.ifPresent("widgetType", .from(widgetType))
        object.ifPresent("renamedTo", .from(renamedTo))
        object.always("message", .string(message))
        return object.value
    }
}
