extension Command {
    /// Parses the words after the program name. Throws ``CLIError`` for bad usage.
    init(arguments: [String]) throws(CLIError) {
        guard let first = arguments.first else { throw .unknownVerb(nil) }
        if first == "--version" {
            guard arguments.count == 1 else { throw .unusable("--version takes no other arguments") }
            self = .version
            return
        }
        if first == "--help" || first == "-h" || first == "help" {
            let topic = arguments.dropFirst().first
            guard let topic else { self = .help(nil); return }
            guard let verb = Verb(rawValue: topic) else { throw .unknownVerb(topic) }
            self = .help(verb)
            return
        }
        guard let verb = Verb(rawValue: first) else { throw .unknownVerb(first) }
        let scanned = try ArgumentScanner.scan(Array(arguments.dropFirst()), verb: verb, grammar: Self.grammar(of: verb))
        if scanned.wantsHelp {
            self = .help(verb)
            return
        }
        self = try Self.build(verb, from: scanned)
    }

    /// The flags each verb accepts.
    static func grammar(of verb: Verb) -> ArgumentScanner.Grammar {
        switch verb {
        case .run:
            ArgumentScanner.Grammar(
                valued: ["--corpus", "--format", "--output", "--jobs", "--timeout", "--filter",
                         "--expected-failures", "--max-errors", "--max-restarts", "--max-case-ms",
                         "--write-expected-failures"],
                switches: ["--quiet"], takesCommand: true)
        case .serve: ArgumentScanner.Grammar(switches: ["--schema-only", "--all-violations"])
        case .validate, .propose: ArgumentScanner.Grammar(valued: ["--profile", "--corpus"])
        case .importBank: ArgumentScanner.Grammar(valued: ["--profile", "--profile-file", "--corpus"])
        case .lint: ArgumentScanner.Grammar(valued: ["--corpus", "--format", "--schema"])
        case .agreement:
            ArgumentScanner.Grammar(
                valued: ["--corpus", "--schema", "--format", "--jobs", "--timeout"], switches: ["--no-reference"],
                takesCommand: true)
        case .check: ArgumentScanner.Grammar(valued: ["--corpus", "--jobs", "--fuzz-seconds"])
        case .diff: ArgumentScanner.Grammar()
        case .sign: ArgumentScanner.Grammar(valued: ["--key", "--alg", "--encrypt-to"])
        case .bench:
            ArgumentScanner.Grammar(valued: ["--format", "--fixtures", "--iterations"], switches: ["--quick", "--no-engines"])
        case .fuzz: FuzzVerb.grammar
        }
    }

    private static func build(_ verb: Verb, from scanned: ArgumentScanner.Scanned) throws(CLIError) -> Command {
        let reader = OptionReader(verb: verb, scanned: scanned)
        switch verb {
        case .run:
            var options = RunOptions()
            options.corpus = scanned.values["--corpus"]
            options.format = try reader.choice("--format", ["text", "json", "junit", "markdown", "badge"], default: "text")
            options.output = scanned.values["--output"]
            options.jobs = try reader.positiveInt("--jobs")
            options.timeout = try reader.positiveDouble("--timeout")
            options.filter = scanned.values["--filter"]
            options.expectedFailures = scanned.values["--expected-failures"]
            options.maxErrors = try reader.positiveInt("--max-errors")
            options.maxRestarts = try reader.nonNegativeInt("--max-restarts")
            options.maxCaseMilliseconds = try reader.positiveInt("--max-case-ms")
            options.writeExpectedFailures = scanned.values["--write-expected-failures"]
            options.quiet = scanned.switches.contains("--quiet")
            options.command = scanned.command
            try reader.noPositionals()
            return .run(options)
        case .serve:
            try reader.noPositionals()
            return .serve(ServeOptions(
                schemaOnly: scanned.switches.contains("--schema-only"),
                allViolations: scanned.switches.contains("--all-violations")))
        case .validate:
            let files = try reader.atLeastOnePositional("FILE...")
            return .validate(ValidateOptions(
                files: files, profile: scanned.values["--profile"] ?? "default", corpus: scanned.values["--corpus"]))
        case .propose:
            let files = try reader.atLeastOnePositional("FILE...")
            return .propose(ProposeOptions(
                files: files, corpus: scanned.values["--corpus"], profile: scanned.values["--profile"] ?? "default"))
        case .importBank:
            let bank = try reader.exactPositionals(1, "DIR")
            if scanned.values["--profile"] != nil, scanned.values["--profile-file"] != nil {
                throw .conflictingFlags(verb: verb, flags: ["--profile", "--profile-file"])
            }
            return .importBank(ImportOptions(
                bank: bank[0], corpus: scanned.values["--corpus"], profile: scanned.values["--profile"],
                profileFile: scanned.values["--profile-file"]))
        case .lint:
            try reader.noPositionals()
            return .lint(LintOptions(
                corpus: scanned.values["--corpus"],
                format: try reader.choice("--format", ["text", "github"], default: "text"),
                schema: scanned.values["--schema"]))
        case .agreement:
            try reader.noPositionals()
            return .agreement(AgreementOptions(
                corpus: scanned.values["--corpus"], schema: scanned.values["--schema"],
                format: try reader.choice("--format", ["text", "json", "markdown"], default: "text"),
                jobs: try reader.positiveInt("--jobs"), timeout: try reader.positiveDouble("--timeout"),
                noReference: scanned.switches.contains("--no-reference"), command: scanned.command))
        case .check:
            try reader.noPositionals()
            return .check(CheckOptions(
                corpus: scanned.values["--corpus"], jobs: try reader.positiveInt("--jobs"),
                fuzzSeconds: try FuzzVerb.checkSeconds(from: scanned)))
        case .diff:
            return .diff(try DiffVerb.reportPaths(scanned.positionals))
        case .sign:
            let payload = try reader.exactPositionals(1, "PAYLOAD.json")
            guard let key = scanned.values["--key"] else { throw .missingValue(verb: verb, flag: "--key") }
            let algorithm = scanned.values["--alg"] == nil ? nil : try reader.choice("--alg", ["ed25519", "es256"], default: "")
            return .sign(SignOptions(
                key: key, algorithm: algorithm, encryptTo: scanned.values["--encrypt-to"], payload: payload[0]))
        case .bench:
            return .bench(BenchOptions(
                positionals: scanned.positionals,
                format: try reader.choice("--format", ["text", "markdown", "json"], default: "text"),
                fixtures: try reader.positiveInt("--fixtures"), iterations: try reader.positiveInt("--iterations"),
                quick: scanned.switches.contains("--quick"), noEngines: scanned.switches.contains("--no-engines")))
        case .fuzz:
            return .fuzz(try FuzzVerb.options(from: scanned))
        }
    }
}

/// Typed reads of scanned values, each failing with the flag and what was expected.
private struct OptionReader {
    let verb: Verb
    let scanned: ArgumentScanner.Scanned

    func choice(_ flag: String, _ allowed: [String], default fallback: String) throws(CLIError) -> String {
        guard let value = scanned.values[flag] else { return fallback }
        guard allowed.contains(value) else {
            throw .invalidValue(verb: verb, flag: flag, value: value, expected: allowed.joined(separator: "|"))
        }
        return value
    }

    func positiveInt(_ flag: String) throws(CLIError) -> Int? {
        guard let value = scanned.values[flag] else { return nil }
        guard let number = Int(value), number > 0 else {
            throw .invalidValue(verb: verb, flag: flag, value: value, expected: "a positive integer")
        }
        return number
    }

    func nonNegativeInt(_ flag: String) throws(CLIError) -> Int? {
        guard let value = scanned.values[flag] else { return nil }
        guard let number = Int(value), number >= 0 else {
            throw .invalidValue(verb: verb, flag: flag, value: value, expected: "a whole number, 0 or more")
        }
        return number
    }

    func positiveDouble(_ flag: String) throws(CLIError) -> Double? {
        guard let value = scanned.values[flag] else { return nil }
        guard let number = Double(value), number > 0, number.isFinite else {
            throw .invalidValue(verb: verb, flag: flag, value: value, expected: "a positive number of seconds")
        }
        return number
    }

    func noPositionals() throws(CLIError) {
        guard scanned.positionals.isEmpty else {
            throw .badPositionals(verb: verb, got: scanned.positionals, expected: "no positional arguments")
        }
    }

    func atLeastOnePositional(_ expected: String) throws(CLIError) -> [String] {
        guard !scanned.positionals.isEmpty else { throw .badPositionals(verb: verb, got: [], expected: expected) }
        return scanned.positionals
    }

    func exactPositionals(_ count: Int, _ expected: String) throws(CLIError) -> [String] {
        guard scanned.positionals.count == count else {
            throw .badPositionals(verb: verb, got: scanned.positionals, expected: expected)
        }
        return scanned.positionals
    }
}
