import Foundation
import MurtiProtocol

/// `matrix --diff OLD.json NEW.json` (docs/MATRIX.md "Two versions of one implementation"):
/// what `diff` says, as a page (or Markdown, or JSON): the two implementations and corpora,
/// the counts, then the regressed, fixed, changed, added and removed fixtures, each with its
/// description, the expected answer and both answers.
struct RunDiffPage {
    /// The comparison, as `diff` computes it.
    let diff: RunDiff
    /// The first report's column and results by id.
    let before: (column: MatrixColumn, results: [String: FixtureResult])
    /// The second report's.
    let after: (column: MatrixColumn, results: [String: FixtureResult])
    /// The report's words (the second report's contract).
    let wording: ReportWording

    /// The page of `before` → `after`.
    init(before: (file: String, report: RunReport), after: (file: String, report: RunReport)) {
        diff = RunDiff(before: before.report, after: after.report)
        func table(_ report: RunReport) -> [String: FixtureResult] {
            Dictionary(report.results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        self.before = (MatrixColumn(before.report, file: before.file), table(before.report))
        self.after = (MatrixColumn(after.report, file: after.file), table(after.report))
        wording = after.report.wording
    }

    /// One listed change: section, id, statuses and the detail `diff` prints.
    struct Line {
        var section: String
        var id: String
        var before: String
        var after: String
        var detail: String
    }

    /// Every change in `diff`'s order: regressed, fixed, changed, added, removed.
    var lines: [Line] {
        let absent = CellState.absent.label
        return diff.regressed.map { Line(section: "regressed", id: $0.id, before: $0.before.rawValue, after: $0.after.rawValue, detail: $0.detail) }
            + diff.fixed.map { Line(section: "fixed", id: $0.id, before: $0.before.rawValue, after: $0.after.rawValue, detail: $0.detail) }
            + diff.changed.map { Line(section: "changed", id: $0.id, before: $0.before.rawValue, after: $0.after.rawValue, detail: $0.detail) }
            + diff.added.map { Line(section: "added", id: $0.id, before: absent, after: $0.status.rawValue, detail: "") }
            + diff.removed.map { Line(section: "removed", id: $0.id, before: $0.status.rawValue, after: absent, detail: "") }
    }

    /// The counts line `diff` prints.
    var countsLine: String {
        "\(diff.fixed.count) fixed, \(diff.regressed.count) regressed, \(diff.changed.count) changed, "
            + "\(diff.added.count) added, \(diff.removed.count) removed"
    }

    /// The view in `format`.
    func rendered(as format: MatrixFormat) -> String {
        switch format {
        case .html: html()
        case .markdown: markdown()
        case .json: json()
        }
    }

    func html() -> String {
        let title = "\(wording.title): \(before.column.title) → \(after.column.title)"
        var body = "<header><h1>\(OutputSink.html.escape(title))</h1>\n<p class=\"meta\">\(OutputSink.html.escape(countsLine))</p>\n"
        if !diff.context.isEmpty {
            body += "<div class=\"notes\" role=\"note\">"
                + diff.context.map { "<p>\(OutputSink.html.escape(Bounds.capped($0, bytes: MatrixLimits.statement)))</p>" }.joined() + "</div>\n"
        }
        body += "</header>\n<main>\n<table class=\"impls\" id=\"impls\"><thead><tr><th scope=\"col\"></th><th scope=\"col\">implementation</th>"
            + "<th scope=\"col\">certificate</th><th scope=\"col\">corpus</th><th scope=\"col\">report</th></tr></thead><tbody>\n"
        for (label, column) in [("before", before.column), ("after", after.column)] {
            body += "<tr><th scope=\"row\">\(label)</th><td>\(OutputSink.html.escape(column.title))</td><td>\(OutputSink.html.escape(column.statement))</td>"
                + "<td>\(OutputSink.html.escape("\(column.corpus.corpusVersion) (\(column.corpus.sha256.prefix(12))…)"))</td>"
                + "<td><code>\(OutputSink.html.escape(column.file))</code></td></tr>\n"
        }
        body += "</tbody></table>\n"
        for section in ["regressed", "fixed", "changed", "added", "removed"] {
            let items = lines.filter { $0.section == section }
            body += "<section id=\"\(section)\"><h2>\(section.capitalized): \(items.count)</h2>\n"
            guard !items.isEmpty else {
                body += "<p class=\"meta\">none</p></section>\n"
                continue
            }
            body += "<table class=\"changes\"><thead><tr><th scope=\"col\">fixture</th><th scope=\"col\">before</th>"
                + "<th scope=\"col\">after</th><th scope=\"col\">what changed</th><th scope=\"col\">expected</th></tr></thead><tbody>\n"
            for line in items {
                let result = after.results[line.id] ?? before.results[line.id]
                let expected = result.flatMap { CompatibilityMatrix.jsonValue($0.expected) }.map(RunDiff.answerSummary) ?? ""
                let old = CompatibilityMatrix.cell(before.results[line.id], wording: wording)
                let new = CompatibilityMatrix.cell(after.results[line.id], wording: wording)
                body += "<tr data-id=\"\(OutputSink.html.escape(line.id))\"><th scope=\"row\"><code>\(OutputSink.html.escape(line.id))</code>"
                    + "<br>\(OutputSink.html.escape(Bounds.capped(result?.expected.description ?? "", bytes: MatrixLimits.text)))</th>"
                    + "<td><span class=\"\(old.state.cssClass)\">\(OutputSink.html.escape(line.before))</span>\(Self.answer(old))</td>"
                    + "<td><span class=\"\(new.state.cssClass)\">\(OutputSink.html.escape(line.after))</span>\(Self.answer(new))</td>"
                    + "<td>\(OutputSink.html.escape(Bounds.capped(line.detail, bytes: MatrixLimits.text)))</td>"
                    + "<td>\(OutputSink.html.escape(expected))</td></tr>\n"
            }
            body += "</tbody></table></section>\n"
        }
        return MatrixPage.document(title: title, body: body + "</main>", data: "{}")
    }

    /// A cell's answer and reason under its status, escaped.
    static func answer(_ cell: MatrixCell) -> String {
        [cell.answer, cell.reason].compactMap { $0 }.map { "<br><small>\(OutputSink.html.escape($0))</small>" }.joined()
    }

    func markdown() -> String {
        let cell = RunReport.cell
        var md = "## \(cell(wording.title)): \(cell(before.column.title)) → \(cell(after.column.title))\n\n\(countsLine)\n\n"
        for line in diff.context { md += "> \(cell(line))\n\n" }
        for section in ["regressed", "fixed", "changed", "added", "removed"] {
            let items = lines.filter { $0.section == section }
            guard !items.isEmpty else { continue }
            md += "### \(section.capitalized): \(items.count)\n\n| fixture | before | after | what changed |\n| --- | --- | --- | --- |\n"
            for line in items.prefix(MatrixLimits.markdownRows) {
                md += "| `\(cell(line.id))` | \(cell(line.before)) | \(cell(line.after)) | \(cell(Bounds.capped(line.detail, bytes: MatrixLimits.text))) |\n"
            }
            if items.count > MatrixLimits.markdownRows { md += "\n… and \(items.count - MatrixLimits.markdownRows) more.\n" }
            md += "\n"
        }
        return md
    }

    func json() -> String {
        func side(_ column: MatrixColumn) -> JSONValue {
            .object([
                "file": .string(column.file), "implementation": .string(column.title), "statement": .string(column.statement),
                "corpus": .object(["corpusVersion": .string(column.corpus.corpusVersion), "sha256": .string(column.corpus.sha256)]),
            ])
        }
        let changes: [JSONValue] = lines.map { line in
            .object([
                "section": .string(line.section), "id": .string(line.id), "before": .string(line.before),
                "after": .string(line.after), "detail": .string(line.detail),
            ])
        }
        return CompatibilityMatrix.pretty(.object([
            "diffVersion": .number(1), "before": side(before.column), "after": side(after.column),
            "context": .array(diff.context.map(JSONValue.string)), "regressed": .bool(diff.hasRegressions), "changes": .array(changes),
        ]))
    }
}
