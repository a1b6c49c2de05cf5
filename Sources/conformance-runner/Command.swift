/// The verbs of `conformance-runner` (CONTRACT §5).
enum Verb: String, CaseIterable, Sendable {
    case run, serve, validate, lint, agreement, check, propose
    case importBank = "import"
    case diff
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
}

/// `run` options.
struct RunOptions: Equatable {
    var corpus: String?
    var format = "text"
    var output: String?
    var jobs: Int?
    var timeout: Double?
    var filter: String?
    var expectedFailures: String?
    var maxErrors: Int?
    var quiet = false
    /// The implementation's command line; `nil` runs the built-in reference.
    var command: [String]?
}

/// `serve` options.
struct ServeOptions: Equatable {
    var schemaOnly = false
    var allViolations = false
}

/// `validate` options.
struct ValidateOptions: Equatable {
    var files: [String]
    var profile = "default"
    var corpus: String?
}

/// `lint` options.
struct LintOptions: Equatable {
    var corpus: String?
    var format = "text"
    var schema: String?
}

/// `agreement` options.
struct AgreementOptions: Equatable {
    var corpus: String?
    var schema: String?
    var format = "text"
    var jobs: Int?
    var timeout: Double?
}

/// `check` options.
struct CheckOptions: Equatable {
    var corpus: String?
    var jobs: Int?
}

/// `propose` options.
struct ProposeOptions: Equatable {
    var files: [String]
    var corpus: String?
    var profile = "default"
}

/// `import` options.
struct ImportOptions: Equatable {
    var bank: String
    var corpus: String?
    var profile = "default"
}

/// `diff` options.
struct DiffOptions: Equatable {
    var before: String
    var after: String
}
