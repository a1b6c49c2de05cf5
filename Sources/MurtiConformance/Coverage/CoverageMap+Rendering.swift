import Foundation
import MurtiProtocol

extension CoverageMap {
    /// Output formats of `coverage --format`.
    package enum Format: String, Sendable, CaseIterable {
        /// Aligned text for people: zeros first, then every item.
        case text
        /// One JSON object (`coverageVersion` 1).
        case json
        /// Markdown: a table per contract, zeros first.
        case markdown
    }

    /// The map in `format`, ending with a newline.
    package func rendered(as format: Format) -> String {
        switch format {
        case .text: renderedText()
        case .json: renderedJSON()
        case .markdown: renderedMarkdown()
        }
    }

    /// `coverage: murti corpus (643 fixtures): 390 items, 57 zeros`.
    package var summary: String {
        sections.map { "coverage: \($0.contract.rawValue) \($0.corpus) (\($0.fixtures) fixtures): \($0.items.count) items, "
            + "\($0.zeros.count) zero\($0.zeros.count == 1 ? "" : "s")" }.joined(separator: "; ")
    }

    private func renderedText() -> String {
        var lines: [String] = []
        for section in sections {
            lines.append("coverage: \(section.contract.rawValue) \(section.corpus), corpus \(section.corpusVersion), "
                + "\(section.fixtures) fixtures: \(section.items.count) items, \(section.zeros.count) zeros first")
            let width = min(72, section.items.map { RunReport.oneLine($0.id).count }.max() ?? 0)
            lines.append("  " + "kind".padding(toLength: 18, withPad: " ", startingAt: 0)
                + "item".padding(toLength: width, withPad: " ", startingAt: 0) + "  valid  invalid  e.g.")
            for item in section.items {
                let id = RunReport.oneLine(item.id)
                let marker = item.isZero ? "0 " : "  "
                lines.append(marker + item.kind.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)
                    + id.padding(toLength: max(width, id.count), withPad: " ", startingAt: 0)
                    + String(format: "  %5d  %7d  ", item.valid, item.invalid)
                    + (item.examples.first.map(RunReport.oneLine) ?? "-"))
            }
            lines.append("")
        }
        lines.append(summary)
        lines.append("Zeros (marked 0) are what no fixture tries yet: CONTRIBUTING.md says how to add one.")
        return lines.joined(separator: "\n") + "\n"
    }

    private func renderedJSON() -> String {
        let sections: [JSONValue] = self.sections.map { section in
            .object([
                "contract": .string(section.contract.rawValue), "corpus": .string(section.corpus),
                "corpusVersion": .string(section.corpusVersion), "fixtures": .number(Double(section.fixtures)),
                "zeros": .number(Double(section.zeros.count)),
                "items": .array(section.items.map { item in
                    .object(["kind": .string(item.kind.rawValue), "id": .string(item.id), "valid": .number(Double(item.valid)),
                             "invalid": .number(Double(item.invalid)), "zero": .bool(item.isZero),
                             "examples": .array(item.examples.map { .string($0) })])
                }),
            ])
        }
        let document = JSONValue.object(["coverageVersion": .number(1), "contracts": .array(sections)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func renderedMarkdown() -> String {
        var lines: [String] = []
        for section in sections {
            lines.append("### Coverage: \(section.contract.rawValue) (`\(RunReport.cell(section.corpus))`, corpus "
                + "\(section.corpusVersion), \(section.fixtures) fixtures)")
            lines.append("")
            lines.append("\(section.items.count) items, **\(section.zeros.count) zeros** (listed first).")
            lines.append("")
            lines.append("| | kind | item | valid | invalid | e.g. |")
            lines.append("|---|---|---|---:|---:|---|")
            for item in section.items {
                lines.append("| \(item.isZero ? "**0**" : "") | \(item.kind.rawValue) | `\(RunReport.cell(item.id))` | "
                    + "\(item.valid) | \(item.invalid) | \(item.examples.first.map { "`\(RunReport.cell($0))`" } ?? "") |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
