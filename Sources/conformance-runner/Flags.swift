import MurtiBenchmarks
import MurtiConformance
import MurtiReferenceService
import OptionTable

/// Every flag of every verb, each declared once (``Flag``); the verb table (``VerbSpec``) lists
/// which a verb accepts.
enum Flags {
    static let corpus = Flag.text("--corpus", "DIR", "the corpus folder (default: ./corpus)")
    static let jobs = Flag.integer("--jobs", "N", "processes in parallel (default: the processors, at most 8)")
    static let timeout = Flag.seconds("--timeout", "SECONDS", "per-case time limit (default: 10)")
    static let startTimeout = Flag.seconds(
        "--start-timeout", "SECONDS", "time limit of the start handshake, a failure of the implementation (default: 10)")
    static let quiet = Flag.toggle("--quiet", "no progress line on stderr")
    static let filter = Flag.text("--filter", "GLOB", "only fixtures whose id matches (e.g. 'invalid/decode/*')")

    static let runFormat = Flag<ReportFormat>.choice("--format", "report format (default: text)")
    static let output = Flag.text(
        "--output", "FILE", "write the report there instead of stdout (a one-line summary still goes to stderr)")
    static let expectedFailures = Flag.text("--expected-failures", "FILE", "known failures that do not fail the run")
    static let writeExpectedFailures = Flag.text(
        "--write-expected-failures", "FILE",
        "write this run's failed, errored and skipped fixture ids there: a baseline for --expected-failures")
    static let maxErrors = Flag.integer("--max-errors", "N", "stop after N errored cases (the report is marked partial)")
    static let maxRestarts = Flag.integer(
        "--max-restarts", "N", "process restarts allowed after misbehaviour (default: 50)", minimum: 0)
    static let maxCaseMilliseconds = Flag.integer("--max-case-ms", "N", "an answer slower than N ms fails (the cost level)")
    static let show = Flag<ReportListing>.choice(
        "--show", "text and markdown: new lists new failures and errors and counts the rest (default); all lists every fixture")
    static let strict = Flag.toggle("--strict", "grade at the strict level: a right answer with another path or warnings fails")
    static let transcript = Flag.text(
        "--transcript", "FILE", "keep the recorded lines there, one {\"direction\", \"line\"} record a line")

    static let schemaOnly = Flag.toggle(
        "--schema-only", "answer as a JSON Schema engine: layer 1 plus murti.schema.json (schemaOnly: true, "
            + "layers [1,2]; docs/DECISIONS.md 15)")
    static let allViolations = Flag.toggle(
        "--all-violations", "add `violations: [{layer, rule, path, message}]` to each answer: every rule the "
            + "document breaks (used by lint)")

    static let profile = Flag.text("--profile", "NAME", "a profile of the corpus's expectations.json (default: default)")
    static let importProfile = Flag.text("--profile", "NAME", "a profile of the corpus's expectations.json")
    static let profileFile = Flag.text("--profile-file", "FILE", "a profile object in a file of its own (e.g. with \"keys\")")

    static let lintFormat = Flag<LintReport.Format>.choice("--format", "github: GitHub workflow annotations (::error file=...)")
    static let coverageFormat = Flag<CoverageMap.Format>.choice("--format", "map format (default: text)")
    static let coverageSchema = Flag.text(
        "--schema", "FILE", "the schema whose rule ids and keyword locations are mapped (default: murti.schema.json beside "
            + "the corpus folder)")
    static let lintSchema = Flag.text(
        "--schema", "FILE", "the schema whose keywords are rule ids (default: murti.schema.json beside the corpus folder)")

    static let agreementFormat = Flag<AgreementReport.Format>.choice("--format", "report format (default: text)")
    static let agreementSchema = Flag.text(
        "--schema", "FILE", "the schema the engines use (default: murti.schema.json beside the corpus folder), "
            + "e.g. your team's own copy")
    static let noReference = Flag.toggle(
        "--no-reference", "leave out the Swift reference (it judges by this project's schema)")

    static let matrixFormat = Flag<MatrixFormat>.choice("--format", "output format (default: html)")
    static let matrixDiff = Flag.toggle(
        "--diff", "compare two reports of one implementation (OLD.json NEW.json): what `diff` says, as a page")
    static let exportFormat = Flag<SuiteExport.Format>.choice("--format", "the suite's format (required)")
    static let exportOutput = Flag.text(
        "--output", "DIR", "the folder to write (default: ./json-schema-test-suite); its tests/ and left-out.json are replaced")
    static let checkMatrix = Flag.text(
        "--matrix", "FILE", "also write the HTML matrix of the gate's sides (reference, reference schema-only, the engines), "
            + "and the same table in Markdown as FILE with .md for its extension")

    static let fuzzSeconds = Flag.seconds(
        "--fuzz-seconds", "N", "the fuzz step's length (default: 60, seed 1); 0 skips it", allowsZero: true)
    static let runFuzzSeconds = Flag.seconds(
        "--fuzz-seconds", "N", "then fuzz the implementation N seconds (seed 1, within its declared scope) and state "
            + "it beside the certificate; a finding fails the run", allowsZero: true)

    static let key = Flag.text(
        "--key", "FILE", "a key file {\"alg\", \"privateKey\", \"publicKey\"} (docs/ENVELOPE.md); corpus/keys/ "
            + "holds TEST-ONLY keys, never for production")
    static let algorithm = Flag<EnvelopeSigning.Algorithm>.choice("--alg", "refuse a key file of another alg")
    static let encryptTo = Flag.text(
        "--encrypt-to", "FILE", "encrypt first (enc: hybrid-x25519-aesgcm, HPKE base mode) to the public key of "
            + "this hybrid-x25519-aesgcm key file")

    static let benchFormat = Flag<BenchmarkFormat>.choice("--format", "markdown: the README's tables (default: text)")
    static let fixtures = Flag.integer("--fixtures", "N", "fixtures in the generated corpus (protocol; default 10,000)")
    static let iterations = Flag.integer("--iterations", "N", "validations of `bench loop` (default: 20)")
    static let quick = Flag.toggle("--quick", "short timing loops: a smoke run, noisier numbers")
    static let noEngines = Flag.toggle("--no-engines", "validator without the Python engines")

    static let seconds = Flag.seconds("--seconds", "N", "search time (default: 60)")
    static let seed = Flag.seed(
        "--seed", "S", "the run's seed (default: random, printed); the same seed tries the same documents")
    static let out = Flag.text("--out", "DIR", "where findings go (default: .build/fuzz-findings)")
    static let maxExamples = Flag.integer(
        "--max-examples", "N", "stop after N documents (a budget that does not depend on speed)")
    static let until = Flag.text("--until", "REGEX", "stop once a finding's signature matches")
    static let fuzzTimeout = Flag.seconds(
        "--timeout", "SECONDS", "per document and implementation before it counts as a hang (default: 10)")
    static let fuzzSchema = Flag.text("--schema", "FILE", "the schema the engines use (default: murti.schema.json)")
    static let replay = Flag.toggle("--replay", "judge the FILE... arguments on every side and show the disagreements")
}
