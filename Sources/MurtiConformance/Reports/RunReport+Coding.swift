import Foundation
import MurtiProtocol

extension RunReport {
    /// Reads a JSON report of version 1.0, 1.1 or 2.x (docs/DECISIONS.md 52). What derives from the results (totals,
    /// groups, rules, scope, timing) is recomputed, so a 1.0 report gains the 1.1 members and
    /// `diff` compares like with like; `noise` and the `--max-case-ms` limit are read as written.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(String.self, forKey: .reportVersion)
        let timing = try container.decodeIfPresent(TimingSummary.self, forKey: .timing)
        self.init(
            implementation: try container.decodeIfPresent(ImplementationInfo.self, forKey: .implementation),
            corpus: try container.decode(CorpusInfo.self, forKey: .corpus),
            results: try container.decode([FixtureResult].self, forKey: .results),
            partial: try container.decode(Bool.self, forKey: .partial),
            startedAt: Date(), durationSeconds: try container.decode(Double.self, forKey: .durationSeconds),
            restarts: try container.decodeIfPresent(Int.self, forKey: .restarts),
            noise: try container.decodeIfPresent(NoiseLines.self, forKey: .noise) ?? NoiseLines(),
            maxCaseMilliseconds: timing?.maxCaseMilliseconds,
            selection: try container.decodeIfPresent(RunSelection.self, forKey: .selection),
            contract: try container.decodeIfPresent(ContractKind.self, forKey: .contract) ?? .unstated,
            strictLevel: try container.decodeIfPresent(Bool.self, forKey: .strictLevel) ?? false)
        reportVersion = version
        protocolVersion = try container.decode(Int.self, forKey: .protocolVersion)
        startedAt = try container.decode(String.self, forKey: .startedAt)
        expectedFailureProblems = try container.decodeIfPresent([String].self, forKey: .expectedFailureProblems)?
            .map { Bounds.capped($0) }
        if let written = try container.decodeIfPresent([Member].self, forKey: .truncated) {
            truncated = Array(Set(written + (truncated ?? []))).sorted { $0.rawValue < $1.rawValue }
        }
        fuzz = try container.decodeIfPresent(RunFuzzSummary.self, forKey: .fuzz)
        recount()
    }
}

extension RunReport {
    /// Writes the report's JSON members (docs/REPORTS.md); `contract` only when it is not
    /// ``ContractKind/unstated``,
    /// absent optionals left out.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reportVersion, forKey: .reportVersion)
        try container.encode(protocolVersion, forKey: .protocolVersion)
        if contract != .unstated { try container.encode(contract, forKey: .contract) }
        try container.encodeIfPresent(implementation, forKey: .implementation)
        try container.encode(corpus, forKey: .corpus)
        try container.encode(totals, forKey: .totals)
        try container.encode(perLayer, forKey: .perLayer)
        try container.encode(perRule, forKey: .perRule)
        try container.encode(scope, forKey: .scope)
        try container.encode(timing, forKey: .timing)
        try container.encode(noise, forKey: .noise)
        try container.encode(partial, forKey: .partial)
        try container.encodeIfPresent(selection, forKey: .selection)
        try container.encodeIfPresent(restarts, forKey: .restarts)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(durationSeconds, forKey: .durationSeconds)
        try container.encodeIfPresent(expectedFailureProblems, forKey: .expectedFailureProblems)
        if strictLevel { try container.encode(strictLevel, forKey: .strictLevel) }
        try container.encodeIfPresent(fuzz, forKey: .fuzz)
        try container.encode(results, forKey: .results)
        try container.encodeIfPresent(truncated, forKey: .truncated)
    }
}

extension RunReport.Counts {
    /// Reads counts of a version 1.0 report too (no failure kinds, no levels: zero; no `notRun`
    /// before 1.2: zero).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        passed = try container.decode(Int.self, forKey: .passed)
        failed = try container.decode(Int.self, forKey: .failed)
        errored = try container.decode(Int.self, forKey: .errored)
        skipped = try container.decode(Int.self, forKey: .skipped)
        unsupported = try container.decode(Int.self, forKey: .unsupported)
        informational = try container.decode(Int.self, forKey: .informational)
        notRun = try container.decodeIfPresent(Int.self, forKey: .notRun) ?? 0
        expectedFailures = try container.decode(Int.self, forKey: .expectedFailures)
        strict = try container.decode(RunReport.StrictCounts.self, forKey: .strict)
        wrongAnswers = try container.decodeIfPresent(Int.self, forKey: .wrongAnswers) ?? 0
        wrongNames = try container.decodeIfPresent(Int.self, forKey: .wrongNames) ?? 0
        tooSlow = try container.decodeIfPresent(Int.self, forKey: .tooSlow) ?? 0
        strictMisses = try container.decodeIfPresent(Int.self, forKey: .strictMisses)
        levels = try container.decodeIfPresent(RunReport.LevelCounts.self, forKey: .levels) ?? RunReport.LevelCounts()
    }
}
