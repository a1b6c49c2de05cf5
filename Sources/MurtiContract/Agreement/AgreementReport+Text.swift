import MurtiConformance
import MurtiProtocol

extension AgreementReport {
    /// The text report: header, sides, what was counted apart, then each group; every line
    /// escaped for the text sink (``OutputSink/text``), since side names, verdicts and fixture
    /// ids come from implementations and the corpus.
    func renderedText() -> String {
        var lines = [summary] + schemaLines + ["sides:"] + sides.map { "  " + sideLabel($0) }
        let apart = apartLines
        if !apart.isEmpty { lines += ["counted apart (not disagreements):"] + apart.map { "  " + $0 } }
        let groups = groups
        for (number, group) in groups.enumerated() {
            lines.append("")
            lines += textLines(group, number: number + 1, of: groups.count)
        }
        let informational = informationalDifferences
        if !informational.isEmpty {
            lines += ["", "informational fixtures where a side deviates (not counted):"]
            for row in informational { lines += textLines(row) }
        }
        lines.append("")
        lines.append("summary: \(breakdown)" + (groups.isEmpty ? "" : " in \(Self.plural(groups.count, "group"))"))
        return lines.map(OutputSink.text.escape).joined(separator: "\n") + "\n"
    }

    private func textLines(_ group: DisagreementGroup, number: Int, of total: Int) -> [String] {
        let first = group.fixtures.first.flatMap(row)
        var lines = ["group \(number) of \(total): " + headline(group)]
        if let behaviour = behaviour(group, first: first) { lines.append("  what: \(behaviour)") }
        if let cause = group.cause { lines.append("  cause: \(cause.explanation)") }
        for place in group.lookAt { lines.append("  where to look: \(place.summary)") }
        if group.signature.schemaLocation == nil, !group.schemaLocations.isEmpty {
            lines.append("  schema locations the engines report: "
                + group.schemaLocations.map { "\($0.name) (\($0.count))" }.joined(separator: ", "))
        }
        if group.signature.schemaLocation == nil, group.schemaLocations.isEmpty, !group.instanceLocations.isEmpty {
            lines.append("  at instance locations: "
                + group.instanceLocations.prefix(Self.examples * 5).map { "\($0.name) (\($0.count))" }.joined(separator: ", "))
        }
        if group.signature.kind == .keywordOrLocation, !group.expectedKeywords.isEmpty {
            lines.append("  expected instead: " + group.expectedKeywords.map { "\($0.name) \($0.count)" }.joined(separator: ", "))
        }
        let listed = group.fixtures.prefix(Self.listedFixtures)
        lines.append(group.fixtures.count > listed.count
            ? "  fixtures (first \(listed.count) of \(group.fixtures.count); --format json lists all):"
            : "  fixtures:")
        lines += listed.map { "    " + $0 }
        for id in group.fixtures.prefix(Self.examples) {
            guard let row = row(id) else { continue }
            lines += textLines(row, prefix: "  for example, ")
        }
        return lines
    }

    private func textLines(_ row: AgreementRow, prefix: String = "  ") -> [String] {
        let width = sides.map(\.name.count).max() ?? 0
        var lines = ["\(prefix)\(row.id) (expected schema verdict: \(row.expected.summary))"]
        for (index, side) in sides.enumerated() where index < row.verdicts.count {
            var line = "      " + side.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + row.verdicts[index].summary
            if let deviation = row.comparisons[index].deviation { line += "  [deviates: \(deviation.rawValue)]" }
            if case .noVerdict = row.comparisons[index] { line += "  [no verdict]" }
            lines.append(line)
            let indent = String(repeating: " ", count: 8 + width)
            lines += (row.verdicts[index].stderr.flatMap(RunReport.excerpt) ?? []).map { "\(indent)stderr: \($0)" }
        }
        return lines
    }
}
