import MurtiProtocol

extension RunReport {
    /// How many graded results (passed and failed, expected failures included) hold at each
    /// grading level (docs/CONTRACT.md §4 v1.1), so that the levels read side by side:
    /// `verdict 74/93, rule 45/93, strict 40/93`.
    package struct LevelCounts: Sendable, Equatable, Codable {
        /// Results with levels: passed and failed ones.
        package var graded = 0
        /// Right verdict.
        package var verdict = 0
        /// Right outcome, layer, rule and placeholders (what certifies).
        package var rule = 0
        /// Right at the strict level too.
        package var strict = 0
        /// Within `--max-case-ms`; `nil` when the run set no limit, so that the cost level is
        /// present only when it was graded (docs/DECISIONS.md 48).
        package var cost: Int?

        /// Creates zero counts.
        package init() {}

        mutating func add(_ levels: GradingLevels) {
            graded += 1
            if levels.verdict { verdict += 1 }
            if levels.rule { rule += 1 }
            if levels.strict { strict += 1 }
            if let fast = levels.cost { cost = (cost ?? 0) + (fast ? 1 : 0) }
        }

        /// `verdict 74/93, rule 45/93, strict 40/93`, with `, cost 90/93` when the run set
        /// `--max-case-ms`; `nil` when nothing was graded.
        var sideBySide: String? {
            guard graded > 0 else { return nil }
            var text = "verdict \(verdict)/\(graded), rule \(rule)/\(graded), strict \(strict)/\(graded)"
            if let cost { text += ", cost \(cost)/\(graded)" }
            return text
        }
    }
}

extension RunReport.Counts {
    /// `19 wrong answers, 29 wrong names` (and `, 2 too slow`), the failed results by kind in
    /// the words of `wording` (then ``basisSplit(_:)`` when ``ReportWording/splitsByBasis``);
    /// `nil` when none failed.
    func failureKinds(_ wording: ReportWording) -> String? {
        guard failed > 0 else { return nil }
        var parts = [wording.count(wrongAnswers, .wrongAnswer), wording.count(wrongNames, .wrongName)]
        if tooSlow > 0 { parts.append("\(tooSlow) \(wording.label(.cost))") }
        if let strictMisses { parts.append(wording.count(strictMisses, .strict)) }
        return parts.joined(separator: ", ") + (basisSplit(wording).map { "; " + $0 } ?? "")
    }

    /// `broke 4 published promises; differs from 3 project decisions` when the contract counts
    /// failures by what they rest on (``ReportWording/splitsByBasis``, docs/DECISIONS.md D82) and something was graded.
    func basisSplit(_ wording: ReportWording) -> String? {
        guard wording.splitsByBasis, let byBasis else { return nil }
        return byBasis.failureSplit
    }

    /// `levels: verdict 74/93, rule 45/93, strict 40/93 (19 wrong answers, 29 wrong names)`,
    /// or `nil` when nothing was graded.
    func levelsLine(_ wording: ReportWording) -> String? {
        guard let levels = levels.sideBySide else { return nil }
        return "levels: \(levels)" + (failureKinds(wording).map { " (\($0))" } ?? "")
    }
}

extension RunReport {
    /// `1 wrong answer`, `2 wrong answers`, `2 strict misses`.
    package static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : noun.hasSuffix("s") ? "es" : "s")"
    }
}
