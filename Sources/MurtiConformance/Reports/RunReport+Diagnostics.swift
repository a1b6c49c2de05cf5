import Foundation

extension RunReport {
    /// stderr lines shown under an errored fixture in the text and Markdown reports.
    static let stderrLinesShown = 5
    /// Characters of stderr shown under an errored fixture at most (the end is kept).
    static let stderrCharactersShown = 500

    /// The end of the implementation's stderr for a result the harness could not get an answer
    /// for (at most ``stderrLinesShown`` lines and ``stderrCharactersShown`` characters, `…`
    /// marking a cut), or `nil` when there is none. Read from `actual.error`, where the
    /// harness error's description puts it after ``HarnessError/stderrMarker``.
    static func stderrExcerpt(_ result: FixtureResult) -> [String]? {
        guard result.status == .errored, result.actual?["harness"] != nil,
            let text = result.actual?["error"]?.stringValue,
            let marker = text.range(of: HarnessError.stderrMarker)
        else { return nil }
        var lines = text[marker.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        var shown = Array(lines.suffix(stderrLinesShown))
        var cut = shown.count < lines.count
        var budget = stderrCharactersShown
        var kept: [String] = []
        for line in shown.reversed() {
            guard budget > 0 else { cut = true; break }
            if line.count > budget {
                kept.append(String(line.suffix(budget)))
                cut = true
                budget = 0
            } else {
                kept.append(line)
                budget -= line.count
            }
        }
        shown = kept.reversed()
        if cut, let first = shown.first { shown[0] = "…" + first }
        return shown
    }

    /// What went wrong for a non-passing result in a few words, without the stderr tail:
    /// the harness error's summary, or the implementation's own `error` answer.
    static func errorSummary(_ result: FixtureResult) -> String? {
        guard result.status == .errored else { return nil }
        if result.actual?["harness"] != nil, let text = result.actual?["error"]?.stringValue {
            return text.range(of: HarnessError.stderrMarker).map { String(text[..<$0.lowerBound]) } ?? text
        }
        return result.reason
    }

    /// A hint for the commonest first-run mistake: every fixture errored the same way (the
    /// adapter cannot start, a missing module, a wrong path). `every case errored the same way:
    /// <what happened>: <last stderr line>`, or `nil`. Cases never run because the restart
    /// budget was spent or the run was stopped follow the first error and do not count as a
    /// different way; unsupported fixtures are left out.
    public var commonErrorHint: String? {
        let considered = results.filter { $0.status != .unsupported }
        guard !considered.isEmpty, considered.allSatisfy({ $0.status == .errored }) else { return nil }
        let followers: Set<String> = ["restartBudget", "cancelled"]
        let causes = considered.filter { result in
            guard let kind = result.actual?["harness"]?.stringValue else { return true }
            return !followers.contains(kind)
        }
        guard let first = causes.first, let summary = Self.errorSummary(first),
            causes.allSatisfy({ Self.errorSummary($0) == summary })
        else { return nil }
        var hint = "every case errored the same way: \(summary)"
        if let last = Self.stderrExcerpt(first)?.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            hint += ": \(last.trimmingCharacters(in: .whitespaces))"
        }
        return hint
    }
}
