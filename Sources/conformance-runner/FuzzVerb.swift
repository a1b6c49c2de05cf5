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
        switch try fuzz.run() {
        case 0: return .success
        case 2: return .usage
        default: return .failure
        }
    }
}
