import Foundation
import MurtiProtocol

/// The outcome of ``Linter/lint(shouldStop:)``: every problem, in corpus order, and what was checked.
package struct LintReport: Sendable, Equatable {
    /// The problems; empty when the corpus is clean.
    package var problems: [LintProblem]
    /// Number of fixtures (entries and files) examined.
    package var fixtureCount: Int
    /// Checks that did not run and why (no expectations.schema.json, an interrupted run):
    /// notes for the reader, not problems.
    package var skippedChecks: [String]

    /// Creates a report.
    package init(problems: [LintProblem], fixtureCount: Int, skippedChecks: [String] = []) {
        self.problems = problems
        self.fixtureCount = fixtureCount
        self.skippedChecks = skippedChecks
    }

    /// `true` when there is nothing to fix (exit 0, docs/CONTRACT.md §5).
    package var isClean: Bool { problems.isEmpty }

    /// `lint: 12 fixtures, no problems` or `lint: 12 fixtures, 3 problems`.
    package var summary: String {
        isClean
            ? "lint: \(fixtureCount) fixtures, no problems"
            : "lint: \(fixtureCount) fixtures, \(problems.count) problem\(problems.count == 1 ? "" : "s")"
    }

    /// Output formats of `lint --format`.
    package enum Format: String, Sendable, CaseIterable {
        /// One block per problem for people.
        case text
        /// GitHub workflow commands: `::error file=…,title=…::message`.
        case github
    }

    /// The report as text in `format`, ending with a newline. File names and messages carry a
    /// corpus's fixture ids and text: for `text` each is escaped for the text sink
    /// (``OutputSink/text``), so one problem is one block and no control character reaches a
    /// terminal; for `github`, control characters are made visible but line breaks, which the
    /// workflow-command escaping turns into `%0A`, are kept.
    package func rendered(as format: Format) -> String {
        var lines: [String] = []
        let text = OutputSink.text
        for problem in problems {
            switch format {
            case .text:
                lines.append("\(text.escape(problem.file)): \(text.escape(problem.message))")
                lines.append("  fix: \(text.escape(problem.fix))")
            case .github:
                let message = Self.escapeData(OutputSink.terminalSafe("\(problem.message) Fix: \(problem.fix)"))
                lines.append("::error file=\(Self.escapeProperty(text.escape(problem.file))),"
                    + "title=\(Self.escapeProperty(text.escape(problem.title)))::\(message)")
            }
        }
        lines.append(format == .github && !isClean ? "::notice title=lint::\(Self.escapeData(summary))" : summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Workflow-command data escaping (`%`, CR, LF), as GitHub's toolkit does.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Workflow-command property escaping: data escaping plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
