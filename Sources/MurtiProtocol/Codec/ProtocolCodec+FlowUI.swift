import JSONKit

/// Flow-UI answer lines (docs/CONTRACT.md §8, docs/protocol.schema.json `flowUiDecodedAnswer`,
/// `flowUiRejectedAnswer`), both ways.
extension ProtocolCodec {
    /// Decodes the answer to a `validate` request that carried `"contract": "flow-ui"`.
    ///
    /// `seq` is read first and compared with `expectedSeq`, as for Murti. Then exactly one of
    /// `outcome` (`decoded` | `rejected`), `skipped`, `error`. A decoded answer holds exactly
    /// one of `page` and `sheet`, an object, and `diagnostics`, an array of `{kind, src,
    /// widgetType?, renamedTo?, message?}` objects with a known `kind`; a rejected one a
    /// `reason` of the three. The page or sheet is kept as received: what it holds is graded,
    /// not refused. Unknown members are ignored. The line may nest ``FlowUI/maxAnswerNesting``
    /// deep.
    package static func decodeFlowUIAnswer(_ line: [UInt8], expectedSeq: Int? = nil) throws(ProtocolError) -> FlowUI.Answer {
        let object = try ProtocolObject(try StrictJSONParser.parse(line, maxNesting: FlowUI.maxAnswerNesting), field: "")
        let seq = try object.integer("seq")
        if let expectedSeq, seq != expectedSeq { throw .wrongSeq(expected: expectedSeq, got: seq) }
        guard let seq else { throw .missingField(field: "seq") }
        let kinds = ["outcome", "skipped", "error"].filter(object.has)
        if kinds.isEmpty {
            throw .unknownValue(field: "outcome", detail: "a Flow-UI answer needs one of outcome, skipped, error; it has none")
        }
        if kinds.count > 1 {
            throw .unknownValue(
                field: kinds[0],
                detail: "an answer has exactly one of outcome, skipped, error; got \(kinds.joined(separator: ", "))")
        }
        var answer = FlowUI.Answer(
            seq: seq, message: try object.string("message"), skipped: try object.string("skipped"),
            error: try object.string("error"))
        if let outcome = try object.string("outcome") {
            guard let known = FlowUI.Outcome(rawValue: outcome) else {
                throw .unknownValue(field: "outcome", detail: "\"\(outcome)\" is not decoded or rejected")
            }
            answer.decoding = known == .decoded ? try decoded(object) : .rejected(try rejection(object))
        }
        return answer
    }

    private static func rejection(_ object: ProtocolObject) throws(ProtocolError) -> FlowUI.Rejection {
        let reason = try object.required("reason", object.string)
        guard let known = FlowUI.Rejection(rawValue: reason) else {
            throw .unknownValue(field: "reason", detail: "\"\(reason)\" is not notJSON, notObject or noPage")
        }
        return known
    }

    private static func decoded(_ object: ProtocolObject) throws(ProtocolError) -> FlowUI.Decoding {
        let present = FlowUI.DocumentKind.allCases.filter { object.has($0.rawValue) }
        guard present.count == 1, let kind = present.first, let document = object.members[JSONMemberName(kind.rawValue)] else {
            throw present.isEmpty
                ? .missingField(field: "page")
                : .unknownValue(field: "sheet", detail: "a decoded answer holds page or sheet, not both")
        }
        guard case .object = document else {
            throw .wrongType(field: kind.rawValue, expected: "an object", got: document.typeName)
        }
        let items = try object.required("diagnostics", object.array)
        var diagnostics: [FlowUI.Diagnostic] = []
        diagnostics.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            let entry = try ProtocolObject(item, field: "diagnostics[\(position)]")
            let kindName = try entry.required("kind", entry.string)
            guard let diagnosticKind = FlowUI.DiagnosticKind(rawValue: kindName) else {
                throw .unknownValue(
                    field: entry.field("kind"),
                    detail: "\"\(kindName)\" is not unknownType, malformedPayload, droppedElement or duplicateID")
            }
            diagnostics.append(FlowUI.Diagnostic(
                kind: diagnosticKind, src: try entry.required("src", entry.string),
                widgetType: try entry.string("widgetType"), renamedTo: try entry.string("renamedTo"),
                message: try entry.string("message")))
        }
        return .decoded(kind, document, diagnostics: diagnostics)
    }

    /// Encodes a Flow-UI answer line, members that are `nil` left out; the page or sheet in
    /// RFC 8785 canonical form.
    package static func encode(_ answer: FlowUI.Answer) -> [UInt8] {
        var bytes = answer.jsonValue.canonicalBytes
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }
}
