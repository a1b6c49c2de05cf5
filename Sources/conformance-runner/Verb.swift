/// The verbs of `conformance-runner` (docs/CONTRACT.md §5).
enum Verb: String, CaseIterable, Sendable {
    /// Certify an implementation.
    case run
    /// An implementation's protocol lines against docs/protocol.schema.json.
    case protocolCheck = "protocol-check"
    /// The reference over protocol v1.
    case serve
    /// The reference's verdict on files.
    case validate
    /// Corpus integrity.
    case lint
    /// The reference, the JSON Schema engines and a team's implementation side by side.
    case agreement
    /// lint + run + agreement + fuzz.
    case check
    /// Entries for new fixtures.
    case propose
    /// Entries for an upstream fixture bank (`import` is a keyword, hence the case name).
    case importBank = "import"
    /// Compare two JSON reports.
    case diff
    /// A payload into a signed envelope (docs/CONTRACT.md §6).
    case sign
    /// Speed of the validator and the protocol.
    case bench
    /// Differential fuzzing.
    case fuzz
    /// The corpus's coverage map.
    case coverage
}
