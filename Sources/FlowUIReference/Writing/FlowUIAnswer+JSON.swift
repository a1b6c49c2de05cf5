import JSONKit

extension FlowUIAnswer {
    /// The answer as docs/CONTRACT.md §8 writes it, without `seq`:
    /// `{"outcome":"decoded","page"|"sheet":{…},"diagnostics":[…]}` or
    /// `{"outcome":"rejected","reason":…,"message":…}`. Compare with `OrderedJSONValue ==`
    /// (RFC 8785); write with ``canonicalBytes`` (the same bytes as `json.canonicalBytes`,
    /// without building the value).
    package var json: OrderedJSONValue {
        var tree = ValueTree()
        write(to: &tree, seq: nil)
        return tree.result
    }

    /// The RFC 8785 canonical form of ``json``, written directly; with `seq`, the protocol v1
    /// answer line's object (`"seq"` in its canonical place, docs/CONTRACT.md §8 "Answer").
    package func canonicalBytes(seq: Int? = nil) -> [UInt8] {
        var bytes = CanonicalBytes(capacity: 4_096)
        write(to: &bytes, seq: seq)
        return bytes.bytes
    }

    /// The answer's members in canonical order: `diagnostics`, `message`, `outcome`, `page`,
    /// `reason`, `seq`, `sheet`.
    func write<Sink: AnswerSink>(to sink: inout Sink, seq: Int?) {
        sink.beginObject()
        switch self {
        case .decoded(let document, let diagnostics):
            sink.key("diagnostics")
            sink.array(diagnostics) { $0.write(to: &$1) }
            sink.key("outcome")
            sink.string("decoded")
            switch document {
            case .page(let page):
                sink.key("page")
                page.write(to: &sink)
                sink.member("seq", seq)
            case .sheet(let sheet):
                sink.member("seq", seq)
                sink.key("sheet")
                sheet.write(to: &sink)
            }
        case .rejected(let reason, let message):
            sink.key("message")
            sink.string(message)
            sink.key("outcome")
            sink.string("rejected")
            sink.key("reason")
            sink.string(reason.rawValue)
            sink.member("seq", seq)
        }
        sink.endObject()
    }
}

extension FlowUIDiagnostic {
    /// `{"kind", "src", "widgetType"?, "renamedTo"?, "message"}` (docs/CONTRACT.md §8 "Diagnostics").
    package var json: OrderedJSONValue {
        var tree = ValueTree()
        write(to: &tree)
        return tree.result
    }

    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("kind")
        sink.string(kind.rawValue)
        sink.key("message")
        sink.string(message)
        sink.member("renamedTo", renamedTo)
        sink.key("src")
        sink.string(src)
        sink.member("widgetType", widgetType)
        sink.endObject()
    }
}
