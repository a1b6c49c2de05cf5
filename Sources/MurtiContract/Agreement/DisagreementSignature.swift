import MurtiConformance
import MurtiProtocol

/// What a set of disagreements has in common (docs/CONTRACT.md §5 v1.1): the kind of difference, which
/// sides deviate from the fixture's `schema` verdict, the keyword at issue and the schema
/// location the engines report. Disagreements with one signature are one group.
package struct DisagreementSignature: Sendable, Equatable, Hashable {
    /// The kind of difference, in report order.
    package enum Kind: String, Sendable, Equatable, Hashable, CaseIterable {
        /// A side's verdict (accept/reject) is not the schema verdict.
        case verdict
        /// The verdict is right, the keyword or the instance location is not.
        case keywordOrLocation
        /// A side gave no verdict.
        case noVerdict
    }

    /// The kind of difference.
    package var kind: Kind
    /// The sides that deviate, by name, in side order.
    package var deviating: [String]
    /// The keyword (or `decode.*` rule) at issue: for a verdict difference the rejection on
    /// either side of it, for a keyword difference the one the deviating sides name.
    package var keyword: RuleID?
    /// The schema location the engines report for that keyword (`#/$defs/node/additionalProperties`).
    /// Left out when only clients deviate: the place to look is then the client, and the
    /// group lists the locations it spans (docs/AGREEMENT.md).
    package var schemaLocation: String?
}
