import Foundation

extension RunReport {
    /// The text report (`docs/REPORTS.md`): a header, one line per fixture that did not pass
    /// (or failed only the strict level), stale expected-failure lines, per-group counts, and
    /// as the very last line `N passed, N failed, N errored, N skipped` for CI log parsers.
    func textReport() -> String {
        var lines: [String] = []
        lines.append("murti conformance: \(implementationTitle), corpus \(corpus.corpusVersion) sha256 \(corpus.sha256)")
        let listing = expectedFailureProblems != nil
        var lastExcerpt: [String]?
        for result in results {
            guard let label = Self.textLabel(result) else { continue }
            let reason = Self.oneLine(result.reason ?? result.status.rawValue)
            var line = "\(label) \(result.id): \(reason)"
            if let why = result.expectedFailure, !why.isEmpty { line += " [expected: \(Self.oneLine(why))]" }
            if listing, Self.isUnlistedFailure(result) {
                line += " [unexpected failure: add the line `\(Self.oneLine(result.id))` to the expected-failures file if it is expected]"
            }
            lines.append(line)
            if let excerpt = Self.stderrExcerpt(result) {
                if excerpt == lastExcerpt {
                    lines.append("    stderr: (the same as above)")
                } else {
                    lines += excerpt.map { "    stderr: \(Self.oneLine($0))" }
                }
                lastExcerpt = excerpt
            }
        }
        for problem in staleProblems {
            lines.append("STALE \(Self.oneLine(problem))")
        }
        for group in groupOrder {
            guard let counts = perLayer[group] else { continue }
            lines.append("\(Self.groupTitle(group)): \(Self.detailLine(counts))")
        }
        if partial { lines.append("partial run: not every fixture was run") }
        if let restarts, restarts > 0 { lines.append("the implementation was restarted \(restarts) times") }
        if let hint = commonErrorHint { lines.append("hint: \(Self.oneLine(hint))") }
        lines.append("total: \(Self.detailLine(totals))")
        if let summary = expectedFailuresSummary { lines.append(summary) }
        lines.append(Self.summaryLine(totals))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A failed, errored or skipped result that no expected-failures line lists.
    static func isUnlistedFailure(_ result: FixtureResult) -> Bool {
        result.expectedFailure == nil && [.failed, .errored, .skipped].contains(result.status)
    }

    /// The expected-failures problems about lines of the file (stale or invalid entries), not
    /// about unlisted failures (those are marked on their own result line).
    var staleProblems: [String] {
        (expectedFailureProblems ?? []).filter { !$0.hasPrefix(ExpectedFailures.unexpectedPrefix) }
    }

    /// `expected failures: 1 stale entry (remove line 4), 2 unexpected failures (…)` when an
    /// expected-failures file was applied and has problems, else `nil`: the line before the
    /// final count, so a run that fails only because of the file says why.
    var expectedFailuresSummary: String? {
        guard expectedFailureProblems != nil else { return nil }
        let stale = staleProblems
        let unlisted = results.filter(Self.isUnlistedFailure).count
        guard !stale.isEmpty || unlisted > 0 else { return nil }
        var parts: [String] = []
        if !stale.isEmpty {
            let lines = stale.compactMap { problem -> String? in
                guard problem.hasPrefix("line "), let colon = problem.firstIndex(of: ":") else { return nil }
                return String(problem[problem.index(problem.startIndex, offsetBy: 5)..<colon])
            }
            let which = lines.isEmpty ? "" : " (remove or fix line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")))"
            parts.append("\(stale.count) stale entr\(stale.count == 1 ? "y" : "ies")\(which)")
        }
        if unlisted > 0 {
            parts.append("\(unlisted) unexpected failure\(unlisted == 1 ? "" : "s") (fix, or list in the expected-failures file)")
        }
        return "expected failures: " + parts.joined(separator: ", ")
    }

    /// The line label of a result, or `nil` for a clean pass.
    static func textLabel(_ result: FixtureResult) -> String? {
        if result.expectedFailure != nil, result.status != .passed { return "XFAIL" }
        switch result.status {
        case .passed: return result.strict == .failed ? "STRICT" : nil
        case .failed: return "FAIL"
        case .errored: return "ERROR"
        case .skipped: return "SKIP"
        case .unsupported: return "UNSUPPORTED"
        case .informational: return "INFO"
        }
    }

    /// `text` with line breaks and other control characters made visible, so one result
    /// stays one line.
    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
