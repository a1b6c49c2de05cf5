import MurtiProtocol

extension RunDiff {
    /// The diff as text: context lines, a count line, then one line per change:
    /// `REGRESSED`, `FIXED`, `CHANGED`, `ADDED`, `REMOVED`. A report given to `diff` is
    /// untrusted: every line is escaped for the text sink (``OutputSink/text``).
    package func rendered() -> String {
        var lines = context
        lines.append(
            "\(fixed.count) fixed, \(regressed.count) regressed, \(changed.count) changed, "
                + "\(added.count) added, \(removed.count) removed")
        func line(_ label: String, _ change: Change) -> String {
            var text = "\(label) \(change.id): "
            text += change.before == change.after ? change.before.rawValue : "\(change.before.rawValue) → \(change.after.rawValue)"
            if !change.detail.isEmpty { text += "; \(change.detail)" }
            return text
        }
        lines += regressed.map { line("REGRESSED", $0) }
        lines += fixed.map { line("FIXED", $0) }
        lines += changed.map { line("CHANGED", $0) }
        lines += added.map { "ADDED \($0.id) (\($0.status.rawValue))" }
        lines += removed.map { "REMOVED \($0.id) (\($0.status.rawValue))" }
        return lines.map(OutputSink.text.escape).joined(separator: "\n") + "\n"
    }

    /// What differs in the answer, strict level or expectation of one fixture; empty when
    /// nothing does.
    static func describeChange(_ a: FixtureResult, _ b: FixtureResult) -> String {
        var parts: [String] = []
        let before = answerSummary(a.actual)
        let after = answerSummary(b.actual)
        if before != after { parts.append("answer \(before) → \(after)") }
        if a.strict != b.strict, let from = a.strict, let to = b.strict {
            parts.append("strict \(from.rawValue) → \(to.rawValue)")
        }
        if let from = a.failure, let to = b.failure, from != to, a.levels != nil, b.levels != nil {
            let wording = ContractRegistry.contractOrFallback(b.expected.contract)?.reportWording ?? .plain
            parts.append("\(wording.label(from)) → \(wording.label(to))")
        }
        if a.expected != b.expected { parts.append("expectation changed") }
        return parts.joined(separator: "; ")
    }

    /// The graded members of an answer object: `reject layer 2 required at /x`,
    /// `accept with placeholders [/a]`, `error`, `skipped`, `none`.
    static func answerSummary(_ actual: JSONValue?) -> String {
        guard let actual else { return "none" }
        if actual["harness"] != nil { return "harness error (\(actual["harness"]?.stringValue ?? "?"))" }
        if actual["error"] != nil { return "error" }
        if actual["skipped"] != nil { return "skipped" }
        if case .array(let steps)? = actual["steps"] { return "[" + steps.map { answerSummary($0) }.joined(separator: ", ") + "]" }
        var text = actual["outcome"]?.stringValue ?? "no outcome"
        if case .array(let items)? = actual["placeholders"], !items.isEmpty {
            text += " with placeholders [" + items.compactMap(\.stringValue).joined(separator: ", ") + "]"
        }
        if text == Outcome.reject.rawValue {
            if case .number(let layer)? = actual["layer"] { text += " layer \(Int(layer))" }
            if let rule = actual["rule"]?.stringValue { text += " \(rule)" }
            if let path = actual["path"]?.stringValue { text += " at \(path.isEmpty ? "\"\"" : path)" }
        }
        return ContractRegistry.contracts.lazy.compactMap { $0.answerSummary(actual, outcome: text) }.first ?? text
    }

    /// Lines naming a different implementation or corpus between the two reports.
    static func context(_ a: RunReport, _ b: RunReport) -> [String] {
        var lines: [String] = []
        if a.implementationTitle != b.implementationTitle {
            lines.append("implementation: \(a.implementationTitle) → \(b.implementationTitle)")
        }
        for (name, report) in [("A", a), ("B", b)] where report.partial || report.totals.notRun > 0 {
            lines.append("\(name) is a partial run: \(RunReport.plural(report.totals.notRun, "fixture")) not run")
        }
        for (name, report) in [("A", a), ("B", b)] {
            if let selection = report.selection?.statement { lines.append("\(name): \(selection)") }
        }
        if a.corpus.sha256 != b.corpus.sha256 {
            lines.append("corpus: \(a.corpus.corpusVersion) (\(a.corpus.sha256.prefix(12))) → \(b.corpus.corpusVersion) (\(b.corpus.sha256.prefix(12)))")
        }
        return lines
    }
}
