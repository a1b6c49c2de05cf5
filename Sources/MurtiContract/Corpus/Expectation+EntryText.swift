import MurtiConformance
import MurtiProtocol

extension Expectation {
    /// The entry as `expectations.json` text, `"id": { … }` with one member a line in the
    /// member order of docs/CONTRACT.md §2, indented by `indent` spaces: what `propose` and `import`
    /// print for a person to check and paste.
    package func entryText(id: String, indent: Int = 4) -> String {
        let pad = String(repeating: " ", count: indent)
        var members: [String] = ["\"outcome\": \(JSONText.quote(outcome.rawValue))"]
        if let layer { members.append("\"layer\": \(layer)") }
        if let rule { members.append("\"rule\": \(JSONText.quote(rule.rawValue))") }
        if let path { members.append("\"path\": \(JSONText.quote(path))") }
        if let placeholders { members.append("\"placeholders\": \(JSONText.list(placeholders))") }
        if let warnings {
            let items = warnings.map { "{\"rule\": \(JSONText.quote($0.rule.rawValue)), \"path\": \(JSONText.quote($0.path))}" }
            members.append("\"warnings\": [\(items.joined(separator: ", "))]")
        }
        if let profile { members.append("\"profile\": \(JSONText.quote(profile))") }
        if let requires { members.append("\"requires\": \(JSONText.list(requires))") }
        if let schema { members.append("\"schema\": \(JSONText.quote(schema.rawValue))") }
        members.append("\"description\": \(JSONText.quote(description))")
        if let source { members.append("\"source\": \(JSONText.quote(source))") }
        let body = members.map { pad + "  " + $0 }.joined(separator: ",\n")
        return "\(pad)\(JSONText.quote(id)): {\n\(body)\n\(pad)}"
    }
}
