import Foundation
import MurtiConformance

/// Writes expectations.json entries in the member order of CONTRACT §2, ready to paste.
enum EntryRenderer {
    /// `"id": { … }` on one line per member, indented by `indent` spaces.
    static func render(id: String, _ entry: Expectation, indent: Int = 4) -> String {
        let pad = String(repeating: " ", count: indent)
        var members: [String] = ["\"outcome\": \(quote(entry.outcome))"]
        if let layer = entry.layer { members.append("\"layer\": \(layer)") }
        if let rule = entry.rule { members.append("\"rule\": \(quote(rule))") }
        if let path = entry.path { members.append("\"path\": \(quote(path))") }
        if let placeholders = entry.placeholders {
            members.append("\"placeholders\": [\(placeholders.map(quote).joined(separator: ", "))]")
        }
        if let warnings = entry.warnings {
            let items = warnings.map { "{\"rule\": \(quote($0.rule)), \"path\": \(quote($0.path))}" }
            members.append("\"warnings\": [\(items.joined(separator: ", "))]")
        }
        if let profile = entry.profile { members.append("\"profile\": \(quote(profile))") }
        if let schema = entry.schema { members.append("\"schema\": \(quote(schema))") }
        members.append("\"description\": \(quote(entry.description))")
        if let source = entry.source { members.append("\"source\": \(quote(source))") }
        let body = members.map { pad + "  " + $0 }.joined(separator: ",\n")
        return "\(pad)\(quote(id)): {\n\(body)\n\(pad)}"
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
