import Foundation
import MurtiBenchmarks
import MurtiConformance
import MurtiReferenceService
import OptionTable

/// `bench`: how fast the reference validator and the runner are, as ratios measured in one run
/// (docs/PERFORMANCE.md). The report on stdout, progress on stderr; exit 0 when every target is
/// met, 1 when one is not, 2 for bad usage.
enum BenchVerb: VerbHandler {
    /// `bench`'s flags.
    struct Options: ParsableOptions {
        @Option(.choice("--format", "markdown: the README's tables")) var format = BenchmarkFormat.text
        @Option(.integer("--fixtures", "N", "fixtures in the generated corpus (protocol; default \(FlagSpec.defaultMarker))"))
        var fixtures = BenchmarkCommand.defaultFixtures
        @Option(.integer("--iterations", "N", "validations of `bench loop`")) var iterations = BenchmarkCommand.defaultIterations
        @Option(.toggle("--quick", "short timing loops: a smoke run, noisier numbers")) var quick: Bool
        @Option(.toggle("--no-engines", "validator without the Python engines")) var noEngines: Bool
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        var command = BenchmarkCommand(
            words: arguments.positionals, selfExecutable: SelfExecutable.path, answer: ReferenceService.answer(seq:_:))
        command.fixtures = options.fixtures
        command.iterations = options.iterations
        command.quick = options.quick
        command.noEngines = options.noEngines
        command.flowUIAnswerLine = ReferenceService.flowUIAnswerLine
        #if DEBUG
        if ["validator", "protocol", "flowui", "loop"].contains(arguments.positionals.first ?? "") {
            Console.error("warning: this is a debug build; its timings mean little. Use: swift run -c release conformance-runner bench ...")
        }
        #endif
        let outcome: BenchmarkCommand.Outcome
        do { outcome = try command.run { Console.error($0) } } catch {
            throw PipelineError.unreadable(file: "benchmark", reason: error.description, fix: "see docs/PERFORMANCE.md")
        }
        switch outcome {
        case .report(let report):
            let data: Data
            do { data = try report.rendered(as: options.format) } catch {
                throw PipelineError.unreadable(file: "benchmark", reason: error.description, fix: "see docs/PERFORMANCE.md")
            }
            FileHandle.standardOutput.write(data)
            return report.targetsMet ? .success : .failure
        case .generated(let bytes):
            FileHandle.standardOutput.write(Data(bytes))
            return .success
        case .status(let status):
            return status == 0 ? .success : status == 2 ? .usage : .failure
        case .unreadableFile(let file):
            throw PipelineError.unreadable(file: file, reason: "not readable", fix: "pass a readable JSON file")
        case .badWords(let expected):
            throw OptionError.badPositionals(command: "bench", got: arguments.positionals, expected: expected)
        }
    }
}
