import OptionTable

/// A verb's handler: its options, from which the verb's flags in its table and `--help` come,
/// and its run: parse, one library call, render, exit code.
protocol VerbHandler {
    /// The verb's flags with their defaults, each declared once (``ParsableOptions``).
    associatedtype Options: ParsableOptions

    /// Runs the verb with `options`; `arguments` gives the positionals and the `-- COMMAND`
    /// tail. Throws ``OptionError`` for bad usage and ``PipelineError`` for unusable input
    /// (both exit 2).
    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode
}

extension VerbHandler {
    /// The flags the verb accepts, in help order.
    static var flags: [FlagSpec] { Options.flags }

    /// Reads the options from `arguments`, then runs.
    static func handle(_ arguments: ParsedArguments) throws -> ExitCode {
        try run(Options(arguments), arguments)
    }
}

/// The options of a verb that takes no flag.
struct NoOptions: ParsableOptions {}

extension Verb {
    /// The verb's handler: its options and its run.
    var handler: any VerbHandler.Type {
        switch self {
        case .run: RunVerb.self
        case .protocolCheck: ProtocolCheckVerb.self
        case .serve: ServeVerb.self
        case .validate: ValidateVerb.self
        case .lint: LintVerb.self
        case .agreement: AgreementVerb.self
        case .check: CheckVerb.self
        case .propose: ProposeVerb.self
        case .importBank: ImportVerb.self
        case .diff: DiffVerb.self
        case .sign: SignVerb.self
        case .bench: BenchVerb.self
        case .fuzz: FuzzVerb.self
        case .matrix: MatrixVerb.self
        case .export: ExportVerb.self
        case .coverage: CoverageVerb.self
        }
    }
}
