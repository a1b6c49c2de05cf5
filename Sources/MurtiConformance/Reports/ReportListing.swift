import MurtiProtocol

/// Which fixtures the text and Markdown reports list one by one (`run --show`,
/// docs/REPORTS.md "text"): a report leads with what is new, and counts the rest
/// (docs/DECISIONS.md 68). JSON and JUnit always list every fixture.
package enum ReportListing: String, Sendable, CaseIterable {
    /// New failures, errors and skips, one line each; expected failures, unsupported,
    /// informational fixtures and strict-level misses counted, one line a kind.
    case new
    /// Every fixture that did not simply pass, one line each, new failures first.
    case all
}
