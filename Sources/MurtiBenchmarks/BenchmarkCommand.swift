import Foundation
import MurtiConformance
import MurtiProtocol
import MurtiValidator

/// `bench`: the benchmarks and their helper modes as one entry point (docs/PERFORMANCE.md).
///
/// `validator`, `protocol` and `flowui` measure and report; `memory ENGINE FILE`, `echo`,
/// `generate BYTES [SEED]`, `loop [FILE]`, `flowui-generate WIDGETS` and `flowui-loop WIDGETS`
/// are the child processes and profiling helpers the benchmarks start, which talk over this
/// process's stdin and stdout themselves.
package struct BenchmarkCommand: Sendable {
    /// The words after `bench`: the mode and its operands.
    package var words: [String]
    /// `--fixtures N`: fixtures in `protocol`'s generated corpus.
    package var fixtures = BenchmarkCommand.defaultFixtures
    /// `--iterations N`: validations of `loop`.
    package var iterations = BenchmarkCommand.defaultIterations
    /// `--quick`: short timing loops (a smoke run).
    package var quick = false
    /// `--no-engines`: measure the validator without the Python engines.
    package var noEngines = false
    /// The running executable (the benchmarks start its helper modes and its `serve`).
    package var selfExecutable: String
    /// The reference's answer to a verdict, for the in-process side of `protocol`.
    package var answer: @Sendable (Int, Verdict) -> Answer
    /// The reference's Flow-UI answer line to a request, as `serve` writes it (`flowui`);
    /// `nil` when this build has no Flow-UI reference.
    package var flowUIAnswerLine: (@Sendable (ValidateRequest) -> [UInt8])?

    /// Fixtures in `protocol`'s generated corpus unless said otherwise (`--fixtures`).
    package static let defaultFixtures = 10_000
    /// Validations of `loop` unless said otherwise (`--iterations`).
    package static let defaultIterations = 20

    /// Creates a command for `words`.
    package init(words: [String], selfExecutable: String, answer: @escaping @Sendable (Int, Verdict) -> Answer) {
        self.words = words
        self.selfExecutable = selfExecutable
        self.answer = answer
    }

    /// What a mode produced.
    package enum Outcome: Sendable {
        /// A measurement, for the CLI to render.
        case report(BenchmarkReport)
        /// A generated screen's bytes (`generate`), for stdout.
        case generated([UInt8])
        /// A helper mode's exit status.
        case status(Int32)
        /// The words name no mode; `expected` says what would.
        case badWords(expected: String)
        /// The file `loop` was given cannot be read as JSON.
        case unreadableFile(String)
    }

    /// Runs the mode; `log` gets progress lines for stderr.
    /// Throws ``BenchmarkError`` when a measurement cannot be taken.
    package func run(log: (String) -> Void) throws(BenchmarkError) -> Outcome {
        switch words.first {
        case "validator" where words.count == 1:
            let (engines, skipped) = noEngines ? (nil, "--no-engines") : Self.engines(selfExecutable: selfExecutable, log: log)
            return .report(.validator(
                try ValidatorBenchmark(engines: engines, enginesSkipped: skipped, selfExecutable: selfExecutable, quick: quick)
                    .run { log("bench validator: " + $0) }))
        case "protocol" where words.count == 1:
            return .report(.protocol(
                try ProtocolBenchmark(
                    serveCommand: [selfExecutable, "serve"], echoCommand: [selfExecutable, "bench", "echo"],
                    fixtures: fixtures, quick: quick, answer: answer
                ).run { log("bench protocol: " + $0) }))
        case "flowui" where words.count == 1:
            guard let flowUIAnswerLine else { return .badWords(expected: "validator or protocol") }
            return .report(.flowUI(
                try FlowUIBenchmark(serveCommand: [selfExecutable, "serve"], quick: quick, answerLine: flowUIAnswerLine)
                    .run { log("bench flowui: " + $0) }))
        case "flowui-loop" where words.count == 2:
            guard let flowUIAnswerLine, let widgets = Int(words[1]), widgets > 0 else {
                return .badWords(expected: "flowui-loop WIDGETS")
            }
            let bytes = FlowUIBenchmark.loop(widgets: widgets, iterations: iterations, answerLine: flowUIAnswerLine)
            log("bench flowui-loop: \(bytes) answer bytes")
            return .status(0)
        case "flowui-generate" where words.count == 2:
            guard let widgets = Int(words[1]), widgets > 0 else { return .badWords(expected: "flowui-generate WIDGETS") }
            return .generated(Array(FlowUIPageGenerator.page(widgets: widgets).bytes))
        case "memory" where words.count == 3:
            return .status(MemoryProbe.run(engine: words[1], path: words[2]) == 0 ? 0 : 2)
        case "echo" where words.count == 1:
            return .status(EchoChild.run() == 0 ? 0 : 1)
        case "generate" where (2...3).contains(words.count):
            guard let size = Int(words[1]), size > 0, let seed = UInt64(words.count == 3 ? words[2] : "1") else {
                return .badWords(expected: "generate BYTES [SEED]")
            }
            var generator = PayloadGenerator(seed: seed)
            return .generated(generator.screen(targetBytes: size).bytes)
        case "loop" where words.count <= 2:
            guard let checksum = ValidationLoop.run(file: words.count == 2 ? words[1] : nil, iterations: iterations) else {
                return .unreadableFile(words.count == 2 ? words[1] : "the generated screen")
            }
            log("bench loop: \(checksum) accepted")
            return .status(0)
        default:
            return .badWords(expected: flowUIAnswerLine == nil ? "validator or protocol" : "validator, protocol or flowui")
        }
    }

    /// The Python engines' harness, or why it is not available (the benchmark then measures
    /// without them).
    static func engines(selfExecutable: String, log: (String) -> Void) -> (EnginesHarness?, String?) {
        let roots = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                     URL(fileURLWithPath: selfExecutable).deletingLastPathComponent()]
        do {
            let python = try PythonEngines.prepare(searchingFrom: roots)
            let repository = python.adapters.deletingLastPathComponent()
            return (EnginesHarness(
                python: python.python, adapters: python.adapters,
                script: repository.appendingPathComponent("benchmarks/engines_bench.py"),
                schema: repository.appendingPathComponent("murti.schema.json")), nil)
        } catch {
            log("bench validator: the Python engines are not available: \(error.description)")
            return (nil, error.description)
        }
    }
}
