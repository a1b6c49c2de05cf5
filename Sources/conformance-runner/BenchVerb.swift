import Foundation
import MurtiBenchmarks
import MurtiConformance
import MurtiReferenceService
import OptionTable

/// `bench`: how fast the reference validator and the runner are, as ratios measured in one run
/// (docs/PERFORMANCE.md). The report on stdout, progress on stderr; exit 0 when every target is
/// met, 1 when one is not, 2 for bad usage.
enum BenchVerb {
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        var command = BenchmarkCommand(
            words: arguments.positionals, selfExecutable: SelfExecutable.path, answer: ReferenceService.answer(seq:_:))
        command.format = try arguments.value(Flags.benchFormat) ?? .text
        command.fixtures = try arguments.value(Flags.fixtures) ?? 10_000
        command.iterations = try arguments.value(Flags.iterations) ?? 20
        command.quick = arguments.isSet(Flags.quick)
        command.noEngines = arguments.isSet(Flags.noEngines)
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
        case .output(let data, let met):
            FileHandle.standardOutput.write(data)
            return met == false ? .failure : .success
        case .status(let status):
            return status == 0 ? .success : status == 2 ? .usage : .failure
        case .unreadableFile(let file):
            throw PipelineError.unreadable(file: file, reason: "not readable", fix: "pass a readable JSON file")
        case .badWords(let expected):
            throw OptionError.badPositionals(command: "bench", got: arguments.positionals, expected: expected)
        }
    }
}
