import MurtiProtocol

/// The `fuzz` member of a run report (``RunReport/fuzz``, docs/DECISIONS.md 75): one contract's
/// fuzz summary (``ContractFuzzSummary``), wrapped so that the report compares and codes it
/// without knowing whose it is.
///
/// Encoded as the summary's own members; decoded by the first installed contract that reads
/// such a member (``ConformanceContract/decodeFuzzSummary(from:)``).
package struct RunFuzzSummary: Sendable, Equatable, Codable {
    /// The summary, in its contract's terms.
    package let contractSummary: any ContractFuzzSummary

    /// Wraps `summary`.
    package init(_ summary: any ContractFuzzSummary) {
        contractSummary = summary
    }

    /// The sentence reports give it (``ContractFuzzSummary/statement``).
    package var statement: String { contractSummary.statement }

    /// `true` when both wrap the same summary.
    package static func == (left: RunFuzzSummary, right: RunFuzzSummary) -> Bool {
        left.contractSummary.isSameSummary(as: right.contractSummary)
    }

    /// Decodes the member as a report writes it: read by the registry's contracts in order, the
    /// first that reads fuzz summaries (``ConformanceContract/decodeFuzzSummary(from:)``).
    /// Throws the decoder's error for a member that cannot be read, and
    /// `DecodingError.dataCorrupted` when no contract reads it.
    package init(from decoder: any Decoder) throws {
        guard let summary = try ContractRegistry.firstReading({ try $0.decodeFuzzSummary(from: decoder) }) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no contract reads this fuzz summary"))
        }
        self.init(summary)
    }

    /// Encodes the wrapped summary's members.
    package func encode(to encoder: any Encoder) throws {
        try contractSummary.encode(to: encoder)
    }
}
