import Foundation
import MurtiProtocol

extension RunReport {
    /// The text report (`docs/REPORTS.md`): a header with the scope, one line per fixture that
    /// did not pass (or failed only the strict level) with its description and stderr, stale
    /// expected-failure lines, per-group counts with the grading levels side by side, the
    /// roll-up by rule, timing, stdout noise, what was not certified, and as the very last line
    /// `N passed, N failed, N errored, N skipped` for CI log parsers.
    func textReport() -> String {
        var lines: [String] = []
        lines.append("\(wording.name): \(implementationTitle), corpus \(corpus.corpusVersion) sha256 \(corpus.sha256)")
        lines.append("scope: \(scope.statement)")
        if let selection = selection?.statement { lines.append("selection: \(selection)") }
        let listing = expectedFailureProblems != nil
        var printed: (excerpt: [String], id: String)?
        for result in results where result.status != .notRun {
            guard let label = Self.textLabel(result, wording) else { continue }
            let reason = Self.oneLine(result.reason ?? result.status.rawValue)
            var line = "\(label) \(result.id): \(reason)"
            if let why = Self.expectedFailureNote(result) { line += " [expected: \(Self.oneLine(why))]" }
            if listing, Self.isUnlistedFailure(result) {
                line += " [unexpected failure: add the line `\(Self.oneLine(result.id))` to the expected-failures file if it is expected]"
            }
            lines.append(line)
            if Self.isUnlistedFailure(result), !result.expected.description.isEmpty {
                lines.append("    fixture: \(Self.oneLine(result.expected.description))")
            }
            if let excerpt = Self.stderrExcerpt(result) {
                // One crash repeated case after case is printed once and named after that.
                if let printed, printed.excerpt == excerpt {
                    lines.append("    stderr: the same as under \(Self.oneLine(printed.id))")
                } else {
                    lines += excerpt.map { "    stderr: \(Self.oneLine($0))" }
                    printed = (excerpt, result.id)
                }
            }
        }
        if let notRun = notRunLine { lines.append(notRun) }
        for problem in staleProblems {
            lines.append("STALE \(Self.oneLine(problem))")
        }
        for group in groupOrder {
            guard let counts = perLayer[group] else { continue }
            lines.append("\(groupTitle(group)): \(Self.detailLine(counts, wording))")
        }
        let rules = rulesNotAllPassed
        if !rules.isEmpty {
            let noun = wording.rollUpNoun
            lines.append("by \(noun) (\(noun)s with a failed, errored or skipped fixture):")
            lines += rules.map { "    \(Self.ruleTitle($0)): \(Self.detailLine(perRule[$0] ?? Counts(), wording))" }
        }
        let excused = ruleOrder.filter { (perRule[$0]?.expectedFailures ?? 0) > 0 && !rules.contains($0) }
        if !excused.isEmpty {
            lines.append("by \(wording.rollUpNoun): \(Self.plural(excused.count, wording.rollUpNoun)) with only expected failures: "
                + excused.map { "\(Self.ruleTitle($0)) \(perRule[$0]?.expectedFailures ?? 0)" }.joined(separator: ", "))
        }
        if let timing = timing.summary { lines.append("timing: \(timing)") }
        lines += noiseLines
        if partial { lines.append("partial run: not every fixture was run") }
        if let restarts, restarts > 0 {
            lines.append("the implementation was restarted \(restarts) time\(restarts == 1 ? "" : "s")")
        }
        if let hint = commonErrorHint { lines.append("hint: \(Self.oneLine(hint))") }
        lines.append("scope: \(scope.statement)")
        var notCertified = scope.hasGaps
            ? "not certified (outside the declared scope): \(scope.notCertifiedSummary)"
            : "outside the declared scope: nothing"
        if let breakdown = scope.breakdownSummary { notCertified += " (\(breakdown))" }
        lines.append(Self.oneLine(notCertified))
        if !scope.reasons.isEmpty { lines.append(Self.oneLine("not a certificate: " + scope.reasons.joined(separator: "; "))) }
        if let fuzz { lines.append(Self.oneLine("fuzz: " + fuzz.statement)) }
        lines.append("total: \(Self.detailLine(totals, wording))")
        if let summary = expectedFailuresSummary { lines.append(summary) }
        lines.append(Self.summaryLine(totals))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `NOT RUN 445 fixtures, from invalid/a.json to valid/z.json: not run: …`, one line for
    /// every fixture a cut-short run never got to (the JSON report lists each); `nil` when
    /// every fixture was run.
    var notRunLine: String? {
        let notRun = results.filter { $0.status == .notRun }
        guard let first = notRun.first, let last = notRun.last else { return nil }
        let span = notRun.count == 1 ? first.id : "from \(first.id) to \(last.id)"
        var why = first.reason ?? Grader.notRunReason
        if why.hasPrefix("not run: ") { why.removeFirst("not run: ".count) }
        return Self.oneLine("NOT RUN \(Self.plural(notRun.count, "fixture")), \(span): \(why)")
    }

    /// The expected-failures line's reason as the text and Markdown reports show it beside the
    /// result's own reason: `nil` when it gives none or only repeats that reason (a baseline
    /// written by `--write-expected-failures` records the reason of its run).
    static func expectedFailureNote(_ result: FixtureResult) -> String? {
        guard let why = result.expectedFailure?.trimmingCharacters(in: .whitespaces), !why.isEmpty else { return nil }
        let reason = oneLine(result.reason ?? "")
        guard !reason.isEmpty else { return why }
        var text = why.hasSuffix("…") ? String(why.dropLast()) : why
        // A baseline's line reads `<status>[, <kind>]: <reason>`.
        if let colon = text.range(of: ": "),
            ResultStatus(rawValue: String(text[..<colon.lowerBound].prefix { $0 != "," })) != nil
        {
            text = String(text[colon.upperBound...])
        }
        return reason.hasPrefix(text) ? nil : why
    }

    /// The rule keys with a failed, errored or skipped result that no expected-failures line
    /// excuses (the roll-up of failures by rule), in the order of ``ruleOrder``. Unsupported
    /// fixtures are not failures (the scope lines count them), and expected failures are
    /// listed apart.
    var rulesNotAllPassed: [String] {
        ruleOrder.filter { key in
            guard let counts = perRule[key] else { return false }
            return counts.failed + counts.errored + counts.skipped > 0
        }
    }

    /// The rule keys of ``perRule``: plain accepts, rule ids in scalar order, manifest sequences.
    public var ruleOrder: [String] {
        let rules = perRule.keys.filter { $0 != "accept" && $0 != "sequence" }.sorted(by: ScalarOrder.precedes)
        return (perRule["accept"] == nil ? [] : ["accept"]) + rules + (perRule["sequence"] == nil ? [] : ["sequence"])
    }

    /// A human name for a ``FixtureResult/ruleKey``.
    public static func ruleTitle(_ key: String) -> String {
        switch key {
        case "accept": "accepted documents (no rule)"
        case "sequence": "manifest sequences"
        default: key
        }
    }

    /// `stdout noise: N lines …` and the quoted lines, or nothing when there was none.
    var noiseLines: [String] {
        guard noise.count > 0 else { return [] }
        var lines = ["stdout noise: \(Self.plural(noise.count, "line")) not starting with { (ignored; "
            + "stdout is for protocol lines, print diagnostics on stderr); the first \(noise.first.count):"]
        for line in noise.first {
            lines.append("    \(Self.oneLine(line.text).debugDescription) during \(Self.oneLine(line.caseID ?? "start"))")
        }
        return lines
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

    /// The line label of a result, or `nil` for a clean pass: `FAIL (wrong answer)`,
    /// `FAIL (wrong name)` and `COST` tell the failure kinds apart (Flow-UI: `FAIL (wrong
    /// outcome)`, `FAIL (broken promise)`).
    static func textLabel(_ result: FixtureResult, _ wording: ReportWording = .murti) -> String? {
        if result.expectedFailure != nil, result.status != .passed { return "XFAIL" }
        switch result.status {
        case .passed: return result.strict == .failed ? "STRICT" : nil
        case .failed:
            switch result.failure {
            case .cost?: return "COST"
            case .wrongName?: return "FAIL (\(wording.label(.wrongName)))"
            case .wrongAnswer?, nil: return "FAIL (\(wording.label(.wrongAnswer)))"
            }
        case .errored: return "ERROR"
        case .skipped: return "SKIP"
        case .unsupported: return "UNSUPPORTED"
        case .informational: return "INFO"
        case .notRun: return "NOT RUN"
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
