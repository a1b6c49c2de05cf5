import MurtiProtocol

extension RunReport {
    /// Why the run is not a certificate, one sentence each, in the order a reader fixes them;
    /// empty when it is one (docs/DECISIONS.md 45–47). A run that judged nothing says so and
    /// why (every fixture unsupported, an expected failure or informational), so that exit 1
    /// is never unexplained. With a baseline applied, what is wrong with it is said as what
    /// happened: `5 failures not in the baseline`, `2 baseline entries now pass` (docs/DECISIONS.md 68).
    var notCertifiedReasons: [String] {
        exitReasons + (selection?.summary.map { ["a filtered run (\($0.dropFirst("filtered: ".count))) is not a certificate of the corpus"] } ?? [])
    }

    /// Why the run exits 1 (``allPassed`` is false), one sentence each; empty when it exits 0.
    /// The last line of every run states them (`exit 1: 3 baseline entries now pass (stale:
    /// remove lines 4, 9, 12)`, docs/REPORTS.md "--output").
    package var exitReasons: [String] {
        var reasons: [String] = []
        guard let info = implementation else {
            // The handshake's failure is the implementation's (a start answer that never came,
            // an exit), stated as such (docs/DECISIONS.md 63).
            let cause = results.lazy.compactMap(Self.errorSummary).first { !$0.hasPrefix("not run") }
            return ["no process answered start" + (cause.map { ": \($0)" } ?? "")]
        }
        if !Self.declaresScope(info, contract: contract) {
            reasons.append(
                ContractRegistry.contractOrFallback(contract)?.undeclaredScopeReason(info)
                    ?? ContractRegistryError.nothingInstalled.description)
        }
        let notPassing = totals.failed + totals.errored + totals.skipped
        if notPassing > 0 {
            var kinds: [String] = []
            if totals.failed > 0 { kinds.append("\(totals.failed) failed" + (totals.basisSplit(wording).map { ": " + $0 } ?? "")) }
            if totals.errored > 0 { kinds.append("\(totals.errored) errored") }
            if totals.skipped > 0 { kinds.append("\(totals.skipped) skipped") }
            let what = expectedFailureProblems == nil
                ? "\(Self.plural(notPassing, "fixture")) did not pass"
                : "\(Self.plural(notPassing, "failure")) not in the baseline"
            reasons.append("\(what) (\(kinds.joined(separator: ", ")))")
        }
        if let damage = corpus.damage { reasons.append(damage.reason) }
        if partial || totals.notRun > 0 {
            reasons.append("the run was cut short: \(Self.plural(totals.notRun, "fixture")) not run")
        }
        reasons += BaselineProblem.lineSummaries(expectedFailureProblems ?? [])
        if totals.passed == 0, notPassing == 0, totals.notRun == 0 { reasons.append(nothingJudged) }
        if allPassed { return [] }
        if reasons.isEmpty, let problems = expectedFailureProblems {
            reasons.append("the expected-failures file has \(Self.plural(problems.count, "problem"))")
        }
        return reasons
    }

    /// How the reason for a run without a passed fixture begins.
    static let nothingJudgedPrefix = "nothing was judged"

    /// `nothing was judged: of the 40 fixtures of the run, 39 are unsupported (layer 3: 39) and 1
    /// informational; a certificate needs at least one fixture passed within the declared scope`.
    private var nothingJudged: String {
        func be(_ count: Int) -> String { count == 1 ? "is" : "are" }
        var parts: [String] = []
        if totals.unsupported > 0 {
            parts.append("\(totals.unsupported) \(be(totals.unsupported)) unsupported" + (scope.breakdownList.map { " (\($0))" } ?? ""))
        }
        if totals.expectedFailures > 0 {
            parts.append("\(totals.expectedFailures) " + (totals.expectedFailures == 1 ? "is an expected failure" : "are expected failures"))
        }
        if totals.informational > 0 { parts.append("\(totals.informational) \(be(totals.informational)) informational") }
        let listed = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "") : parts.first ?? "none passed"
        return "\(Self.nothingJudgedPrefix): of the \(Self.plural(results.count, "fixture")) of the run, \(listed); "
            + "a certificate needs at least one fixture passed within the declared scope"
    }
}
