import MurtiProtocol

/// One fixture's graded result, as the reports list it (docs/CONTRACT.md §4, §5).
package struct FixtureResult: Sendable, Equatable {
    /// The fixture id.
    package var id: String
    /// The fixture's expectation, in its contract's vocabulary.
    package var expected: FixtureExpectation
    /// The answer object as received (without `seq` rewriting), or
    /// `{"error": description, "harness": kind}` for a harness error; `nil` when not run.
    package var actual: JSONValue?
    /// The result: `passed` is the rule level (outcome, layer, rule, placeholders) within the
    /// cost limit.
    package var status: ResultStatus
    /// The result at the strict level (also `path`, and `warnings` as a set), `passed` or
    /// `failed`; `nil` where not graded (errored, skipped, unsupported, informational).
    package var strict: ResultStatus?
    /// Why the result is not a pass (or why the strict level failed), for people.
    package var reason: String?
    /// Seconds the implementation took to answer, as the driver measured it (`seconds` in the
    /// JSON report).
    package var durationSeconds: Double?
    /// Set when an expected-failures file lists this non-passing fixture: its reason there
    /// (empty when the line gives none). Such a result is counted apart, not as a failure.
    package var expectedFailure: String?
    /// The grading levels, for passed and failed results (docs/CONTRACT.md §4 v1.1).
    package var levels: GradingLevels?
    /// For an unsupported result: everything the fixture needs that is outside the declared
    /// scope (docs/CONTRACT.md §3 v1.1), sorted.
    package var notCertified: [ScopeGap]?
    /// For an errored result: what the implementation wrote on stderr during the case (its
    /// first and last lines, ``StderrCapture``), whether the harness saw a fault or the
    /// implementation answered `error` (docs/CONTRACT.md §3 v1.1); `nil` when there is none.
    package var stderr: String?
    /// For a result of a contract whose entries cite a promise (docs/CONTRACT.md §8), failing
    /// the `verdict` or `rule` level: the name of the promise the answer broke, in the
    /// contract's vocabulary, which ``reason`` states first.
    package var brokenPromise: String?
    /// The members cut to the report's bounds (``bounded()``, docs/REPORTS.md "Bounds"), in
    /// ``Member`` order; `nil` when nothing was cut.
    package var truncated: [Member]?

    /// Creates a result; see the properties.
    package init(
        id: String, expected: FixtureExpectation, actual: JSONValue?, status: ResultStatus,
        strict: ResultStatus? = nil, reason: String? = nil, durationSeconds: Double? = nil,
        expectedFailure: String? = nil, levels: GradingLevels? = nil, notCertified: [ScopeGap]? = nil,
        stderr: String? = nil, brokenPromise: String? = nil
    ) {
        self.id = id
        self.expected = expected
        self.actual = actual
        self.status = status
        self.strict = strict
        self.reason = reason
        self.durationSeconds = durationSeconds.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.expectedFailure = expectedFailure
        self.levels = levels
        self.notCertified = notCertified
        self.stderr = stderr.flatMap { $0.isEmpty ? nil : $0 }
        self.brokenPromise = brokenPromise
    }

    /// The report group the fixture belongs to: its expectation's
    /// (``FixtureExpectation/reportGroup``; Murti's by the expected layer), else the fixture's
    /// concern folder (`contained/widget`, ``concernFolder(of:)``).
    package var group: String {
        expected.reportGroup ?? Self.concernFolder(of: id)
    }

    /// The roll-up key by rule: its expectation's (``FixtureExpectation/ruleKey``).
    package var ruleKey: String { expected.ruleKey }

    /// The folders of a fixture id: `contained/widget` for `contained/widget/x.json`, `.` for
    /// a file at the top.
    package static func concernFolder(of id: String) -> String {
        guard let slash = id.lastIndex(of: "/") else { return "." }
        return String(id[..<slash])
    }

    /// Why a `failed` result failed, by its first failing level; `nil` for any other status.
    package var failure: FailureKind? {
        guard status == .failed else { return nil }
        return levels?.failure ?? .wrongAnswer
    }
}
