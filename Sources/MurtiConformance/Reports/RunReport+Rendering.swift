import Foundation
import MurtiProtocol

extension RunReport {
    /// The report in `format` (`docs/REPORTS.md`); `listing` says which fixtures the text and
    /// Markdown reports list one by one (`run --show`). Every string from an implementation or
    /// a corpus is escaped for the format's sink (``OutputSink``).
    package func rendered(as format: ReportFormat, listing: ReportListing = .new) -> String {
        switch format {
        case .text: textReport(listing: listing)
        case .json: jsonReport()
        case .junit: junitReport()
        case .markdown: markdownReport(listing: listing)
        case .badge: badgeReport()
        }
    }

    /// Decodes a report written by ``rendered(as:)`` with `.json`, read by the strict parser.
    ///
    /// Throws ``CorpusError`` for text that is not strict JSON, a `DecodingError` (with the
    /// coding path) for JSON that is not a report.
    package static func decode(_ data: Data) throws -> RunReport {
        try StrictJSON.parse(data, file: "report").decoded(as: RunReport.self)
    }

    /// ``RunReport`` encoded with sorted keys, pretty-printed, slashes unescaped.
    ///
    /// Foundation's encoder refuses a value nested past its limit (512 levels), and an answer
    /// can nest deeper than that; a report is still written whole (every result), each answer
    /// deeper than ``maxActualDepth`` replaced by `{"note": "…"}` saying how deep it was.
    func jsonReport() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var report = self
        for index in report.results.indices {
            guard let depth = report.results[index].actual?.nestingDepth, depth > Self.maxActualDepth else { continue }
            report.results[index].actual = .object([
                "note": .string("the answer nests \(depth) levels deep, past the \(Self.maxActualDepth) a JSON report "
                    + "writes; the other members of this result are as graded"),
            ])
        }
        do {
            // The encoder escapes C0 controls; C1, the bidirectional controls and U+2028/2029
            // it writes raw, and `\uXXXX` is the same string (docs/SECURITY.md "Output hygiene").
            return OutputSink.terminalSafe(String(decoding: try encoder.encode(report), as: UTF8.self)) + "\n"
        } catch {
            let reason = String(describing: error).replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ")
            return "{\"error\": \"the report could not be encoded as JSON: \(reason)\"}\n"
        }
    }

    /// The deepest answer a JSON report writes as it was: Foundation's encoder stops at 512
    /// levels, and a result sits 4 levels into the report.
    static let maxActualDepth = 500

    /// `N passed, N failed, N errored, N skipped` for `counts` (docs/CONTRACT.md §4), and `, N not
    /// run` when a cut-short run left fixtures unjudged.
    static func summaryLine(_ counts: Counts) -> String {
        "\(counts.passed) passed, \(counts.failed) failed, \(counts.errored) errored, \(counts.skipped) skipped"
            + (counts.notRun > 0 ? ", \(counts.notRun) not run" : "")
    }

    /// The summary line plus the extra counts and the grading levels side by side:
    /// `…, 0 unsupported, 0 informational; levels: verdict 74/93, rule 45/93, strict 40/93 (19
    /// wrong answers, 29 wrong names)`.
    static func detailLine(_ counts: Counts, _ wording: ReportWording) -> String {
        var line = summaryLine(counts)
        line += ", \(counts.unsupported) unsupported, \(counts.informational) informational"
        if counts.expectedFailures > 0 { line += ", " + plural(counts.expectedFailures, "expected failure") }
        if let levels = counts.levelsLine(wording) { line += "; " + levels }
        return line
    }

    /// One line for a CI log: `182 passed, 3 failed, 1 errored, 4 skipped; Not certified
    /// (declared: layers 1, 2)` (what `run` prints last on stderr, docs/CONTRACT.md §5 v1.1),
    /// the headline naming any rule that never passed. Not escaped: a sink's renderer does it.
    package var oneLineSummary: String {
        var line = Self.summaryLine(totals) + "; " + headline
        if totals.failed > 0, let kinds = totals.failureKinds(wording) { line += "; failed: \(kinds)" }
        if partial { line += "; partial run" }
        if allPassed, !scope.reasons.isEmpty { line += "; " + scope.reasons.joined(separator: "; ") }
        return line
    }

    /// `exit 1: 3 baseline entries now pass (stale: remove lines 4, 9, 12)`: why the run exits
    /// 1 (``exitReasons``), the end of the last line every run prints (docs/DECISIONS.md 71);
    /// `nil` when it exits 0.
    package var exitLine: String? {
        let reasons = exitReasons
        return reasons.isEmpty ? nil : "exit 1: " + reasons.joined(separator: "; ")
    }

    /// `name version (language)`, or a note when the handshake failed.
    var implementationTitle: String {
        guard let info = implementation else { return "unknown implementation (no start answer)" }
        return "\(info.name) \(info.version) (\(info.language))"
    }
}
