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
    /// JSON reports side by side: the compatibility matrix (docs/MATRIX.md).
    case matrix
    /// The corpus in another suite's format (docs/MATRIX.md "Export").
    case export
    /// The corpus's coverage map.
    case coverage
}

extension Verb {
    /// How a stop signal ends the verb (``InterruptFlag``); `nil` for verbs that start no
    /// implementation and no long work (`serve` keeps the default dispositions: it is the
    /// runner's child, ended by its process group).
    var stopMode: InterruptFlag.Mode? {
        switch self {
        case .run, .protocolCheck, .check, .agreement, .lint, .fuzz: .graceful
        case .importBank, .propose:
            .immediate(why: "no entries were printed (a partial proposal would leave files out unseen)")
        case .bench: .immediate(why: "no measurement was printed (a partial benchmark measures nothing)")
        case .export: .immediate(why: "no test files were written (a partial export would leave keyword groups out unseen)")
        case .serve, .validate, .diff, .sign, .matrix, .coverage: nil
        }
    }
}
