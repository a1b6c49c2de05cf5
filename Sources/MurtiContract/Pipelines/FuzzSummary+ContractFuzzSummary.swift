import MurtiConformance
import MurtiProtocol

/// Murti's schema-verdict fuzzing summary (docs/FUZZING.md) as a report states any contract's:
/// its ``statement``, its members as written.
extension FuzzSummary: ContractFuzzSummary {}

extension RunFuzzSummary {
    /// A Murti fuzz summary, wrapped.
    package static func murti(_ summary: FuzzSummary) -> RunFuzzSummary {
        RunFuzzSummary(summary)
    }

    /// The Murti fuzz summary, or `nil` for another contract's.
    package var murti: FuzzSummary? { contractSummary as? FuzzSummary }
}
