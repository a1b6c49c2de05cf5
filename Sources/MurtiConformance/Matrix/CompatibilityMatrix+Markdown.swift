import Foundation
import MurtiProtocol

extension CompatibilityMatrix {
    /// The matrix for a pull-request comment or a job summary (docs/MATRIX.md "Markdown"):
    /// the implementations, the same group counts as the page, and the fixtures failing
    /// somewhere (the first ``MatrixLimits/markdownRows``), every string escaped for a table cell.
    func markdownTable() -> String {
        let cell = RunReport.cell
        var md = "## \(cell(wording.title)) compatibility matrix\n\n"
        md += "Corpus \(cell(corpus.corpusVersion)) (`\(corpus.sha256.prefix(12))`), \(RunReport.plural(rows.count, "fixture")), "
            + "\(RunReport.plural(columns.count, "implementation")).\n\n"
        for note in notes { md += "> **Note:** \(cell(note))\n\n" }
        md += "| # | implementation | language | declared scope | certificate | badge | passed | failed | errored | unsupported |\n"
        md += "| ---: | --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: |\n"
        for (index, column) in columns.enumerated() {
            md += "| \(index + 1) | \(cell(column.title)) | \(cell(column.language)) | \(cell(column.scope)) | \(cell(column.statement)) | "
                + "\(cell(column.badgeColor)): \(cell(column.badgeMessage)) | \(column.totals.passed) | \(column.totals.failed) | "
                + "\(column.totals.errored) | \(column.totals.unsupported) |\n"
        }
        md += "\n### By \(cell(wording.groupNoun)) (passed/counted)\n\n"
        md += "| \(cell(wording.groupNoun)) | " + columns.indices.map { "\($0 + 1)" }.joined(separator: " | ") + " |\n"
        md += "| --- |" + String(repeating: " ---: |", count: columns.count) + "\n"
        for group in groups {
            md += "| \(cell(group.title)) | " + group.counts.map(Self.countText).joined(separator: " | ") + " |\n"
        }
        let failing = rows.filter(\.isFailing)
        md += "\n### Fixtures failing somewhere: \(failing.count)\n\n"
        guard !failing.isEmpty else { return md + "Every fixture passed, or was outside a declared scope, everywhere.\n" }
        md += "| fixture | " + columns.indices.map { "\($0 + 1)" }.joined(separator: " | ") + " |\n"
        md += "| --- |" + String(repeating: " :---: |", count: columns.count) + "\n"
        for row in failing.prefix(MatrixLimits.markdownRows) {
            md += "| `\(cell(row.id))` | " + row.cells.map { cell($0.state.mark.trimmingCharacters(in: .whitespaces)) }
                .joined(separator: " | ") + " |\n"
        }
        if failing.count > MatrixLimits.markdownRows {
            md += "\n… and \(failing.count - MatrixLimits.markdownRows) more: see the HTML page (`matrix --format html`).\n"
        }
        let legend = CellState.allCases.filter { $0 != .absent }.map { "\($0.mark) \($0.label)" }.joined(separator: " · ")
        return md + "\n\(cell(legend)) · blank: not in that report\n"
    }

    /// `passed/counted`, or `—` for a group the report does not have.
    static func countText(_ counts: RunReport.Counts?) -> String {
        counts.map { "\($0.passed)/\($0.counted)" } ?? "—"
    }
}
