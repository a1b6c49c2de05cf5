/// The verbs of `conformance-runner` (CONTRACT §5).
enum Verb: String, CaseIterable, Sendable {
    /// Certify an implementation.
    case run
    /// The reference over protocol v1.
    case serve
    /// The reference's verdict on files.
    case validate
    /// Corpus integrity.
    case lint
    /// Reference vs JSON Schema engines.
    case agreement
    /// lint + run + agreement.
    case check
    /// Entries for new fixtures.
    case propose
    /// Entries for an upstream fixture bank (`import` is a keyword, hence the case name).
    case importBank = "import"
    /// Compare two JSON reports.
    case diff
    /// A payload into a signed envelope (CONTRACT §6).
    case sign
    /// Speed of the validator and the protocol (BenchVerb.swift).
    case bench
}

/// One parsed command line: a verb with its options, or a request for help.
enum Command: Equatable {
    /// `--help`, `help [VERB]` or `VERB --help`: print usage and exit 0.
    case help(Verb?)
    /// Certify an implementation (or the reference) against the corpus.
    case run(RunOptions)
    /// Serve the reference validator over protocol v1.
    case serve(ServeOptions)
    /// The reference's verdict on files.
    case validate(ValidateOptions)
    /// Corpus integrity.
    case lint(LintOptions)
    /// The reference and the JSON Schema engines side by side.
    case agreement(AgreementOptions)
    /// lint + run + agreement.
    case check(CheckOptions)
    /// Expectation entries for new fixture files, for review.
    case propose(ProposeOptions)
    /// Expectation entries for an upstream-style valid/invalid fixture bank, for review.
    case importBank(ImportOptions)
    /// Compare two JSON run reports.
    case diff(DiffOptions)
    /// Sign (and optionally encrypt) a payload into an envelope.
    case sign(SignOptions)
    /// Benchmarks (BenchVerb.swift).
    case bench(BenchOptions)
}

/// `run` options.
struct RunOptions: Equatable {
    /// `--corpus DIR`; `nil`: `./corpus`.
    var corpus: String?
    /// `--format`.
    var format = "text"
    /// `--output FILE`; `nil`: stdout.
    var output: String?
    /// `--jobs N`; `nil`: the default.
    var jobs: Int?
    /// `--timeout SECONDS`; `nil`: 10.
    var timeout: Double?
    /// `--filter GLOB`.
    var filter: String?
    /// `--expected-failures FILE`.
    var expectedFailures: String?
    /// `--max-errors N`.
    var maxErrors: Int?
    /// `--quiet`.
    var quiet = false
    /// The implementation's command line; `nil` runs the built-in reference.
    var command: [String]?
}

/// `serve` options.
struct ServeOptions: Equatable {
    /// `--schema-only`.
    var schemaOnly = false
    /// `--all-violations`.
    var allViolations = false
}

/// `validate` options.
struct ValidateOptions: Equatable {
    /// The FILE... arguments.
    var files: [String]
    /// `--profile NAME` (default `default`).
    var profile = "default"
    /// `--corpus DIR`; `nil`: `./corpus`.
    var corpus: String?
}

/// `lint` options.
struct LintOptions: Equatable {
    /// `--corpus DIR`; `nil`: `./corpus`.
    var corpus: String?
    /// `--format`.
    var format = "text"
    /// `--schema FILE`; `nil`: murti.schema.json beside the corpus.
    var schema: String?
}

/// `agreement` options.
struct AgreementOptions: Equatable {
    /// `--corpus DIR`; `nil`: `./corpus`.
    var corpus: String?
    /// `--schema FILE`; `nil`: murti.schema.json beside the corpus.
    var schema: String?
    /// `--format`.
    var format = "text"
    /// `--jobs N`; `nil`: the default.
    var jobs: Int?
    /// `--timeout SECONDS`; `nil`: 10.
    var timeout: Double?
}

/// `check` options.
struct CheckOptions: Equatable {
    /// `--corpus DIR`; `nil`: `./corpus`.
    var corpus: String?
    /// `--jobs N`; `nil`: the default.
    var jobs: Int?
}

/// `propose` options.
struct ProposeOptions: Equatable {
    /// The FILE... arguments.
    var files: [String]
    /// `--corpus DIR`; `nil`: `./corpus`.
    var corpus: String?
    /// `--profile NAME` (default `default`).
    var profile = "default"
}

/// `import` options.
struct ImportOptions: Equatable {
    /// The DIR argument (holding valid/ and invalid/).
    var bank: String
    /// `--corpus DIR`; `nil`: `./corpus`.
    var corpus: String?
    /// `--profile NAME` (default `default`).
    var profile = "default"
}

/// `diff` options.
struct DiffOptions: Equatable {
    /// A.json.
    var before: String
    /// B.json.
    var after: String
}
