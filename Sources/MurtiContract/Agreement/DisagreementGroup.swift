import MurtiConformance
import MurtiProtocol

/// Disagreements that share one ``DisagreementSignature``, with what they have in common: the
/// cause when one is known, where to look, and the schema locations and expected keywords
/// they span (docs/CONTRACT.md §5 v1.1; docs/AGREEMENT.md).
package struct DisagreementGroup: Sendable, Equatable {
    /// What the group's disagreements share.
    package var signature: DisagreementSignature
    /// The fixture ids, in corpus order.
    package var fixtures: [String]
    /// The one cause behind the whole group, when it is recognised.
    package var cause: GroupCause?
    /// Where to look, one entry per place.
    package var lookAt: [LookAt]
    /// The schema locations the engines report on these fixtures, with counts: for a group
    /// where only clients deviate, the places in the schema the client's decisions differ from.
    package var schemaLocations: [Tally]
    /// The keywords (or `layer 1`) the fixtures' expectations state, with counts.
    package var expectedKeywords: [Tally]
    /// The instance locations of the rejections at issue (the expected ones, or the deviating
    /// sides' where the schema accepts), with counts: what to look for in the schema when the
    /// engines report no location (they accept).
    package var instanceLocations: [Tally]
}
