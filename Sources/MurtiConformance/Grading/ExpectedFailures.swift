import Foundation
import MurtiProtocol

/// A list of fixtures known to fail for one implementation, so CI can gate on new failures
/// only (`docs/REPORTS.md`, "Expected failures").
///
/// One entry per line: a fixture id or a glob (the `--filter` syntax), then optionally a
/// reason, after whitespace or `#`. Lines starting with `#` and blank lines are ignored:
///
/// ```
/// # murti-kotlin 0.3 expected failures
/// invalid/decode/lone-surrogate.json   # kotlinx.serialization accepts lone surrogates
/// invalid/semantic/**                  layer 3 not shipped yet
/// ```
package struct ExpectedFailures: Sendable, Equatable {
    /// One line of the file.
    package struct Entry: Sendable, Equatable {
        /// 1-based line number.
        package var line: Int
        /// The fixture id or glob.
        package var pattern: String
        /// The reason written on the line (empty when none).
        package var reason: String
    }

    /// The entries, in file order.
    package private(set) var entries: [Entry]
    /// After ``apply(to:knownIDs:)``: the lines to remove (stale entries) and to add
    /// (unexpected failures), one sentence each. Empty before.
    package private(set) var problems: [String] = []

    /// How the problem about a failure no line lists begins (the others begin `line N:`).
    static let unexpectedPrefix = BaselineProblem.unlisted.phrase

    /// Parses the text of an expected-failures file.
    package init(parsing text: String) {
        var entries: [Entry] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let pattern = String(line.prefix { !$0.isWhitespace && $0 != "#" })
            var rest = line.dropFirst(pattern.count).trimmingCharacters(in: .whitespaces)
            if rest.hasPrefix("#") { rest = rest.dropFirst().trimmingCharacters(in: .whitespaces) }
            entries.append(Entry(line: index + 1, pattern: pattern, reason: rest))
        }
        self.entries = entries
    }

    /// Reads and parses the file at `url`.
    ///
    /// Throws ``ExpectedFailuresError/unreadable(path:reason:)`` or ``ExpectedFailuresError/notText(path:)``.
    package static func load(from url: URL) throws(ExpectedFailuresError) -> ExpectedFailures {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: url.path, reason: FileReason.unreadable(url.path, error: error))
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .notText(path: url.path) }
        return ExpectedFailures(parsing: text)
    }

    /// Marks the results `report` lists as expected failures and records what is stale.
    ///
    /// A failed, errored or skipped result that an entry matches gets ``FixtureResult/expectedFailure``
    /// (the first matching entry's reason) and is counted apart, not as a failure. An entry
    /// whose matches all pass is stale ("now passes: remove the line"), unless some of them
    /// were never run (`notRun`); an entry matching no
    /// result is stale too, unless it matches one of `knownIDs` (the whole corpus, for a run
    /// narrowed by `--filter`). A failure no entry matches stays a failure and is listed as a
    /// line to add. The problems land in ``problems`` and the report's
    /// `expectedFailureProblems`; counts are recomputed.
    package mutating func apply(to report: inout RunReport, knownIDs: Set<String>? = nil) {
        let globs = entries.map { Glob($0.pattern) }
        var problems: [String] = []
        let notPassing: Set<ResultStatus> = [.failed, .errored, .skipped]
        for (entry, glob) in zip(entries, globs) {
            if let problem = Glob.problem(in: entry.pattern) {
                problems.append(BaselineProblem.sentence(.invalidGlob, line: entry.line, pattern: entry.pattern, detail: problem))
                continue
            }
            let matched = report.results.indices.filter { glob.matches(report.results[$0].id) }
            let failing = matched.filter { notPassing.contains(report.results[$0].status) }
            // A line whose fixtures were not all run cannot be shown stale: the unrun ones may fail.
            let unjudged = matched.contains { report.results[$0].status == .notRun }
            if matched.isEmpty {
                if knownIDs?.contains(where: glob.matches) == true { continue }
                problems.append(BaselineProblem.sentence(
                    .matchesNothing, line: entry.line, pattern: entry.pattern, detail: "remove the line `\(entry.pattern)`"))
            } else if failing.isEmpty, !unjudged {
                let allPass = matched.allSatisfy { report.results[$0].status == .passed }
                problems.append(BaselineProblem.sentence(
                    allPass ? .nowPasses : .matchesNoFailing, line: entry.line, pattern: entry.pattern,
                    detail: "remove the line `\(entry.pattern)`"))
            }
            for index in failing where report.results[index].expectedFailure == nil {
                report.results[index].expectedFailure = entry.reason
            }
        }
        for result in report.results where notPassing.contains(result.status) && result.expectedFailure == nil {
            problems.append(
                "\(Self.unexpectedPrefix)\(result.id) (\(result.status.rawValue)): fix it, or add the line `\(result.id)` if it is expected")
        }
        // An id or a glob is at most a path long, but a line of the file is not.
        self.problems = problems.map { Bounds.capped($0) }
        report.expectedFailureProblems = self.problems
        report.recount()
    }
}
