import MurtiConformance
import MurtiProtocol

extension FlowUIExpectation {
    /// The entry as expectations.json text, `"id": { … }`, indented by `indent` spaces, its
    /// members in the corpus's order (`description`, `source`, `promise`, `profile`,
    /// `informational`, `combination`, `combinationReason`, `hostileElement`, `outcome`, then
    /// `page` or `sheet` and `diagnostics`, or `reason`): what `propose` and `import` print for a
    /// person to check and paste (docs/FLOW-UI.md "Adding a fixture").
    package func entryText(id: String, indent: Int = 4) -> String {
        let pad = String(repeating: " ", count: indent)
        var members: [(String, JSONValue)] = [("description", .string(description))]
        if let source { members.append(("source", .string(source))) }
        if let promise { members.append(("promise", .string(promise.rawValue))) }
        if let profile { members.append(("profile", .string(profile))) }
        if let informational { members.append(("informational", .bool(informational))) }
        if let combination { members.append(("combination", .bool(combination))) }
        if let combinationReason { members.append(("combinationReason", .string(combinationReason))) }
        if let hostileElement { members.append(("hostileElement", hostileElement.json)) }
        members.append(("outcome", .string(decoding.outcome.rawValue)))
        switch decoding {
        case .decoded(let kind, let document, let diagnostics):
            members.append((kind.rawValue, document))
            members.append(("diagnostics", .array(diagnostics.map { $0.json(includeMessage: false) })))
        case .rejected(let reason):
            members.append(("reason", .string(reason.rawValue)))
        }
        let body = members.map { name, value in
            pad + "  " + JSONValue.string(name).canonicalText + ": " + PrettyJSONText.text(value, indent: indent + 2)
        }
        return "\(pad)\(JSONValue.string(id).canonicalText): {\n\(body.joined(separator: ",\n"))\n\(pad)}"
    }
}
