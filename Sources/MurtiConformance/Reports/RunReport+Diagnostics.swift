import Foundation
import MurtiProtocol

extension RunReport {
    /// stderr lines shown under an errored fixture in the text and Markdown reports, from the
    /// beginning of what the case wrote (a stack trace's exception line comes first) and from
    /// its end (docs/CONTRACT.md §3 v1.1, "diagnostics keep the cause").
    static let stderrHeadLines = 5
    /// stderr lines shown from the end.
    static let stderrTailLines = 5
    /// Characters of one stderr line shown at most (the start is kept).
    static let stderrLineCharacters = 240

    /// The implementation's stderr for an errored result: its non-blank lines, the first
    /// ``stderrHeadLines`` and the last ``stderrTailLines`` with a `… (N lines left out)` line
    /// between them when there are more; `nil` when there is none. Read from
    /// ``FixtureResult/stderr`` (a harness error or an `error` answer), else, in a report
    /// older than 1.2, from `actual.error`, where the harness error's description puts it
    /// after ``HarnessError/stderrMarker``.
    static func stderrExcerpt(_ result: FixtureResult) -> [String]? {
        guard result.status == .errored, let text = stderrText(result) else { return nil }
        return excerpt(text)
    }

    /// The excerpt of stderr `text` (``stderrExcerpt(_:)``), or `nil` when it has no non-blank line.
    package static func excerpt(_ text: String) -> [String]? {
        // A loop, not a map-filter-map chain: the chain took the type checker five seconds.
        var lines: [String] = []
        for piece in text.split(separator: "\n") {
            let line = String(piece)
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            lines.append(line.count > stderrLineCharacters ? String(line.prefix(stderrLineCharacters)) + "…" : line)
        }
        guard !lines.isEmpty else { return nil }
        let shown = stderrHeadLines + stderrTailLines
        guard lines.count > shown + 1 else { return lines }
        return Array(lines.prefix(stderrHeadLines)) + ["… (\(lines.count - shown) lines left out)"]
            + Array(lines.suffix(stderrTailLines))
    }

    /// The stderr text of an errored result (see ``stderrExcerpt(_:)``), or `nil`.
    static func stderrText(_ result: FixtureResult) -> String? {
        if let stderr = result.stderr { return stderr }
        guard result.actual?["harness"] != nil, let text = result.actual?["error"]?.stringValue,
            let marker = text.range(of: HarnessError.stderrMarker) ?? text.range(of: HarnessError.stderrMarkerBefore11)
        else { return nil }
        return String(text[marker.upperBound...])
    }

    /// What went wrong for a non-passing result in a few words, without the stderr tail:
    /// the harness error's summary, or the implementation's own `error` answer.
    static func errorSummary(_ result: FixtureResult) -> String? {
        guard result.status == .errored else { return nil }
        if result.actual?["harness"] != nil, let text = result.actual?["error"]?.stringValue {
            let marker = text.range(of: HarnessError.stderrMarker) ?? text.range(of: HarnessError.stderrMarkerBefore11)
            return marker.map { String(text[..<$0.lowerBound]) } ?? text
        }
        return result.reason
    }

    /// A hint for the commonest first-run mistake: every fixture errored the same way (the
    /// adapter cannot start, a missing module, a wrong path). `every case errored the same way:
    /// <what happened>: <the telling stderr line>`, or `nil`. Cases never run because the
    /// restart budget was spent follow the first error and do not count as a different way;
    /// unsupported and never-run fixtures are left out.
    package var commonErrorHint: String? {
        let considered = results.filter { $0.status != .unsupported && $0.status != .notRun }
        guard !considered.isEmpty, considered.allSatisfy({ $0.status == .errored }) else { return nil }
        let followers: Set<HarnessErrorKind> = [.restartBudget, .futileRestarts, .cancelled]
        let causes = considered.filter { result in
            guard let kind = result.actual?["harness"]?.stringValue.flatMap(HarnessErrorKind.init(rawValue:)) else { return true }
            return !followers.contains(kind)
        }
        guard let first = causes.first, let summary = Self.errorSummary(first),
            causes.allSatisfy({ Self.errorSummary($0) == summary })
        else { return nil }
        var hint = "every case errored the same way: \(summary)"
        if let text = Self.stderrText(first), let line = Self.tellingLine(text) { hint += ": \(line)" }
        return hint
    }

    /// The stderr line that says what broke: the first line naming an error or exception
    /// (`Error: Cannot find module …`, `ModuleNotFoundError: …`, `Exception in thread …`,
    /// `panic: …`, `fatal error: …`), else the first non-blank line. Not the last line: Node
    /// ends a crash with its version banner (`Node.js v20.20.2`), Python with the exception
    /// but after a traceback, Java with `at …` frames.
    static func tellingLine(_ text: String) -> String? {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let telling = lines.first { line in
            let lower = line.lowercased()
            return line.range(of: #"^([A-Za-z_][\w.$]*)?(Error|Exception|Panic)\b"#, options: .regularExpression) != nil
                || lower.hasPrefix("panic:") || lower.hasPrefix("fatal error") || lower.hasPrefix("error:")
                || lower.contains("exception in thread") || lower.hasPrefix("uncaught ")
        }
        guard let line = telling ?? lines.first else { return nil }
        return line.count > stderrLineCharacters ? String(line.prefix(stderrLineCharacters)) + "…" : line
    }
}
