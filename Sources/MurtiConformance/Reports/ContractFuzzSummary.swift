import MurtiProtocol

/// What a contract's fuzz run found, as `run --fuzz-seconds N` states it beside the certificate
/// (docs/DECISIONS.md 75) in the contract's own terms (``RunFuzzSummary``): reports print its
/// ``statement`` and encode it as the `fuzz` member's own members (docs/REPORTS.md).
package protocol ContractFuzzSummary: Sendable, Encodable {
    /// The one sentence the text and Markdown reports and `run`'s last line give it.
    var statement: String { get }
    /// `true` when `other` is the same summary (same type, equal).
    func isSameSummary(as other: any ContractFuzzSummary) -> Bool
}

extension ContractFuzzSummary where Self: Equatable {
    /// `true` when `other` is of the same type and equal: the default of
    /// ``ContractFuzzSummary/isSameSummary(as:)`` for an equatable summary.
    package func isSameSummary(as other: any ContractFuzzSummary) -> Bool {
        (other as? Self) == self
    }
}
