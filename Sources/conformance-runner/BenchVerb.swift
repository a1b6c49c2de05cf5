import Foundation
import MurtiBenchmarks
import MurtiConformance

/// `bench` options (issue 6; issue 4 item 7).
struct BenchOptions: Equatable {
    /// `validator`, `protocol`, or an internal helper mode (`memory ENGINE FILE`, `echo`,
    /// `loop [FILE]`), then its arguments.
    var positionals: [String]
    /// `--format text|markdown|json`.
    var format = "text"
    /// `--fixtures N` (`protocol`; default 10,000).
    var fixtures: Int?
    /// `--iterations N` (`loop`; default 20).
    var iterations: Int?
    /// `--quick`: short timing loops (a smoke run).
    var quick = false
    /// `--no-engines`: skip the Python engines.
    var noEngines = false
}

/// `bench`: how fast the reference validator and the runner are, as ratios measured in one run
/// (docs/PERFORMANCE.md). Prints the report on stdout, progress on stderr; exit 0 when every
/// target is met, 1 when one is not (the report says which), 2 for bad usage.
struct BenchVerb {
    /// The parsed flags.
    var options: BenchOptions

    static let usage = """
        usage: conformance-runner bench validator [--format text|markdown|json] [--quick] [--no-engines]
               conformance-runner bench protocol [--fixtures N] [--format text|markdown|json] [--quick]

        Measures speed as ratios taken in one run, on generated documents (docs/PERFORMANCE.md).
        Build with -c release: a debug build's numbers mean little (a warning says so).
          validator      the reference's full verdict (layers 1–4) against JSONSerialization's parse,
                         json.loads + jsonschema-rs and json.loads + python-jsonschema (the adapters'
                         environment, benchmarks/engines_bench.py), on typical 2–20 KiB screens, a
                         1 MiB screen and a stream of 1,000; time per byte from 10 KiB to 2 MiB;
                         peak memory per document (issue 6)
          protocol       per-fixture overhead of protocol v1 against in-process validation, the bare
                         pipe round trip, the codec, and --jobs 1 / --jobs 2 throughput over a
                         generated corpus (CONTRACT §7)
          --format F     text (default), markdown (the README's tables) or json
          --fixtures N   fixtures in the generated corpus (protocol; default 10,000)
          --quick        short timing loops: a smoke run, noisier numbers
          --no-engines   validator without the Python engines
        Profiling helpers: `bench generate BYTES [SEED]` prints a generated screen of at most
        BYTES; `bench loop [FILE] [--iterations N]` validates FILE (default: the generated
        1 MiB screen) N times, for valgrind --tool=callgrind.
        Exit 0 when every target is met, 1 when one is not.
        """

    /// Runs the verb; returns its exit code.
    func run() throws(CLIError) -> ExitCode {
        let words = options.positionals
        switch words.first {
        case "validator" where words.count == 1:
            warnIfDebug()
            return try validator()
        case "protocol" where words.count == 1:
            warnIfDebug()
            return try protocolBench()
        case "memory" where words.count == 3:
            return MemoryProbe.run(engine: words[1], path: words[2]) == 0 ? .success : .usage
        case "echo" where words.count == 1:
            return EchoChild.run() == 0 ? .success : .failure
        case "generate" where (2...3).contains(words.count):
            guard let size = Int(words[1]), size > 0, let seed = UInt64(words.count == 3 ? words[2] : "1") else {
                throw .badPositionals(verb: .bench, got: words, expected: "generate BYTES [SEED]")
            }
            var generator = PayloadGenerator(seed: seed)
            FileHandle.standardOutput.write(Data(generator.screen(targetBytes: size).bytes))
            return .success
        case "loop" where words.count <= 2:
            warnIfDebug()
            let checksum = ValidationLoop.run(file: words.count == 2 ? words[1] : nil, iterations: options.iterations ?? 20)
            guard let checksum else {
                throw .unreadable(file: words[1], reason: "not readable", fix: "pass a readable JSON file")
            }
            Console.error("bench loop: \(checksum) accepted")
            return .success
        default:
            throw .badPositionals(verb: .bench, got: words, expected: "validator or protocol")
        }
    }

    private func warnIfDebug() {
        #if DEBUG
        Console.error("warning: this is a debug build; its timings mean little. Use: swift run -c release conformance-runner bench ...")
        #endif
    }

    private func validator() throws(CLIError) -> ExitCode {
        var engines: EnginesHarness?
        var skipped: String? = options.noEngines ? "--no-engines" : nil
        if !options.noEngines {
            let roots = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                         URL(fileURLWithPath: SelfExecutable.path).deletingLastPathComponent()]
            do {
                let python = try PythonEngines.prepare(searchingFrom: roots)
                let repository = python.adapters.deletingLastPathComponent()
                engines = EnginesHarness(
                    python: python.python, adapters: python.adapters,
                    script: repository.appendingPathComponent("benchmarks/engines_bench.py"),
                    schema: repository.appendingPathComponent("murti.schema.json"))
            } catch {
                skipped = error.description
                Console.error("bench validator: the Python engines are not available: \(error.description)")
            }
        }
        let benchmark = ValidatorBenchmark(
            engines: engines, enginesSkipped: skipped, selfExecutable: SelfExecutable.path, quick: options.quick)
        let report: ValidatorReport
        do { report = try benchmark.run { Console.error("bench validator: " + $0) } } catch {
            throw .unreadable(file: "benchmark", reason: error.description, fix: "see docs/PERFORMANCE.md")
        }
        try emit(report, text: report.text(markdown: options.format == "markdown"))
        return report.targets.allSatisfy { $0.met != false } ? .success : .failure
    }

    private func protocolBench() throws(CLIError) -> ExitCode {
        let benchmark = ProtocolBenchmark(
            serveCommand: SelfExecutable.serveCommand(), echoCommand: [SelfExecutable.path, "bench", "echo"],
            fixtures: options.fixtures ?? 10_000, quick: options.quick, answer: ReferenceService.answer(seq:_:))
        let report: ProtocolReport
        do { report = try benchmark.run { Console.error("bench protocol: " + $0) } } catch {
            throw .unreadable(file: "benchmark", reason: error.description, fix: "see docs/PERFORMANCE.md")
        }
        try emit(report, text: report.text(markdown: options.format == "markdown"))
        return report.targets.allSatisfy { $0.met != false } ? .success : .failure
    }

    private func emit<Report: Encodable>(_ report: Report, text: String) throws(CLIError) {
        guard options.format == "json" else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(report) else {
            throw .unreadable(file: "benchmark", reason: "the report could not be encoded", fix: "use --format text")
        }
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}
