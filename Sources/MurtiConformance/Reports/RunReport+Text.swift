import Foundation
import MurtiProtocol

extension RunReport {
    /// The text report (`docs/REPORTS.md` "text"): a header with the headline (the scope and
    /// any rule that never passed), then what is new, one line per failure, error and skip no
    /// baseline lists, each with its fixture's description and stderr; with `listing` ``ReportListing/all``
    /// every other fixture that did not simply pass as well, else one count line each for the
    /// expected failures, unsupported and informational fixtures and strict-level misses
    /// (docs/DECISIONS.md 68); stale baseline lines, per-group counts with the grading levels
    /// side by side, the roll-up by rule, timing, stdout noise, what was not certified, and as
    /// the very last line `N passed, N failed, N errored, N skipped` for CI log parsers. Every
    /// line is escaped for the text sink (``OutputSink/text``), so nothing an implementation or
    /// a corpus wrote reaches a terminal as a control character.
    func textReport(listing: ReportListing = .new) -> String {
        var lines: [String] = []
        lines.append("\(wording.name): \(implementationTitle), corpus \(corpus.corpusVersion) sha256 \(corpus.sha256)")
        lines.append("scope: \(headline)")
        if let selection = selection?.statement { lines.append("selection: \(selection)") }
        let fresh = results.filter(Self.isUnlistedFailure)
        lines += resultLines(fresh)
        if listing == .all {
            lines += resultLines(results.filter { !Self.isUnlistedFailure($0) && $0.status != .notRun })
        }
        if let notRun = notRunLine { lines.append(notRun) }
        for problem in staleProblems {
            lines.append("STALE \(problem)")
        }
        if listing == .new { lines += countLines }
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
        if let hint = commonErrorHint { lines.append("hint: \(hint)") }
        lines.append("scope: \(headline)")
        var notCertified = scope.hasGaps
            ? "not certified (outside the declared scope): \(scope.notCertifiedSummary)"
            : "outside the declared scope: nothing"
        if let breakdown = scope.breakdownSummary { notCertified += " (\(breakdown))" }
        lines.append(notCertified)
        if !scope.reasons.isEmpty { lines.append("not a certificate: " + scope.reasons.joined(separator: "; ")) }
        if let fuzz { lines.append(OutputSink.text.escape("fuzz: " + fuzz.statement)) }
        lines.append("total: \(Self.detailLine(totals, wording))")
        if let summary = expectedFailuresSummary { lines.append(summary) }
        lines.append(Self.summaryLine(totals))
        return lines.map(OutputSink.text.escape).joined(separator: "\n") + "\n"
    }

    /// One line per result of `results` that has a label (``textLabel(_:_:)``), `LABEL id:
    /// reason`, with the fixture's description under a new failure and the stderr excerpt
    /// under an errored result (one crash repeated case after case is printed once and named
    /// after that).
    private func resultLines(_ results: [FixtureResult]) -> [String] {
        let listing = expectedFailureProblems != nil
        var lines: [String] = []
        var printed: (excerpt: [String], id: String)?
        for result in results where result.status != .notRun {
            guard let label = Self.textLabel(result, wording) else { continue }
            var line = "\(label) \(result.id): \(result.reason ?? result.status.rawValue)"
            if let why = Self.expectedFailureNote(result) { line += " [expected: \(why)]" }
            if listing, Self.isUnlistedFailure(result) {
                line += " [unexpected failure: add the line `\(result.id)` to the expected-failures file if it is expected]"
            }
            lines.append(line)
            if Self.isUnlistedFailure(result), !result.expected.description.isEmpty {
                lines.append("    fixture: \(Bounds.capped(result.expected.description))")
            }
            if let excerpt = Self.stderrExcerpt(result) {
                if let printed, printed.excerpt == excerpt {
                    lines.append("    stderr: the same as under \(printed.id)")
                } else {
                    lines += excerpt.map { "    stderr: \($0)" }
                    printed = (excerpt, result.id)
                }
            }
        }
        return lines
    }

    /// What a report that leads with the new failures counts instead of listing
    /// (docs/DECISIONS.md 68): `XFAIL 17 expected failures …`, `UNSUPPORTED 141 fixtures …`,
    /// `INFO 4 informational fixtures …`, `STRICT 37 fixtures …`, each naming `run --show all`.
    var countLines: [String] {
        var lines: [String] = []
        let all = "run --show all lists them"
        if totals.expectedFailures > 0 {
            lines.append("XFAIL \(Self.plural(totals.expectedFailures, "expected failure")) (listed in the baseline; \(all))")
        }
        if totals.unsupported > 0 {
            let breakdown = scope.breakdownList.map { "\($0); " } ?? ""
            lines.append("UNSUPPORTED \(Self.plural(totals.unsupported, "fixture")) outside the declared scope (\(breakdown)\(all))")
        }
        if totals.informational > 0 {
            lines.append("INFO \(Self.plural(totals.informational, "informational fixture")) (either answer is allowed; \(all))")
        }
        let strict = results.filter { $0.status == .passed && $0.strict == .failed }.count
        if strict > 0 {
            lines.append("STRICT \(Self.plural(strict, "fixture")) passed at the rule level and missed the strict level (\(all))")
        }
        return lines
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
    package var ruleOrder: [String] {
        let rules = perRule.keys.filter { $0 != "accept" && $0 != "sequence" }.sorted(by: ScalarOrder.precedes)
        return (perRule["accept"] == nil ? [] : ["accept"]) + rules + (perRule["sequence"] == nil ? [] : ["sequence"])
    }

    /// A human name for a ``FixtureResult/ruleKey``.
    package static func ruleTitle(_ key: String) -> String {
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

    /// `expected failures: 5 failures not in the baseline (fix them, or add their lines); 2
    /// baseline entries now pass (stale: remove lines 4, 9)` when a baseline was applied and
    /// something did not match it, else `nil`: the line before the final count, saying what
    /// happened, so a run that fails only because of the file says why (docs/DECISIONS.md 68).
    var expectedFailuresSummary: String? {
        guard let problems = expectedFailureProblems else { return nil }
        let unlisted = results.filter(Self.isUnlistedFailure).count
        var parts: [String] = []
        if unlisted > 0 {
            parts.append("\(Self.plural(unlisted, "failure")) not in the baseline (fix, or add \(unlisted == 1 ? "its line" : "their lines"))")
        }
        parts += BaselineProblem.lineSummaries(problems)
        return parts.isEmpty ? nil : "expected failures: " + parts.joined(separator: "; ")
    }

    /// The line label of a result, or `nil` for a clean pass: `FAIL (wrong answer)`,
    /// `FAIL (wrong name)` and `COST` tell the failure kinds apart (in the contract's words,
    /// ``ReportWording/label(_:)``).
    static func textLabel(_ result: FixtureResult, _ wording: ReportWording) -> String? {
        if result.expectedFailure != nil, result.status != .passed { return "XFAIL" }
        switch result.status {
        case .passed: return result.strict == .failed ? "STRICT" : nil
        case .failed:
            switch result.failure {
            case .cost?: return "COST"
            case .strict?: return "FAIL (\(wording.label(.strict)))"
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

    /// `text` as one line of a text report (``OutputSink/text``): line breaks and other control
    /// characters made visible.
    package static func oneLine(_ text: String) -> String {
        OutputSink.text.escape(text)
    }
}
