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
    /// Differential fuzzing (FuzzVerb.swift).
    case fuzz
}

/// One parsed command line: a verb with its options, or a request for help.
enum Command: Equatable {
    /// `--help`, `help [VERB]` or `VERB --help`: print usage and exit 0.
    case help(Verb?)
    /// `--version`: the runner's version and the corpus it carries.
    case version
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
    /// Differential fuzzing of the implementations (FuzzVerb.swift).
    case fuzz(FuzzOptions)
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
    /// `--max-restarts N`; `nil`: 50.
    var maxRestarts: Int?
    /// `--max-case-ms N`: an answer slower than N ms fails the cost level.
    var maxCaseMilliseconds: Int?
    /// `--write-expected-failures FILE`: the run's failures as a baseline.
    var writeExpectedFailures: String?
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
    /// `--no-reference`: leave the Swift reference's schema-only mode out of the sides.
    var noReference = false
    /// A team's implementation after `--`, compared beside the engines (CONTRACT §5 v1.1).
    var command: [String]?
}

/// `check` options.
struct CheckOptions: Equatable {
    /// `--corpus DIR`; `nil`: `./corpus`.
    var corpus: String?
    /// `--jobs N`; `nil`: the default.
    var jobs: Int?
    /// `--fuzz-seconds N` for the fuzz step; `nil`: 60; 0 leaves the step out.
    var fuzzSeconds: Double?
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
    /// `--profile NAME`: a profile of the corpus; `nil` with no `profileFile`: inferred from the bank.
    var profile: String?
    /// `--profile-file FILE`: a CONTRACT §2 profile object in a file of its own.
    var profileFile: String?
}

/// `diff` options.
struct DiffOptions: Equatable {
    /// A.json.
    var before: String
    /// B.json.
    var after: String
}

/// `fuzz` options (issue 7; docs/FUZZING.md).
struct FuzzOptions: Equatable {
    /// `--seconds N`; `nil`: 60.
    var seconds: Double?
    /// `--seed S`; `nil`: a random seed, printed so the run can be replayed.
    var seed: UInt64?
    /// `--out DIR`; `nil`: `.build/fuzz-findings` beside the corpus folder.
    var out: String?
    /// `--max-examples N`: stop after N documents (a deterministic budget).
    var maxExamples: Int?
    /// `--until REGEX`: stop once a finding's signature matches.
    var until: String?
    /// `--timeout SECONDS` per document and side; `nil`: 10.
    var timeout: Double?
    /// `--corpus DIR`; `nil`: `./corpus` (its `default` profile is used).
    var corpus: String?
    /// `--schema FILE`; `nil`: murti.schema.json beside the corpus folder.
    var schema: String?
    /// `--replay FILE...`: judge these files on every side instead of searching.
    var replay: [String] = []
    /// The extra implementation after `--`, fuzzed beside the built-in sides.
    var command: [String]?
}
