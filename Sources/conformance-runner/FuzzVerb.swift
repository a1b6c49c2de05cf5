import Foundation
import MurtiConformance
import MurtiContract
import OptionTable

/// `fuzz`: differential fuzzing of the reference validator and the JSON Schema engines over
/// protocol v1 (docs/FUZZING.md). Exit 0: no new finding; 1: new findings; 2: bad usage or a
/// side that cannot start.
enum FuzzVerb: VerbHandler {
    /// `fuzz`'s flags.
    struct Options: ParsableOptions {
        @Option(.seconds("--seconds", "N", "search time")) var seconds = FuzzRun.defaultSeconds
        @Option(
            .seed("--seed", "S", "the run's seed (default: \(FlagSpec.defaultMarker)); the same seed tries the same documents"),
            absent: "random, printed")
        var seed: UInt64?
        @Option(.text("--out", "DIR", "where findings go"), absent: FuzzRun.defaultOutFolder) var out: String?
        @Option(.integer("--max-examples", "N", "stop after N documents (a budget that does not depend on speed)"))
        var maxExamples: Int?
        @Option(.text("--until", "REGEX", "stop once a finding's signature matches")) var until: String?
        @Option(.seconds("--timeout", "SECONDS", "per document and implementation before it counts as a hang"))
        var timeout = DriverConfiguration.defaultTimeout
        @Option(Flags.corpus) var corpus: String?
        @Option(.text("--schema", "FILE", "the schema the engines use"), absent: "murti.schema.json") var schema: String?
        @Option(.toggle("--replay", "judge the FILE... arguments on every side and show the disagreements")) var replay: Bool
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        if !options.replay, !arguments.positionals.isEmpty {
            throw OptionError.badPositionals(command: "fuzz", got: arguments.positionals, expected: "no positional arguments (or --replay FILE...)")
        }
        var fuzz = FuzzRun(workspace: try SelfExecutable.workspace(options.corpus), reference: SelfExecutable.reference)
        fuzz.seconds = options.seconds
        fuzz.seed = options.seed
        fuzz.out = options.out
        fuzz.maxExamples = options.maxExamples
        fuzz.until = options.until
        fuzz.timeout = options.timeout
        fuzz.schema = options.schema
        fuzz.command = arguments.tail
        if options.replay { fuzz.replay = try arguments.atLeastOnePositional("FILE... after --replay") }
        switch try execute(fuzz) {
        case .noNewFinding: return .success
        case .refused: return .usage
        case .newFindings, .ended: return .failure
        }
    }

    /// Runs the driver with its stdout and stderr in files relayed line by line through the
    /// console's escaping (``LogRelay``; docs/SECURITY.md "Output hygiene": a side's name, answers
    /// and stderr are the implementation's bytes); on a terminal, under a progress line of the
    /// seconds fuzzed.
    static func execute(_ fuzz: FuzzRun) throws -> FuzzRun.Outcome {
        let logs = FuzzRun.Logs(prefix: "conformance-fuzz")
        defer { logs.remove() }
        let total = Int(fuzz.seconds)
        let progress = ProgressLine.isWanted(quiet: false) && fuzz.replay.isEmpty ? ProgressLine(label: "fuzz", unit: " s") : nil
        let relay = LogRelay(
            streams: [LogRelay.Stream(file: logs.log, write: Console.out), LogRelay.Stream(file: logs.errors, write: Console.errorLines)],
            progress: progress, total: total)
        relay.start()
        defer { relay.stop() }
        return try fuzz.run(log: logs.log, errors: logs.errors)
    }
}
