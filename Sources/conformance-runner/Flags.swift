import MurtiConformance
import OptionTable

/// The flags several verbs take, each declared once with its default; a verb's options use one
/// as `@Option(Flags.corpus) var corpus: String?`. A flag only one verb takes is declared in
/// that verb's options.
enum Flags {
    static let corpus = Option<String?>(.text("--corpus", "DIR", "the corpus folder"), absent: "./corpus")
    static let jobs = Option(
        wrappedValue: ConformanceRun.defaultJobs, .integer("--jobs", "N", "processes in parallel"),
        shown: "the processors, at most \(ConformanceRun.maxDefaultJobs)")
    static let timeout = Option(
        wrappedValue: DriverConfiguration.defaultTimeout, .seconds("--timeout", "SECONDS", "per-case time limit"))
    static let quiet = Option(.toggle("--quiet", "no progress line on stderr"))
    static let output = Option<String?>(.text(
        "--output", "FILE", "write the report there instead of stdout (a one-line summary still goes to stderr)"))
    static let profile = Option(
        wrappedValue: Workspace.defaultProfile, .text("--profile", "NAME", "a profile of the corpus's expectations.json"))
    static let engineSchema = Option<String?>(
        .text("--schema", "FILE", "the schema the engines use (default: \(FlagSpec.defaultMarker)), e.g. your team's own copy"),
        absent: besideCorpus)

    /// What a verb's `--schema` is when it is not given.
    static let besideCorpus = "murti.schema.json beside the corpus folder"
}
