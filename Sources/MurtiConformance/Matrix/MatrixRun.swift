import Foundation
import MurtiProtocol

/// `matrix`: JSON run reports in, one view out (docs/MATRIX.md): the compatibility matrix of
/// any number of implementations, or, with ``diff``, what changed between two reports of one
/// implementation (`diff` as a page).
package struct MatrixRun: Sendable {
    /// The report files, in column order (for ``diff``: before, then after).
    package var reports: [URL]
    /// Compare two reports of one implementation instead of setting reports side by side.
    package var diff = false
    /// The output format.
    package var format: MatrixFormat = .html

    /// Creates a run over `reports`.
    package init(reports: [URL]) {
        self.reports = reports
    }

    /// What a matrix run produced: the rendered text and whether it shows a problem (a
    /// fixture failing somewhere; for ``diff``, a regression).
    package struct Outcome: Sendable {
        /// The page, table or JSON.
        package var text: String
        /// `true` when the view shows nothing failing (``diff``: nothing regressed).
        package var clean: Bool
    }

    /// Reads the reports (docs/REPORTS.md "json": versions 1.0, 1.1 and 2.0, either contract)
    /// and renders the view. Throws ``MatrixError`` for an unreadable report, reports of two
    /// contracts, or a wrong number of reports (``diff`` takes exactly two).
    package func run() throws(MatrixError) -> Outcome {
        var loaded: [(file: String, report: RunReport)] = []
        for url in reports {
            do { loaded.append((Workspace.display(url.path), try RunDiff.read(url))) } catch { throw .report(error) }
        }
        if diff {
            guard loaded.count == 2 else { throw .tooFewReports(need: 2, got: loaded.count) }
            let page = RunDiffPage(before: loaded[0], after: loaded[1])
            return Outcome(text: page.rendered(as: format), clean: !page.diff.hasRegressions)
        }
        let matrix = try CompatibilityMatrix(loaded)
        return Outcome(text: matrix.rendered(as: format), clean: !matrix.rows.contains(where: \.isFailing))
    }
}

extension CompatibilityMatrix {
    /// The matrix in `format`.
    package func rendered(as format: MatrixFormat) -> String {
        switch format {
        case .html: htmlPage()
        case .markdown: markdownTable()
        case .json: jsonDocument()
        }
    }
}
