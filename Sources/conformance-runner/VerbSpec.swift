import OptionTable

/// The verb table: how `--help` describes each verb; the flags it accepts come from its options.
extension Verb {
    /// Exit statuses, at the end of every help text.
    static let exitCodes = """
        Exit codes: 0 all passed; 1 a failure, error, skip, disagreement or lint problem;
        2 bad usage or unreadable input; 130, 143, 129 stopped by SIGINT, SIGTERM, SIGHUP.
        """

    /// The overview (`nil`), or one verb's help.
    static func usage(_ verb: Verb?) -> String {
        guard let verb else {
            return Help.overview(
                program: "conformance-runner", commands: allCases.map(\.spec),
                extra: ["--version   the runner's version and the corpus it carries"]) + "\n\n" + exitCodes
        }
        return Help.text(program: "conformance-runner", spec: verb.spec, commandLine: "the implementation (protocol v1, docs/PROTOCOL.md)")
            + "\n\n" + exitCodes
    }

    /// The verb's entry in the table: its words, and the flags its options declare
    /// (``VerbHandler/flags``).
    var spec: CommandSpec {
        var spec = entry
        spec.flags = handler.flags
        return spec
    }

    /// The verb's words for help: its synopsis's operands, summary, paragraph and notes.
    private var entry: CommandSpec {
        switch self {
        case .run:
            CommandSpec(
                name: rawValue,
                takesCommand: true, summary: "certify an implementation (protocol v1) against the corpus",
                about: """
                    Runs every fixture of the corpus through an implementation speaking protocol v1 (docs/PROTOCOL.md)
                    and grades it. Without -- COMMAND the built-in Swift reference validator is run (this program's
                    `serve`).
                    """,
                notes: "Ctrl-C, SIGTERM or SIGHUP stops the run: the report so far is still written, marked partial, and "
                    + "the exit status is 130, 143 or 129; a second signal stops at once.")
        case .protocolCheck:
            CommandSpec(
                name: rawValue,
                takesCommand: true, summary: "your implementation's protocol lines against docs/protocol.schema.json",
                about: """
                    Runs the corpus through an implementation as `run` does, records every line both ways, and checks
                    each against docs/protocol.schema.json (murti_adapter.protocol_check): a misspelt member, a layer
                    written as a string or a missing path is named by its line, the fixture and seq of its request, JSON
                    Pointer and keyword before grading hides it; a request that got no answer (a crash, a hang) is named
                    with what happened. Exit 1 when a line is bad or a request unanswered.
                    """)
        case .serve:
            CommandSpec(
                name: rawValue,
                summary: "the Swift reference validator as a protocol v1 implementation",
                about: "Serves the Swift reference validator over protocol v1 on stdin/stdout.")
        case .validate:
            CommandSpec(
                name: rawValue,
                operands: "FILE...", summary: "the reference validator's verdict on documents",
                about: """
                    Prints the reference validator's verdict for each file under a profile of the corpus's
                    expectations.json. Exits 1 if any file is rejected.
                    """)
        case .lint:
            CommandSpec(
                name: rawValue,
                summary: "corpus integrity: every file, entry, rule, layer and verdict",
                about: """
                    Checks the corpus (docs/CONTRACT.md §2): every file has an entry and every entry a file; rule ids,
                    layers, profiles, descriptions; each fixture breaks exactly the rule it states, according to the
                    reference validator; every `schema` verdict matches the reference's schema-only mode;
                    expectations.json matches expectations.schema.json, its entries are sorted by id, every stated path
                    exists in its document, and each fixture sits in the folder of its layer (docs/EXPECTATIONS.md
                    "Fixture ids").
                    """)
        case .agreement:
            CommandSpec(
                name: rawValue,
                takesCommand: true,
                summary: "the reference, the JSON Schema engines and your implementation side by side",
                about: """
                    Runs the reference's schema-only mode, python-jsonschema and jsonschema-rs (and, after --, your own
                    implementation) over the whole corpus and compares each side with every fixture's schema verdict. A
                    client (schemaOnly false in its start answer) is compared through its schema projection, within the
                    layers and capabilities it declares; what it does not support is counted apart. Disagreements are
                    grouped by signature (which sides deviate, verdict or keyword/location, the keyword, the schema
                    location the engines report), verdict differences first, each group saying where to look
                    (docs/AGREEMENT.md).
                    """,
                notes: "The engines live in .build/adapters-venv (created by adapters/venv.py on first use).")
        case .check:
            CommandSpec(
                name: rawValue,
                summary: "the CI gate: lint + run (reference) + agreement + a short fuzz run",
                about: """
                    The CI gate: lint, run (reference), agreement and a short fuzz run, with a one-line summary of each.
                    Exits 0 only if all pass; the fuzz step fails only on a new finding (not in
                    fuzz/known-findings.json).
                    """)
        case .propose:
            CommandSpec(
                name: rawValue,
                operands: "FILE...", summary: "expectation entries for new fixture files, for review",
                about: """
                    Prints, for each new fixture file, the expectations.json entry the reference validator would give,
                    ready to paste. It never writes the corpus: check every verdict against docs/RULES.md,
                    docs/DECISIONS.md and murti.schema.json (which follow the Murti payload schema v1 guide) before you
                    paste it.
                    """)
        case .importBank:
            CommandSpec(
                name: rawValue,
                operands: "DIR", summary: "expectation entries for an upstream valid/invalid fixture bank, for review",
                about: """
                    For an upstream-style fixture bank (DIR/valid and DIR/invalid, no expectations file), prints a
                    fragment of expectations.json for review: the profile and an entry per file with the reference's
                    verdict. Without --profile or --profile-file the profile is inferred from the bank: the corpus's
                    default components and bounds, and every screen, request, link and data key the bank's valid
                    fixtures reference (printed as "imported", each name with the fixtures that use it, on stderr). A
                    signed envelope whose key the profile lacks gets no entry, and says so. Exit 1 when a file's folder
                    and the reference disagree or a file got no entry.
                    """)
        case .diff:
            CommandSpec(
                name: rawValue,
                operands: "A.json B.json", summary: "compare two JSON run reports",
                about: "Compares two JSON run reports (run --format json): fixed, newly failing, changed.")
        case .sign:
            CommandSpec(
                name: rawValue,
                operands: "PAYLOAD.json", summary: "a payload into a signed (optionally encrypted) envelope, for fixtures",
                about: """
                    Writes the signed envelope of PAYLOAD.json's exact bytes on stdout, one line (docs/CONTRACT.md §6;
                    docs/ENVELOPE.md). The envelope's schemaVersion is the payload's.
                    """)
        case .bench:
            CommandSpec(
                name: rawValue,
                operands: "validator|protocol|flowui",
                summary: "speed: the validator against JSON Schema engines, the protocol's overhead, the Flow-UI reference",
                about: """
                    Measures speed as ratios taken in one run, on generated documents (docs/PERFORMANCE.md).
                    Build with -c release: a debug build's numbers mean little (a warning says so).
                      validator   the reference's full verdict (layers 1–4) against JSONSerialization's
                                  parse, json.loads + jsonschema-rs and json.loads + python-jsonschema
                                  (benchmarks/engines_bench.py), on typical 2–20 KiB screens, a 1 MiB screen
                                  and a stream of 1,000; time per byte from 10 KiB to 2 MiB; peak memory
                      protocol    per-fixture overhead of protocol v1 against in-process validation, the
                                  bare pipe round trip, the codec, and --jobs 1 / --jobs 2 throughput over a
                                  generated corpus (docs/CONTRACT.md §7)
                      flowui      the Flow-UI reference's answer line to pages of 1,000 to 200,000 widgets against
                                  JSONSerialization's parse of each, and the 100,000-widget page through serve
                                  (docs/PERFORMANCE.md "Flow-UI")
                    """,
                notes: """
                    Profiling helpers: `bench generate BYTES [SEED]` prints a generated screen of at most BYTES; `bench
                    loop [FILE] [--iterations N]` validates FILE (default: the generated 1 MiB screen) N times, `bench
                    flowui-generate WIDGETS` prints the generated Flow-UI page of WIDGETS widgets, and `bench flowui-loop
                    WIDGETS [--iterations N]` answers it N times, for valgrind --tool=callgrind. Exit 0 when every target
                    is met, 1 when one is not.
                    """)
        case .fuzz:
            CommandSpec(
                name: rawValue,
                takesCommand: true,
                summary: "differential fuzzing: find, shrink and write out new disagreements",
                about: """
                    Searches for documents on which the implementations disagree, or on which one crashes, hangs or
                    errs: the reference validator (schema-only and full), python-jsonschema, jsonschema-rs and, after
                    --, any protocol v1 implementation. Documents are generated near the contract's edges from the
                    seed (docs/FUZZING.md). Each new finding is shrunk to a minimal document and written to
                    DIR/<signature>/ as fixture.json, an expectation.json proposed from the reference alone, and
                    evidence.json, for review: nothing is added to the corpus.
                    """,
                notes: """
                    Findings listed in fuzz/known-findings.json are counted, not reported. Exit 1 when there is a new
                    finding.
                    """)
        case .matrix:
            CommandSpec(
                name: rawValue,
                operands: "REPORT.json...", summary: "JSON run reports side by side: the compatibility matrix",
                about: """
                    Sets the JSON reports of any number of implementations (run --format json; report versions 1.0 to
                    2.0, Murti or Flow-UI, one contract per matrix) side by side: a column per implementation (name,
                    version, language, declared scope, certificate, badge), rows grouped by layer or concern folder, then
                    rule, then fixture, with each implementation's counts; a report of another corpus version or SHA-256
                    is named at the top. html is one self-contained page (no network; filters in the URL fragment,
                    #filter=failing|differing&impl=N); markdown the same table for a pull-request comment; json the data
                    (docs/MATRIX.md). With --diff, two reports of one implementation: what `diff` says, as a page.
                    """,
                notes: "Exit 0 once written (a view, not a gate); with --diff, 1 when a fixture regressed, as `diff`.")
        case .export:
            CommandSpec(
                name: rawValue,
                summary: "the corpus's schema verdicts as JSON-Schema-Test-Suite files",
                about: """
                    Writes each fixture's document and its schema verdict as a JSON-Schema-Test-Suite test
                    (DIR/tests/draft2020-12/*.json, one file per keyword, one test case per keyword location, the schema
                    of every case being murti.schema.json), so Bowtie's `bowtie suite` and every implementation's own
                    suite runner run the Murti corpus unchanged. The keyword location is the one jsonschema-rs reports
                    for the fixture (the pinned engine). Fixtures the format cannot hold (bytes that are not strict JSON,
                    a layer-1 verdict, informational ones, manifest sequences) are listed with the reason in
                    DIR/left-out.json (docs/MATRIX.md "Export").
                    """,
                notes: "The engines live in .build/adapters-venv (created by adapters/venv.py on first use).")
        case .coverage:
            CommandSpec(
                name: rawValue,
                summary: "the corpus's coverage map: what no fixture tries yet, first",
                about: """
                    Lists, for each contract, every rule id, every decision that decides an answer, every keyword
                    location of the schema, every bound (a fixture at it and one just past it) and every identifier
                    site's pattern classes (Murti), every promise, decoding rule and decision (Flow-UI), each with its
                    count of valid and invalid fixtures, zeros first (docs/DECISIONS.md 76). Without --corpus, a
                    corpus-flow-ui/ beside the corpus is mapped too. Reads the corpus only; runs no implementation.
                    """,
                notes: "lint fails on a zero that the corpus's coverage-policy.json names (docs/DECISIONS.md 77).")
        }
    }
}
