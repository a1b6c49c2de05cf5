import MurtiConformance
import OptionTable

/// `coverage`: the corpus's coverage map, zeros first (docs/DECISIONS.md 76). Exit 0: the map
/// was written (zeros are information; `lint` fails on those a coverage-policy.json names).
enum CoverageVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        try arguments.noPositionals()
        let corpusOption = try arguments.value(Flags.corpus)
        var coverage = CoverageRun(workspace: try SelfExecutable.workspace(corpusOption))
        coverage.schema = try arguments.value(Flags.coverageSchema)
        coverage.includesFlowUISibling = corpusOption == nil
        let map = try coverage.run()
        Console.out(map.rendered(as: try arguments.value(Flags.coverageFormat) ?? .text))
        return .success
    }
}
