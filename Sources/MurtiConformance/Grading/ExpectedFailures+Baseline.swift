import MurtiProtocol

extension ExpectedFailures {
    /// Characters of a result's reason written after its id at most.
    static let baselineReasonCharacters = 160

    /// The expected-failures file (a baseline, docs/CONTRACT.md §5 v1.1 `run --write-expected-failures`)
    /// that lists every failed, errored and skipped fixture of `report`, one id per line in
    /// corpus order, each with its status and reason after `#`; header lines name the
    /// implementation and the corpus. Applied to the same run (``apply(to:knownIDs:)``) it
    /// leaves nothing unexpected and nothing stale. Skipped fixtures are listed too, since they
    /// count against the run as failures do (docs/DECISIONS.md 40). A filtered run's baseline
    /// says so in its header: it lists the failures of that part only.
    ///
    /// Throws ``ExpectedFailuresError/partialRun(notRun:total:)`` for a run cut short
    /// (docs/DECISIONS.md 47): nothing is written then.
    package static func baseline(for report: RunReport) throws(ExpectedFailuresError) -> String {
        guard !report.partial, report.totals.notRun == 0 else {
            throw .partialRun(notRun: report.results.filter { $0.status == .notRun }.count, total: report.results.count)
        }
        let failing = report.results.filter { [.failed, .errored, .skipped].contains($0.status) }
        var text = "# expected failures of \(RunReport.oneLine(report.implementationTitle))\n"
        text += "# corpus \(RunReport.oneLine(report.corpus.corpusVersion)) sha256 \(report.corpus.sha256)\n"
        if let selection = report.selection?.statement { text += "# \(RunReport.oneLine(selection))\n" }
        text += "# written by `conformance-runner run --write-expected-failures`: \(failing.count) fixture"
            + "\(failing.count == 1 ? "" : "s"); remove a line once its fixture passes\n"
        for result in failing {
            var reason = result.status.rawValue
            if let kind = result.failure { reason += ", \(report.wording.label(kind))" }
            if let why = result.reason { reason += ": " + RunReport.oneLine(why) }
            if reason.count > baselineReasonCharacters { reason = String(reason.prefix(baselineReasonCharacters)) + "…" }
            text += "\(pattern(matching: result.id))  # \(reason)\n"
        }
        return text
    }

    /// A line pattern that selects `id`: glob characters escaped, and whitespace or `#` (which
    /// end a pattern on a line) written as `?`.
    static func pattern(matching id: String) -> String {
        var out = ""
        for character in id {
            switch character {
            case "*", "?", "[", "]", "\\": out += "\\\(character)"
            case "#": out += "?"
            case _ where character.isWhitespace: out += "?"
            default: out.append(character)
            }
        }
        return out
    }
}
