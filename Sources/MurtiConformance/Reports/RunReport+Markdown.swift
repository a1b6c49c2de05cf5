extension RunReport {
    /// A Markdown certification summary: implementation metadata, corpus version and hash,
    /// the verdict, per-layer scores at both levels, what was not certified (unsupported
    /// capabilities), and every fixture that did not pass.
    func markdownReport() -> String {
        var md = "# Murti conformance: \(Self.cell(implementationTitle))\n\n"
        md += allPassed ? "**Certified**" : "**Not certified**"
        md += ": \(totals.passed)/\(totals.counted) passed"
        md += " (strict level: \(totals.strict.passed) passed, \(totals.strict.failed) failed)"
        if partial { md += ", partial run" }
        md += "\n\n"
        if let hint = commonErrorHint { md += "> **Hint:** \(Self.cell(hint))\n\n" }
        md += "| | |\n|---|---|\n"
        if let info = implementation {
            md += "| Implementation | \(Self.cell(info.name)) \(Self.cell(info.version)) |\n"
            md += "| Language | \(Self.cell(info.language)) |\n"
            if let homepage = info.homepage { md += "| Homepage | \(Self.cell(homepage)) |\n" }
            md += "| Mode | \(info.schemaOnly ? "JSON Schema engine (graded on schema verdicts)" : "client") |\n"
            md += "| Layers | \(info.layers.map(String.init).joined(separator: ", ")) |\n"
            md += "| Capabilities | \(info.capabilities.isEmpty ? "none" : Self.cell(info.capabilities.joined(separator: ", "))) |\n"
        } else {
            md += "| Implementation | unknown (no answer to `start`) |\n"
        }
        md += "| Corpus | \(Self.cell(corpus.path)), version \(Self.cell(corpus.corpusVersion)) |\n"
        md += "| Corpus SHA-256 | `\(corpus.sha256)` |\n"
        md += "| Started | \(startedAt), \(Self.seconds(durationSeconds)) s |\n"
        md += "| Report | version \(reportVersion), protocol \(protocolVersion) |\n\n"
        md += markdownScores()
        md += markdownUnsupported()
        md += markdownList("Failures", statuses: [.failed, .errored, .skipped])
        md += markdownStderr()
        md += markdownList("Strict-level failures", statuses: [.passed], strictOnly: true)
        if let problems = expectedFailureProblems, !problems.isEmpty {
            md += "## Expected-failures file\n\n"
            if let summary = expectedFailuresSummary { md += Self.cell(summary) + "\n\n" }
            md += problems.map { "- \(Self.cell($0))\n" }.joined() + "\n"
        }
        return md
    }

    private func markdownScores() -> String {
        var md = "## Scores\n\n| Group | Passed | Failed | Errored | Skipped | Unsupported | Informational | Expected failures | Strict passed | Strict failed |\n"
        md += "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        func row(_ title: String, _ c: Counts) -> String {
            "| \(title) | \(c.passed) | \(c.failed) | \(c.errored) | \(c.skipped) | \(c.unsupported) | \(c.informational) | \(c.expectedFailures) | \(c.strict.passed) | \(c.strict.failed) |\n"
        }
        for group in groupOrder { md += row(Self.cell(Self.groupTitle(group)), perLayer[group] ?? Counts()) }
        return md + row("**Total**", totals) + "\n"
    }

    /// Unsupported fixtures grouped by the capability they require: what was not certified.
    private func markdownUnsupported() -> String {
        let unsupported = results.filter { $0.status == .unsupported }
        guard !unsupported.isEmpty else { return "" }
        let declared = Set(implementation?.capabilities ?? [])
        var byCapability: [String: [String]] = [:]
        for result in unsupported {
            let missing = (result.expected.requires ?? []).filter { !declared.contains($0) }
            for capability in missing.isEmpty ? ["(unknown)"] : missing {
                byCapability[capability, default: []].append(result.id)
            }
        }
        var md = "## Not certified (unsupported)\n\n"
        for capability in byCapability.keys.sorted(by: ScalarOrder.precedes) {
            let ids = byCapability[capability] ?? []
            md += "- \(Self.cell(capability)): \(ids.count) fixture\(ids.count == 1 ? "" : "s")\n"
        }
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
            let shown = block.ids.prefix(3).map { "`\(Self.cell($0))`" }.joined(separator: ", ")
            let more = block.ids.count > 3 ? " and \(block.ids.count - 3) more" : ""
            let text = block.excerpt.map(Self.oneLine).joined(separator: "\n")
            var fence = "```"
            while text.contains(fence) { fence += "`" }
            md += "\(shown)\(more):\n\n\(fence)text\n\(text)\n\(fence)\n\n"
        }
        return md
    }

    private func markdownList(_ title: String, statuses: Set<ResultStatus>, strictOnly: Bool = false) -> String {
        let rows = results.filter { result in
            guard statuses.contains(result.status) else { return false }
            return strictOnly ? result.strict == .failed : true
        }
        guard !rows.isEmpty else { return "" }
        var md = "## \(title)\n\n| Fixture | Status | Reason |\n|---|---|---|\n"
        for result in rows {
            var status = result.status.rawValue
            if !strictOnly, result.expectedFailure != nil {
                status = "expected failure (\(status))"
            } else if !strictOnly, expectedFailureProblems != nil {
                status = "unexpected failure (\(status))"
            }
            md += "| \(Self.cell(result.id)) | \(status) | \(Self.cell(result.reason ?? "")) |\n"
        }
        return md + "\n"
    }

    /// `text` safe inside a Markdown table cell: one line, `|` and backticks escaped,
    /// HTML-significant `<` `&` escaped.
    static func cell(_ text: String) -> String {
        oneLine(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "\\`")
    }
}
