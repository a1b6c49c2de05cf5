import MurtiConformance
import OptionTable

/// `coverage`: the corpus's coverage map, zeros first (docs/DECISIONS.md 76). Exit 0: the map
/// was written (zeros are information; `lint` fails on those a coverage-policy.json names).
enum CoverageVerb: VerbHandler {
    /// `coverage`'s flags.
    struct Options: ParsableOptions {
        @Option(Flags.corpus) var corpus: String?
        @Option(.choice("--format", "map format")) var format = CoverageMap.Format.text
        @Option(.text("--schema", "FILE", "the schema whose rule ids and keyword locations are mapped"), absent: Flags.besideCorpus)
        var schema: String?
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        var coverage = CoverageRun(workspace: try SelfExecutable.workspace(options.corpus))
        coverage.schema = options.schema
        coverage.includesSiblings = options.corpus == nil
        let map = try coverage.run()
        Console.out(map.rendered(as: options.format))
        return .success
    }
}
