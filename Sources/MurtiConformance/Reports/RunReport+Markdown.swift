import MurtiProtocol

extension RunReport {
    /// A Markdown certification summary: the headline (the verdict with its scope and any rule
    /// that never passed), then what is new (the failures no baseline lists, in tables by kind,
    /// each with its fixture's description), then counts of the expected failures, unsupported
    /// and informational fixtures and strict-level misses, listed one by one with `listing`
    /// ``ReportListing/all`` (docs/DECISIONS.md 68); implementation metadata, corpus version and
    /// hash, per-layer and per-rule scores with the grading levels side by side, what was not
    /// certified, stderr, timing, stdout noise. Every string from an implementation or a corpus
    /// is escaped for the Markdown sink (``OutputSink/markdown``).
    func markdownReport(listing: ReportListing = .new) -> String {
        var md = "# \(wording.title): \(Self.cell(implementationTitle))\n\n"
        md += "**\(Self.cell(headline))**"
        md += ": \(totals.passed)/\(totals.counted) passed"
        if let levels = totals.levels.sideBySide { md += " (levels: \(levels))" }
        if let split = totals.basisSplit(wording) { md += "; \(split)" }
        if totals.notRun > 0 { md += ", \(totals.notRun) not run" }
        if partial { md += ", partial run" }
        md += "\n\n"
        if let selection = selection?.statement { md += "> **Selection:** \(Self.cell(selection)).\n\n" }
        if !scope.reasons.isEmpty {
            md += "Not a certificate: " + scope.reasons.map(Self.cell).joined(separator: "; ") + ".\n\n"
        }
        if let hint = commonErrorHint { md += "> **Hint:** \(Self.cell(hint))\n\n" }
        for kind in [FailureKind.wrongAnswer, .wrongName, .strict] {
            md += markdownList(
                Self.capitalized(wording.label(kind)) + (kind == .strict ? "es" : "s"), wording.note(kind),
                rows: results.filter { Self.isUnlisted($0, kind) })
        }
        md += markdownList(
            "Too slow", "\(wording.note(.cost)) \(timing.maxCaseMilliseconds ?? 0)",
            rows: results.filter { Self.isUnlisted($0, .cost) })
        md += markdownList(
            "Errored and skipped", nil,
            rows: results.filter { [.errored, .skipped].contains($0.status) && $0.expectedFailure == nil })
        if listing == .new, !countLines.isEmpty {
            md += "Not listed: " + countLines.map { Self.cell(String($0.drop { $0 != " " }.dropFirst())) }.joined(separator: "; ")
                + ".\n\n"
        }
        md += markdownMetadata()
        md += markdownScores(
            "Scores by \(wording.groupNoun)", "Group", groupOrder.map { (groupTitle($0), perLayer[$0] ?? Counts()) })
        md += markdownScope()
        if listing == .all {
            md += markdownList(
                "Expected failures", "Listed in the expected-failures file",
                rows: results.filter { $0.expectedFailure != nil && $0.status != .passed })
            md += markdownList("Strict-level failures", nil, rows: results.filter { $0.status == .passed && $0.strict == .failed })
            md += markdownList("Unsupported", "Outside the declared scope", rows: results.filter { $0.status == .unsupported })
            md += markdownList("Informational", "Either answer is allowed", rows: results.filter { $0.status == .informational })
        }
        if let notRun = notRunLine {
            md += "## Not run (\(totals.notRun))\n\n\(Self.cell(String(notRun.dropFirst("NOT RUN ".count)))).\n\n"
        }
        md += markdownStderr()
        let rules = ruleOrder.map { (Self.ruleTitle($0), perRule[$0] ?? Counts()) }
        md += markdownScores("Scores by \(wording.rollUpNoun)", Self.capitalized(wording.rollUpNoun), rules)
        md += markdownTiming()
        md += markdownNoise()
        if let problems = expectedFailureProblems, !problems.isEmpty {
            md += "## Expected-failures file\n\n"
            if let summary = expectedFailuresSummary { md += Self.cell(summary) + "\n\n" }
            md += problems.map { "- \(Self.cell($0))\n" }.joined() + "\n"
        }
        return md
    }

    private func markdownMetadata() -> String {
        var md = "| | |\n|---|---|\n"
        if let info = implementation {
            md += "| Implementation | \(Self.cell(info.name)) \(Self.cell(info.version)) |\n"
            md += "| Language | \(Self.cell(info.language)) |\n"
            if let homepage = info.homepage { md += "| Homepage | \(Self.cell(homepage)) |\n" }
            for row in ContractRegistry.contractOrFallback(contract)?.markdownMetadata(info) ?? Self.contractsRow(info) {
                md += "| \(row.label) | \(row.cell) |\n"
            }
        } else {
            md += "| Implementation | unknown (no answer to `start`) |\n"
        }
        md += "| Corpus | \(Self.cell(corpus.path)), version \(Self.cell(corpus.corpusVersion)) |\n"
        md += "| Corpus SHA-256 | \(Self.code(corpus.sha256)) |\n"
        md += "| Started | \(startedAt), \(Self.roundedSeconds(durationSeconds)) s |\n"
        if let selection { md += "| Fixtures | \(selection.fixtures) of \(selection.corpusFixtures)\(selection.filter.map { " (--filter \(Self.code($0)))" } ?? "") |\n" }
        if let restarts, restarts > 0 { md += "| Restarts | \(restarts) |\n" }
        md += "| Report | version \(reportVersion), protocol \(protocolVersion) |\n\n"
        return md
    }

    /// A score table: counts, the three levels side by side, and the failures by kind.
    private func markdownScores(_ title: String, _ column: String, _ rows: [(String, Counts)]) -> String {
        guard !rows.isEmpty else { return "" }
        let cost = timing.maxCaseMilliseconds != nil
        let notRun = totals.notRun > 0
        let kinds = [FailureKind.wrongAnswer, .wrongName, .cost].map { Self.capitalized(wording.label($0)) + ($0 == .cost ? "" : "s") }
        var md = "## \(title)\n\n| \(column) | Passed | Failed | \(kinds.joined(separator: " | ")) | Errored | Skipped "
            + "| Unsupported | Informational | Expected failures " + (notRun ? "| Not run " : "")
            + "| Verdict | Rule | Strict |" + (cost ? " Cost |" : "") + "\n"
        md += "|---|" + String(repeating: "---:|", count: 13 + (cost ? 1 : 0) + (notRun ? 1 : 0)) + "\n"
        func row(_ title: String, _ c: Counts) -> String {
            let graded = c.levels.graded
            func level(_ n: Int) -> String { graded == 0 ? "–" : "\(n)/\(graded)" }
            return "| \(title) | \(c.passed) | \(c.failed) | \(c.wrongAnswers) | \(c.wrongNames) | \(c.tooSlow) | \(c.errored) "
                + "| \(c.skipped) | \(c.unsupported) | \(c.informational) | \(c.expectedFailures) "
                + (notRun ? "| \(c.notRun) " : "")
                + "| \(level(c.levels.verdict)) | \(level(c.levels.rule)) | \(level(c.levels.strict)) |"
                + (cost ? " \(level(c.levels.cost ?? 0)) |" : "") + "\n"
        }
        for (name, counts) in rows { md += row(Self.cell(name), counts) }
        return md + row("**Total**", totals) + "\n"
    }

    /// The certificate's scope and what it does not cover, counted once per fixture.
    private func markdownScope() -> String {
        var md = "## Scope\n\n\(Self.cell(scope.statement)).\n\n"
        if let fuzz { md += "Fuzz: \(Self.cell(fuzz.statement)).\n\n" }
        md += "Outside the declared scope (not certified): \(Self.cell(scope.notCertifiedSummary)).\n\n"
        if let selection = selection?.statement { md += "Selection: \(Self.cell(selection)).\n\n" }
        guard scope.notCertified.fixtures > 0 else { return md }
        md += "## Not certified (unsupported)\n\n"
        for share in scope.notCertified.breakdown {
            md += "- \(Self.cell(CertificationScope.gapList(share.missing))): \(share.fixtures) fixture\(share.fixtures == 1 ? "" : "s")\n"
        }
        let total = scope.notCertified.fixtures
        md += "- total: \(total) fixture\(total == 1 ? "" : "s"), each counted once\n"
        return md + "\n"
    }

    /// The end of the implementation's stderr for each errored fixture, one block per distinct
    /// excerpt with the fixtures that share it.
    private func markdownStderr() -> String {
        var blocks: [(excerpt: [String], ids: [String])] = []
        for result in results {
            guard let excerpt = Self.stderrExcerpt(result) else { continue }
            if let index = blocks.firstIndex(where: { $0.excerpt == excerpt }) {
                blocks[index].ids.append(result.id)
            } else {
                blocks.append((excerpt, [result.id]))
            }
        }
        guard !blocks.isEmpty else { return "" }
        var md = "## Implementation stderr (errored fixtures)\n\n"
        for block in blocks {
            let shown = block.ids.prefix(3).map(Self.code).joined(separator: ", ")
            let more = block.ids.count > 3 ? " and \(block.ids.count - 3) more" : ""
            let text = block.excerpt.map(Self.oneLine).joined(separator: "\n")
            var fence = "```"
            while text.contains(fence) { fence += "`" }
            md += "\(shown)\(more):\n\n\(fence)text\n\(text)\n\(fence)\n\n"
        }
        return md
    }

    private func markdownList(_ title: String, _ note: String?, rows: [FixtureResult]) -> String {
        guard !rows.isEmpty else { return "" }
        var md = "## \(title) (\(rows.count))\n\n"
        if let note { md += "\(Self.cell(note)).\n\n" }
        md += "| Fixture | Status | Reason | Fixture description |\n|---|---|---|---|\n"
        for result in rows {
            var status = result.status.rawValue
            if let kind = result.failure { status += ", \(wording.label(kind))" }
            if result.expectedFailure != nil {
                status = "expected failure (\(status))"
            } else if expectedFailureProblems != nil, Self.isUnlistedFailure(result) {
                status = "unexpected failure (\(status))"
            }
            md += "| \(Self.cell(result.id)) | \(status) | \(Self.cell(result.reason ?? "")) | \(Self.cell(Bounds.capped(result.expected.description))) |\n"
        }
        return md + "\n"
    }

    private func markdownTiming() -> String {
        guard let median = timing.medianSeconds else { return "" }
        var md = "## Slowest answers\n\nMedian: \(Grader.milliseconds(median)) ms over \(timing.answers) answers"
        if let limit = timing.maxCaseMilliseconds { md += "; --max-case-ms \(limit): \(timing.tooSlow) too slow" }
        md += ".\n\n| Fixture | ms | × median |\n|---|---:|---:|\n"
        for entry in timing.slowest {
            let times = median > 0 ? String(format: "%.1f", entry.seconds / median) : "–"
            md += "| \(Self.cell(entry.id)) | \(Grader.milliseconds(entry.seconds)) | \(times) |\n"
        }
        return md + "\n"
    }

    private func markdownNoise() -> String {
        guard noise.count > 0 else { return "" }
        var md = "## stdout noise\n\n\(Self.plural(noise.count, "stdout line")) did not start with `{` and were ignored "
            + "(stdout is for protocol lines; print diagnostics on stderr). The first \(noise.first.count):\n\n"
        md += "| Line | During |\n|---|---|\n"
        for line in noise.first {
            md += "| \(Self.cell(line.text.debugDescription)) | \(Self.cell(line.caseID ?? "start")) |\n"
        }
        return md + "\n"
    }

    /// `Wrong answer` for `wrong answer`.
    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// A failed result of `kind` that no expected-failures line lists.
    static func isUnlisted(_ result: FixtureResult, _ kind: FailureKind) -> Bool {
        result.failure == kind && result.expectedFailure == nil
    }

    /// `seconds` for people: two decimals (`0.69`), whole seconds from 100 s.
    static func roundedSeconds(_ value: Double) -> String {
        let seconds = value.isFinite && value >= 0 ? value : 0
        return String(format: seconds >= 100 ? "%.0f" : "%.2f", seconds)
    }

    /// `text` safe inside Markdown, a table cell included (``OutputSink/markdown``).
    package static func cell(_ text: String) -> String {
        OutputSink.markdown.escape(text)
    }

    /// `text` as a code span (``OutputSink/markdownCode(_:)``).
    static func code(_ text: String) -> String {
        OutputSink.markdownCode(text)
    }
}
