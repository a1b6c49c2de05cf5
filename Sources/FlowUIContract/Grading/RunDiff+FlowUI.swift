import MurtiConformance
import MurtiProtocol

extension RunDiff {
    /// A Flow-UI answer's graded members in short: `rejected notJSON`, `decoded page (2
    /// sections, 3 diagnostics: droppedElement /page/sections/1, …)`.
    static func flowUISummary(_ outcome: FlowUI.Outcome, _ actual: JSONValue) -> String {
        guard outcome == .decoded else { return "rejected " + (actual["reason"]?.stringValue ?? "(no reason)") }
        let kind = FlowUI.DocumentKind.allCases.first { actual[$0.rawValue] != nil } ?? .page
        var sections = 0
        if case .array(let items)? = actual[kind.rawValue]?["sections"] { sections = items.count }
        var diagnostics: [String] = []
        if case .array(let items)? = actual["diagnostics"] {
            diagnostics = items.map { "\($0["kind"]?.stringValue ?? "?") \($0["src"]?.stringValue ?? "?")" }
        }
        let listed = diagnostics.isEmpty ? "" : ": " + diagnostics.prefix(3).joined(separator: ", ") + (diagnostics.count > 3 ? ", …" : "")
        return "decoded \(kind.rawValue) (\(RunReport.plural(sections, "section")), "
            + "\(RunReport.plural(diagnostics.count, "diagnostic"))\(listed))"
    }
}
