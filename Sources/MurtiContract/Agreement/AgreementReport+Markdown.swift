import MurtiConformance
import MurtiProtocol

extension AgreementReport {
    /// The Markdown report: sides, a table of groups, then each group with its fixtures.
    func renderedMarkdown() -> String {
        var lines = ["## Agreement", "", summary, ""]
        for line in schemaLines { lines += [Self.cell(line), ""] }
        lines.append("| side | role | implementation | judges by | command |")
        lines.append("|---|---|---|---|---|")
        for side in sides {
            let info = side.implementation.map { "\($0.name) \($0.version)" } ?? "—"
            let role = side.role.map { $0 == .client ? "client (schema projection)" : "schema-only" } ?? "no start answer"
            let schema: String
            switch side.schema {
            case .file(let path)?: schema = path
            case .builtIn(let description)?: schema = description
            case nil: schema = "its own rules"
            }
            lines.append("| \(Self.cell(side.name)) | \(role) | \(Self.cell(info)) | \(Self.cell(schema)) | "
                + "\(OutputSink.markdownCode(side.command.joined(separator: " "))) |")
        }
        let apart = apartLines
        if !apart.isEmpty { lines += ["", "Counted apart (not disagreements):", ""] + apart.map { "- " + Self.cell($0) } }
        let groups = groups
        if !groups.isEmpty {
            lines += ["", "| # | difference | deviating | keyword | schema location | fixtures | where to look |",
                      "|---|---|---|---|---|---|---|"]
            for (number, group) in groups.enumerated() {
                let signature = group.signature
                lines.append("| \(number + 1) | \(signature.kind.rawValue) | \(Self.cell(signature.deviating.joined(separator: ", "))) | "
                    + "\(Self.cell(signature.keyword?.rawValue ?? "—")) | \(Self.cell(signature.schemaLocation ?? "—")) | "
                    + "\(group.fixtures.count) | \(Self.cell(group.lookAt.map(\.summary).joined(separator: "; "))) |")
            }
        }
        for (number, group) in groups.enumerated() {
            lines += [""] + markdownLines(group, number: number + 1)
        }
        let informational = informationalDifferences
        if !informational.isEmpty {
            lines += ["", "### Informational fixtures where a side deviates (not counted)", ""]
            for row in informational { lines += markdownTable(row) + [""] }
        }
        lines += ["", "**Summary:** \(Self.cell(breakdown))"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func markdownLines(_ group: DisagreementGroup, number: Int) -> [String] {
        var lines = ["### \(number). \(Self.cell(headline(group)))", ""]
        if let behaviour = behaviour(group, first: group.fixtures.first.flatMap(row)) {
            lines += ["What: \(Self.cell(behaviour)).", ""]
        }
        if let cause = group.cause { lines += ["Cause: \(Self.cell(cause.explanation))", ""] }
        lines += group.lookAt.map { "- Where to look: \(Self.cell($0.summary))" } + [""]
        if group.signature.schemaLocation == nil, !group.schemaLocations.isEmpty {
            lines += ["Schema locations the engines report: "
                + group.schemaLocations.map { "\(OutputSink.markdownCode($0.name)) (\($0.count))" }.joined(separator: ", "), ""]
        }
        let listed = group.fixtures.prefix(Self.listedFixtures)
        lines.append("<details><summary>\(Self.plural(group.fixtures.count, "fixture"))"
            + (group.fixtures.count > listed.count ? " (first \(listed.count) listed; --format json lists all)" : "")
            + "</summary>")
        lines.append("")
        lines += listed.map { "- " + OutputSink.markdownCode($0) }
        lines += ["", "</details>", ""]
        for id in group.fixtures.prefix(Self.examples) {
            guard let row = row(id) else { continue }
            lines += markdownTable(row) + [""]
        }
        return lines
    }

    private func markdownTable(_ row: AgreementRow) -> [String] {
        var lines = ["\(OutputSink.markdownCode(row.id)): expected schema verdict **\(Self.cell(row.expected.summary))**", "",
                     "| side | answer | comparison |", "|---|---|---|"]
        for (index, side) in sides.enumerated() where index < row.verdicts.count {
            let comparison: String
            switch row.comparisons[index] {
            case .agrees: comparison = "agrees"
            case .deviates(let deviation): comparison = "**deviates: \(deviation.rawValue)**"
            case .noVerdict: comparison = "**no verdict**"
            case .apart(let gap): comparison = gap.isUnsupported ? "unsupported" : "not comparable"
            }
            lines.append("| \(Self.cell(side.name)) | \(Self.cell(row.verdicts[index].summary)) | \(comparison) |")
        }
        for (index, side) in sides.enumerated() where index < row.verdicts.count {
            guard let excerpt = row.verdicts[index].stderr.flatMap(RunReport.excerpt) else { continue }
            let text = excerpt.map(RunReport.oneLine).joined(separator: "\n")
            var fence = "```"
            while text.contains(fence) { fence += "`" }
            lines += ["", "stderr of \(Self.cell(side.name)):", "", "\(fence)text", text, fence]
        }
        return lines
    }

    /// Text safe inside Markdown, a table cell included (``OutputSink/markdown``).
    static func cell(_ text: String) -> String {
        OutputSink.markdown.escape(text)
    }
}
