import MurtiProtocol

/// One implementation's result on one fixture, as a matrix cell shows it (docs/MATRIX.md
/// "Cells"): the report's status, an expected failure told apart, and `absent` for a fixture
/// the implementation's report does not hold (another corpus version, or a filtered run).
package enum CellState: String, Sendable, Codable, CaseIterable {
    /// Outcome, layer, rule and placeholders as expected (docs/CONTRACT.md §4).
    case passed
    /// A wrong answer, a wrong name (in the contract's words) or too slow.
    case failed
    /// No verdict: a harness error or the implementation's `error` answer.
    case errored
    /// The implementation answered `skipped`.
    case skipped
    /// Outside the declared scope: not certified, never passed.
    case unsupported
    /// Failed, errored or skipped, and listed in the run's expected-failures file.
    case expectedFailure
    /// The specifications permit both verdicts: shown, never counted.
    case informational
    /// The run was cut short before the fixture was judged (docs/DECISIONS.md 46).
    case notRun
    /// The report has no result for this fixture.
    case absent

    /// The state of `result`, or ``absent`` for `nil`.
    init(_ result: FixtureResult?) {
        guard let result else {
            self = .absent
            return
        }
        if result.expectedFailure != nil, [.failed, .errored, .skipped].contains(result.status) {
            self = .expectedFailure
            return
        }
        switch result.status {
        case .passed: self = .passed
        case .failed: self = .failed
        case .errored: self = .errored
        case .skipped: self = .skipped
        case .unsupported: self = .unsupported
        case .informational: self = .informational
        case .notRun: self = .notRun
        }
    }

    /// A fixture is failing somewhere when a cell is one of these (the `failing` filter):
    /// every state that is not passed and not outside what the report counts.
    package var isFailing: Bool {
        [.failed, .errored, .skipped, .notRun, .expectedFailure].contains(self)
    }

    /// The cell's short text on the page and in Markdown: a symbol or a word that reads
    /// without colour.
    package var mark: String {
        switch self {
        case .passed: "✓"
        case .failed: "✗"
        case .errored: "!"
        case .skipped: "skip"
        case .unsupported: "–"
        case .expectedFailure: "xfail"
        case .informational: "i"
        case .notRun: "…"
        case .absent: " "
        }
    }

    /// For people: `passed`, `expected failure`, `not run`, `not in this report`.
    package var label: String {
        switch self {
        case .expectedFailure: "expected failure"
        case .notRun: "not run"
        case .absent: "not in this report"
        default: rawValue
        }
    }

    /// The one-letter CSS class of the state on the page.
    var cssClass: String {
        switch self {
        case .passed: "p"
        case .failed: "f"
        case .errored: "e"
        case .skipped: "s"
        case .unsupported: "u"
        case .expectedFailure: "x"
        case .informational: "i"
        case .notRun: "n"
        case .absent: "a"
        }
    }
}

/// One cell of the matrix: a fixture's result in one report.
package struct MatrixCell: Sendable, Equatable {
    /// What the report says.
    package var state: CellState
    /// For a failed cell, the failure's kind in the contract's words (`wrong answer`, `broken
    /// promise`); `nil` otherwise.
    package var kind: String?
    /// Why it is not a pass, as the report says (capped); `nil` for a pass.
    package var reason: String?
    /// The graded members of the answer in short (`reject layer 2 required at /screen`), or
    /// `nil` when nothing was answered.
    package var answer: String?
    /// The answer object as received, compact JSON without `seq`, capped (``MatrixLimits``).
    package var answerJSON: String?
}
