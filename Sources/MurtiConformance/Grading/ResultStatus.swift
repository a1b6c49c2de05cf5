import MurtiProtocol

/// A fixture's result in a report (docs/CONTRACT.md §4, §5).
package enum ResultStatus: String, Sendable, Codable, CaseIterable {
    /// Outcome, layer, rule and placeholder set equal the expectation.
    case passed
    /// The answer differs from the expectation.
    case failed
    /// No verdict: a harness error (crash, timeout, bad line) or the implementation's `error`.
    case errored
    /// The implementation answered `skipped`; counts against certification.
    case skipped
    /// The fixture requires a capability the implementation did not declare; not certified.
    case unsupported
    /// The specs allow either verdict (`informational: true`): reported, never counted.
    case informational
    /// Never judged: the run was cut short (Ctrl-C, `run --max-errors`) before this fixture got
    /// an answer. Counted apart, never as errored or passed, and it keeps the run from
    /// certifying (docs/DECISIONS.md 46).
    case notRun
}
