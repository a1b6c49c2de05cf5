import Foundation
import MurtiConformance
import OptionTable

/// `fuzz`: differential fuzzing of the reference validator and the JSON Schema engines over
/// protocol v1 (docs/FUZZING.md). Exit 0: no new finding; 1: new findings; 2: bad usage or a
/// side that cannot start.
enum FuzzVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        if !arguments.isSet(Flags.replay), !arguments.positionals.isEmpty {
            throw OptionError.badPositionals(command: "fuzz", got: arguments.positionals, expected: "no positional arguments (or --replay FILE...)")
        }
        var fuzz = FuzzRun(workspace: try SelfExecutable.workspace(arguments.value(Flags.corpus)), reference: SelfExecutable.reference)
        fuzz.seconds = try arguments.value(Flags.seconds)
        fuzz.seed = try arguments.value(Flags.seed)
        fuzz.out = try arguments.value(Flags.out)
        fuzz.maxExamples = try arguments.value(Flags.maxExamples)
        fuzz.until = try arguments.value(Flags.until)
        fuzz.timeout = try arguments.value(Flags.fuzzTimeout)
        fuzz.schema = try arguments.value(Flags.fuzzSchema)
        fuzz.command = arguments.tail
        if arguments.isSet(Flags.replay) { fuzz.replay = try arguments.atLeastOnePositional("FILE... after --replay") }
        switch try execute(fuzz) {
        case 0: return .success
        case 2: return .usage
        default: return .failure
        }
    }

    /// Runs the driver with its stdout and stderr in files relayed line by line through the
    /// console's escaping (``LogRelay``; docs/SECURITY.md "Output hygiene": a side's name, answers
    /// and stderr are the implementation's bytes); on a terminal, under a progress line of the
    /// seconds fuzzed.
    static func execute(_ fuzz: FuzzRun) throws -> Int32 {
        let logs = FuzzRun.Logs(prefix: "murti-fuzz")
        defer { logs.remove() }
        let total = Int(fuzz.seconds ?? 60)
        let progress = ProgressLine.isWanted(quiet: false) && fuzz.replay.isEmpty ? ProgressLine(label: "fuzz", unit: " s") : nil
        let relay = LogRelay(
            streams: [LogRelay.Stream(file: logs.log, write: Console.out), LogRelay.Stream(file: logs.errors, write: Console.errorLines)],
            progress: progress, total: total)
        relay.start()
        defer { relay.stop() }
        return try fuzz.run(log: logs.log, errors: logs.errors)
    }
}
