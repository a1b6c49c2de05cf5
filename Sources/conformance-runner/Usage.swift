/// Help texts, one per verb (CONTRACT §5).
enum Usage {
    static let exitCodes = """
        Exit codes: 0 all passed; 1 a failure, error, skip, disagreement or lint problem;
        2 bad usage or unreadable input.
        """

    /// The overview, or one verb's help.
    static func text(for verb: Verb?) -> String {
        guard let verb else { return overview }
        return body(of: verb) + "\n\n" + exitCodes
    }

    static let overview = """
        usage: conformance-runner VERB [OPTIONS]
               conformance-runner --version   the runner's version and the corpus it carries

        Verbs (conformance-runner VERB --help for details):
          run        certify an implementation (protocol v1) against the corpus
          serve      the Swift reference validator as a protocol v1 implementation
          validate   the reference validator's verdict on documents
          lint       corpus integrity: every file, entry, rule, layer and verdict
          agreement  the reference, the JSON Schema engines and your implementation side by side
          check      the CI gate: lint + run (reference) + agreement + a short fuzz run
          propose    expectation entries for new fixture files, for review
          import     expectation entries for an upstream valid/invalid fixture bank, for review
          diff       compare two JSON run reports
          sign       a payload into a signed (optionally encrypted) envelope, for fixtures
          bench      speed: the validator against JSON Schema engines, the protocol's overhead
          fuzz       differential fuzzing: find, shrink and write out new disagreements

        \(exitCodes)
        """

    private static func body(of verb: Verb) -> String {
        switch verb {
        case .run: """
            usage: conformance-runner run [--corpus DIR] [--format text|json|junit|markdown|badge]
                     [--output FILE] [--jobs N] [--timeout SECONDS] [--filter GLOB]
                     [--expected-failures FILE] [--write-expected-failures FILE] [--max-errors N]
                     [--max-restarts N] [--max-case-ms N] [--quiet] [-- COMMAND [ARGS...]]

            Runs every fixture of the corpus through an implementation speaking protocol v1
            (docs/PROTOCOL.md) and grades it. Without -- COMMAND the built-in Swift reference
            validator is run (this program's `serve`).

              --corpus DIR               the corpus folder (default: ./corpus)
              --format F                 report format (default: text)
              --output FILE              write the report there instead of stdout (a one-line
                                         summary still goes to stderr)
              --jobs N                   implementation processes in parallel
              --timeout SECONDS          per-case time limit (default: 10)
              --filter GLOB              only fixtures whose id matches (e.g. 'invalid/decode/*')
              --expected-failures FILE   known failures that do not fail the run
              --write-expected-failures FILE
                                         write this run's failed, errored and skipped fixture
                                         ids there: a baseline for --expected-failures
              --max-errors N             stop after N errored cases (the report is marked partial)
              --max-restarts N           process restarts allowed after misbehaviour (default: 50)
              --max-case-ms N            an answer slower than N ms fails (the cost level)
              --quiet                    no progress line on stderr
            Ctrl-C stops the run; the report so far is still written, marked partial.
            """
        case .serve: """
            usage: conformance-runner serve [--schema-only] [--all-violations]

            Serves the Swift reference validator over protocol v1 on stdin/stdout.
              --schema-only      answer as a JSON Schema engine: layer 1 plus murti.schema.json
                                 (schemaOnly: true, layers [1,2]; docs/DECISIONS.md 15)
              --all-violations   add `violations: [{layer, rule, path, message}]` to each
                                 answer: every rule the document breaks (used by lint)
            """
        case .validate: """
            usage: conformance-runner validate FILE... [--profile NAME] [--corpus DIR]

            Prints the reference validator's verdict for each file under a profile of the
            corpus's expectations.json (default profile: default; default corpus: ./corpus).
            Exits 1 if any file is rejected.
            """
        case .lint: """
            usage: conformance-runner lint [--corpus DIR] [--format text|github] [--schema FILE]

            Checks the corpus (CONTRACT §2): every file has an entry and every entry a file;
            rule ids, layers, profiles, descriptions; each fixture breaks exactly the rule it
            states, according to the reference validator; every `schema` verdict matches the
            reference's schema-only mode; expectations.json matches expectations.schema.json,
            its entries are sorted by id, every stated path exists in its document, and each
            fixture sits in the folder of its layer (docs/EXPECTATIONS.md "Fixture ids").
              --format github   GitHub workflow annotations (::error file=...)
              --schema FILE     the schema whose keywords are rule ids
                                (default: murti.schema.json beside the corpus folder)
            """
        case .agreement: """
            usage: conformance-runner agreement [--corpus DIR] [--schema FILE] [--no-reference]
                     [--format text|json|markdown] [--jobs N] [--timeout SECONDS] [-- COMMAND [ARGS...]]

            Runs the reference's schema-only mode, python-jsonschema and jsonschema-rs (and,
            after --, your own implementation) over the whole corpus and compares each side
            with every fixture's schema verdict. A client (schemaOnly false in its start
            answer) is compared through its schema projection, within the layers and
            capabilities it declares; what it does not support is counted apart. Disagreements
            are grouped by signature (which sides deviate, verdict or keyword/location, the
            keyword, the schema location the engines report), verdict differences first, each
            group saying where to look (docs/AGREEMENT.md).
              --schema FILE    the schema the engines use (default: murti.schema.json beside
                               the corpus folder), e.g. your team's own copy
              --no-reference   leave out the Swift reference (it judges by this project's schema)
              -- COMMAND       your implementation (protocol v1, docs/PROTOCOL.md), beside the engines
            The engines live in .build/adapters-venv (created by adapters/venv.py on first use).
            """
        case .check: """
            usage: conformance-runner check [--corpus DIR] [--jobs N] [--fuzz-seconds N]

            The CI gate: lint, run (reference), agreement and a short fuzz run, with a
            one-line summary of each. Exits 0 only if all pass; the fuzz step fails only on a
            new finding (not in fuzz/known-findings.json).
              --fuzz-seconds N   the fuzz step's length (default: 60, seed 1); 0 skips it
            """
        case .propose: """
            usage: conformance-runner propose FILE... [--corpus DIR] [--profile NAME]

            Prints, for each new fixture file, the expectations.json entry the reference
            validator would give, ready to paste. It never writes the corpus: check every
            verdict against docs/RULES.md, docs/DECISIONS.md and murti.schema.json (which
            follow the Murti payload schema v1 guide) before you paste it.
            """
        case .importBank: """
            usage: conformance-runner import DIR [--corpus DIR] [--profile NAME | --profile-file FILE]

            For an upstream-style fixture bank (DIR/valid and DIR/invalid, no expectations file),
            prints a fragment of expectations.json for review: the profile and an entry per
            file with the reference's verdict. Without --profile or --profile-file the profile
            is inferred from the bank: the corpus's default components and bounds, and every
            screen, request, link and data key the bank's valid fixtures reference (printed as
            "imported", each name with the fixtures that use it, on stderr). A signed envelope
            whose key the profile lacks gets no entry, and says so. Exit 1 when a file's folder
            and the reference disagree or a file got no entry.
              --profile NAME        a profile of the corpus's expectations.json
              --profile-file FILE   a profile object in a file of its own (e.g. with "keys")
            """
        case .diff: """
            usage: conformance-runner diff A.json B.json

            Compares two JSON run reports (run --format json): fixed, newly failing, changed.
            """
        case .bench: BenchVerb.usage
        case .fuzz: FuzzVerb.usage
        case .sign: """
            usage: conformance-runner sign --key FILE [--alg ed25519|es256] [--encrypt-to FILE] PAYLOAD.json

            Writes the signed envelope of PAYLOAD.json's exact bytes on stdout, one line
            (CONTRACT §6; docs/ENVELOPE.md). The envelope's schemaVersion is the payload's.
              --key FILE          a key file {"alg", "privateKey", "publicKey"} (docs/ENVELOPE.md);
                                  corpus/keys/ holds TEST-ONLY keys, never for production
              --alg A             refuse a key file of another alg
              --encrypt-to FILE   encrypt first (enc: hybrid-x25519-aesgcm, HPKE base mode)
                                  to the public key of this hybrid-x25519-aesgcm key file
            """
        }
    }
}
