import MurtiProtocol

/// What grading one answer (or one manifest step) came to, before it becomes a
/// ``FixtureResult``.
package struct Grade {
    /// The result's status.
    package var status: ResultStatus
    /// The strict level as a status, for passed and failed results.
    package var strict: ResultStatus?
    /// Why it is not a pass, or why the strict level failed.
    package var reason: String?
    /// The grading levels, for passed and failed results.
    package var levels: GradingLevels?
    /// What is outside the declared scope, for unsupported results.
    package var gaps: [ScopeGap] = []

    /// Creates a grade; see the properties.
    package init(
        status: ResultStatus, strict: ResultStatus? = nil, reason: String? = nil, levels: GradingLevels? = nil,
        gaps: [ScopeGap] = []
    ) {
        self.status = status
        self.strict = strict
        self.reason = reason
        self.levels = levels
        self.gaps = gaps
    }

    /// A graded result: `passed` when `levels.rule` holds, else `failed`.
    package static func graded(_ levels: GradingLevels, reason: String?) -> Grade {
        Grade(
            status: levels.rule ? .passed : .failed, strict: levels.strict ? .passed : .failed, reason: reason,
            levels: levels)
    }

    /// A failure at every level.
    package static func wrongKind(_ reason: String) -> Grade {
        graded(.none, reason: reason)
    }

    /// Not graded: outside the declared scope.
    package static func unsupported(_ gaps: [ScopeGap], reason: String) -> Grade {
        Grade(status: .unsupported, reason: reason, gaps: gaps)
    }
}
