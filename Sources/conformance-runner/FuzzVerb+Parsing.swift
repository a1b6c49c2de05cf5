/// `fuzz`'s flags, its help text, and `check --fuzz-seconds`.
extension FuzzVerb {
    /// The flags `fuzz` accepts.
    static let grammar = ArgumentScanner.Grammar(
        valued: ["--seconds", "--seed", "--out", "--max-examples", "--until", "--timeout", "--corpus", "--schema"],
        switches: ["--replay"], takesCommand: true)

    /// `fuzz`'s options from scanned words. Throws ``CLIError`` for bad values, and for files
    /// given without `--replay`.
    static func options(from scanned: ArgumentScanner.Scanned) throws(CLIError) -> FuzzOptions {
        var options = FuzzOptions()
        options.seconds = try number(scanned, "--seconds", allowZero: false)
        if let seed = scanned.values["--seed"] {
            guard let value = UInt64(seed) else {
                throw .invalidValue(verb: .fuzz, flag: "--seed", value: seed, expected: "a non-negative integer")
            }
            options.seed = value
        }
        options.out = scanned.values["--out"]
        if let count = scanned.values["--max-examples"] {
            guard let value = Int(count), value > 0 else {
                throw .invalidValue(verb: .fuzz, flag: "--max-examples", value: count, expected: "a positive integer")
            }
            options.maxExamples = value
        }
        options.until = scanned.values["--until"]
        options.timeout = try number(scanned, "--timeout", allowZero: false)
        options.corpus = scanned.values["--corpus"]
        options.schema = scanned.values["--schema"]
        options.command = scanned.command
        if scanned.switches.contains("--replay") {
            guard !scanned.positionals.isEmpty else {
                throw .badPositionals(verb: .fuzz, got: [], expected: "FILE... after --replay")
            }
            options.replay = scanned.positionals
        } else if !scanned.positionals.isEmpty {
            throw .badPositionals(verb: .fuzz, got: scanned.positionals, expected: "no positional arguments (or --replay FILE...)")
        }
        return options
    }

    /// `check --fuzz-seconds N`: `nil` when not given, 0 to leave the fuzz step out.
    static func checkSeconds(from scanned: ArgumentScanner.Scanned) throws(CLIError) -> Double? {
        guard let text = scanned.values["--fuzz-seconds"] else { return nil }
        guard let value = Double(text), value >= 0, value.isFinite else {
            throw .invalidValue(verb: .check, flag: "--fuzz-seconds", value: text, expected: "a number of seconds, 0 to skip")
        }
        return value
    }

    private static func number(_ scanned: ArgumentScanner.Scanned, _ flag: String, allowZero: Bool) throws(CLIError) -> Double? {
        guard let text = scanned.values[flag] else { return nil }
        guard let value = Double(text), value.isFinite, value > 0 || (allowZero && value == 0) else {
            throw .invalidValue(verb: .fuzz, flag: flag, value: text, expected: "a positive number of seconds")
        }
        return value
    }

    /// `conformance-runner fuzz --help`.
    static let usage = """
        usage: conformance-runner fuzz [--seconds N] [--seed S] [--out DIR] [--max-examples N]
                 [--until REGEX] [--timeout SECONDS] [--corpus DIR] [--schema FILE]
                 [--replay FILE...] [-- COMMAND [ARGS...]]

        Searches for documents on which the implementations disagree, or on which one crashes,
        hangs or errs: the reference validator (schema-only and full), python-jsonschema,
        jsonschema-rs and, after --, any protocol v1 implementation. Documents are generated
        near the contract's edges from the seed (docs/FUZZING.md). Each new finding is shrunk
        to a minimal document and written to DIR/<signature>/ as fixture.json, an
        expectation.json proposed from the reference alone, and evidence.json, for review:
        nothing is added to the corpus.
          --seconds N         search time (default: 60)
          --seed S            the run's seed (default: random, printed); the same seed tries
                              the same documents
          --out DIR           where findings go (default: .build/fuzz-findings)
          --max-examples N    stop after N documents (a budget that does not depend on speed)
          --until REGEX       stop once a finding's signature matches
          --timeout SECONDS   per document and implementation before it counts as a hang
                              (default: 10)
          --replay FILE...    judge these files on every side and show the disagreements
        Findings listed in fuzz/known-findings.json are counted, not reported.
        Exit 1 when there is a new finding.
        """
}
