import MurtiProtocol

/// How far one graded answer matches its expectation, level by level (docs/CONTRACT.md §4 v1.1).
///
/// Each level includes the one before: `verdict` ⊂ `rule` ⊂ `strict`. `rule` is what certifies
/// (it is `passed`, unless the answer was too slow); a result whose `verdict` holds but whose
/// `rule` does not is a wrong name, not a wrong answer.
package struct GradingLevels: Sendable, Equatable, Codable {
    /// The outcome equals the expectation (accept/reject; for a manifest sequence, every
    /// step's; for a JSON Schema engine, the fixture's schema verdict).
    package var verdict: Bool
    /// Outcome, layer, rule and placeholder set equal the expectation (for a JSON Schema
    /// engine: the schema verdict, as at the verdict level).
    package var rule: Bool
    /// `rule`, plus `path` and the warning set (for a JSON Schema engine: keyword and path of a
    /// schema-keyword rejection).
    package var strict: Bool
    /// The answer came within `run --max-case-ms`; `nil` when the run set no limit.
    package var cost: Bool?

    /// Creates levels; see the properties.
    package init(verdict: Bool, rule: Bool, strict: Bool, cost: Bool? = nil) {
        self.verdict = verdict
        self.rule = verdict && rule
        self.strict = verdict && rule && strict
        self.cost = cost
    }

    /// Every level failed: the answer is not even of the right kind (wrong number of steps, a
    /// sequence answer to a single document).
    package static let none = GradingLevels(verdict: false, rule: false, strict: false)

    /// Why a result with these levels is `failed`, most basic level first; `nil` when none
    /// fails. The strict level comes last: it fails a result only in a `run --strict`, which
    /// is the only way a result right at the rule level and within the cost limit is `failed`.
    var failure: FailureKind? {
        if !verdict { return .wrongAnswer }
        if !rule { return .wrongName }
        if cost == false { return .cost }
        if !strict { return .strict }
        return nil
    }
}
