import Foundation
import MurtiProtocol

extension CompatibilityMatrix {
    /// The self-contained HTML page (docs/MATRIX.md "The page"): the implementations with
    /// their scope, certificate and badge; the corpus notes; the filters; the grid of groups,
    /// rules and fixtures, one button per cell opening the fixture's details.
    func htmlPage() -> String {
        let name = OutputSink.html.escape(wording.title)
        var body = "<header><h1>\(name) compatibility matrix</h1>\n<p class=\"meta\">"
        body += OutputSink.html.escape(
            "corpus \(corpus.corpusVersion) · sha256 \(corpus.sha256) · \(RunReport.plural(rows.count, "fixture")) · "
                + RunReport.plural(columns.count, "implementation"))
        body += "</p>\n"
        if !notes.isEmpty {
            body += "<div class=\"notes\" role=\"note\">" + notes.map { "<p>\(OutputSink.html.escape($0))</p>" }.joined() + "</div>\n"
        }
        body += "</header>\n<main>\n" + implementationsTable() + filterForm() + gridTable() + "</main>\n"
        body += "<dialog id=\"detail\" aria-label=\"fixture details\"><button type=\"button\" class=\"close\">Close</button>"
            + "<div class=\"body\"></div></dialog>"
        return MatrixPage.document(title: "\(wording.title) compatibility matrix", body: body, data: pageData())
    }

    /// The contract's report words.
    var wording: ReportWording { ContractRegistry.contractOrFallback(contract)?.reportWording ?? .plain }

    /// The table of implementations: metadata, scope, certificate, badge and totals.
    func implementationsTable() -> String {
        let heads = ["#", "implementation", "language", "declared scope", "certificate", "badge", "results", "corpus", "report"]
        var html = "<section aria-labelledby=\"impls-h\"><h2 id=\"impls-h\">Implementations</h2>\n<div class=\"scroll\">"
            + "<table class=\"impls\" id=\"impls\">"
        html += "<thead><tr>" + heads.map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead><tbody>\n"
        for (index, column) in columns.enumerated() {
            let colour = ["green", "yellow", "red"].contains(column.badgeColor) ? column.badgeColor : "other"
            html += "<tr data-impl=\"\(index + 1)\"><td>\(index + 1)</td><th scope=\"row\">\(OutputSink.html.escape(column.title))</th>"
                + "<td>\(OutputSink.html.escape(column.language))</td><td class=\"scope\">\(OutputSink.html.escape(column.scope))</td>"
                + "<td class=\"cert\">\(OutputSink.html.escape(column.statement))</td>"
                + "<td class=\"bad\"><span class=\"badge \(colour)\">\(OutputSink.html.escape(column.badgeColor))</span> \(OutputSink.html.escape(column.badgeMessage))</td>"
                + "<td class=\"totals\">\(Self.totalsList(column.totals))</td>"
                + "<td>\(OutputSink.html.escape("\(column.corpus.corpusVersion) (\(column.corpus.sha256.prefix(12))…)"))</td>"
                + "<td title=\"\(OutputSink.html.escape(column.file))\"><code>\(OutputSink.html.escape(Self.baseName(column.file)))</code></td></tr>\n"
        }
        return html + "</tbody></table></div></section>\n"
    }

    /// The last path component of a report's path (the table's title attribute has it whole).
    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// A report's totals as a short list: passed, failed and errored always, the other counts
    /// when not zero (`630 passed · 0 failed · 0 errored · 4 informational`).
    static func totalsList(_ totals: RunReport.Counts) -> String {
        let always = [(totals.passed, "passed"), (totals.failed, "failed"), (totals.errored, "errored")]
        let others = [(totals.skipped, "skipped"), (totals.unsupported, "unsupported"), (totals.informational, "informational"),
                      (totals.notRun, "not run"), (totals.expectedFailures, "expected failures")].filter { $0.0 > 0 }
        return (always + others).map { "<span data-count=\"\($0.1)\">\($0.0) \($0.1)</span>" }.joined(separator: " · ")
    }

    /// The filters: which fixtures (every one, failing somewhere, differing), and one
    /// implementation; the page keeps them in the URL's fragment.
    func filterForm() -> String {
        var html = "<section aria-labelledby=\"grid-h\"><h2 id=\"grid-h\">Fixtures</h2>\n<form id=\"filters\" role=\"search\">"
        html += "<label>Show <select id=\"filter\" name=\"filter\"><option value=\"all\">every fixture</option>"
            + "<option value=\"failing\">failing somewhere</option><option value=\"differing\">differing between implementations"
            + "</option></select></label>"
        html += "<label>Implementation <select id=\"impl\" name=\"impl\"><option value=\"\">all</option>"
        for (index, column) in columns.enumerated() {
            html += "<option value=\"\(index + 1)\">\(index + 1). \(OutputSink.html.escape(column.title))</option>"
        }
        html += "</select></label><output id=\"shown\" aria-live=\"polite\">\(rows.count) of \(rows.count) fixtures shown</output></form>\n"
        let legend = CellState.allCases.filter { $0 != .absent }
            .map { "<span class=\"\($0.cssClass)\">\(OutputSink.html.escape($0.mark)) \(OutputSink.html.escape($0.label))</span>" }.joined()
        return html + "<p class=\"legend\">\(legend)<span class=\"a\">blank: not in that report</span></p>\n"
    }

    /// The grid: one `<tbody>` per group (its header row with each implementation's counts),
    /// a header row per rule, a row per fixture with one button per implementation.
    func gridTable() -> String {
        var html = "<table class=\"grid\" id=\"grid\"><thead><tr><th scope=\"col\">fixture</th>"
        for (index, column) in columns.enumerated() {
            html += "<th scope=\"col\" title=\"\(OutputSink.html.escape(column.title + " — " + column.statement))\">"
                + "\(index + 1). \(OutputSink.html.escape(column.name))</th>"
        }
        html += "</tr></thead>\n"
        var rowIndex = 0
        for group in groups {
            html += "<tbody data-group=\"\(OutputSink.html.escape(group.key))\"><tr class=\"gh\"><th scope=\"rowgroup\">"
                + "<button type=\"button\" class=\"tg\" aria-expanded=\"true\">\(OutputSink.html.escape(group.title))</button></th>"
                + group.counts.map { Self.countCell($0, wording) }.joined() + "</tr>\n"
            for rule in group.rules {
                html += "<tr class=\"rh\" data-rule=\"\(OutputSink.html.escape(rule.key))\"><th scope=\"row\">\(OutputSink.html.escape(rule.key))</th>"
                    + rule.counts.map { Self.countCell($0, wording) }.joined() + "</tr>\n"
                for row in rule.rows {
                    let flags = [row.isFailing ? "failing" : nil, row.differs ? "differs" : nil].compactMap { $0 }.joined(separator: " ")
                    html += "<tr data-r=\"\(rowIndex)\"" + (flags.isEmpty ? "" : " class=\"\(flags)\"")
                        + "><th scope=\"row\"><code>\(OutputSink.html.escape(row.id))</code></th>"
                    html += row.cells.map { "<td><button class=\"\($0.state.cssClass)\">\(OutputSink.html.escape($0.state.mark))</button></td>" }
                        .joined() + "</tr>\n"
                    rowIndex += 1
                }
            }
            html += "</tbody>\n"
        }
        return html + "</table></section>\n"
    }

    /// A counts cell: `passed/counted`, the full counts in its title in the contract's words
    /// (`wording`); empty for `nil`.
    static func countCell(_ counts: RunReport.Counts?, _ wording: ReportWording) -> String {
        guard let counts else { return "<td></td>" }
        let title = RunReport.detailLine(counts, wording)
        return "<td data-passed=\"\(counts.passed)\" data-counted=\"\(counts.counted)\" title=\"\(OutputSink.html.escape(title))\">"
            + "\(counts.passed)/\(counts.counted)</td>"
    }

    /// The data the page's script reads when a cell is opened: column titles, a string pool,
    /// and per row `[id, description, expected, expectation JSON, differs, cells]`, each cell
    /// `[state, kind, reason, answer, answer JSON]` (pool indexes, -1 for none).
    func pageData() -> String {
        var pool = StringPool()
        var rowsData: [JSONValue] = []
        for row in rows {
            let cells: [JSONValue] = row.cells.map { cell in
                .array([cell.state.label, cell.kind, cell.reason, cell.answer, cell.answerJSON].map { .number(Double(pool.id($0))) })
            }
            let differs = row.expectationDiffers.isEmpty ? nil : row.expectationDiffers.joined(separator: ", ")
            rowsData.append(.array(
                [row.id, row.description, row.expected, row.expectedJSON, differs].map { .number(Double(pool.id($0))) }
                    + [.array(cells)]))
        }
        let data: JSONValue = .object([
            "c": .array(columns.map { .string($0.title) }), "s": .array(pool.strings.map { .string($0) }), "r": .array(rowsData),
        ])
        return Self.compact(data)
    }
}
