import Foundation
import MurtiConformance
import MurtiProtocol

/// Launches `benchmarks/engines_bench.py` (json.loads + jsonschema-rs, json.loads +
/// python-jsonschema) under the adapters' Python and reads its results (docs/PERFORMANCE.md).
package struct EnginesHarness: Sendable {
    /// The adapters environment's python (`python3 adapters/venv.py` prints it).
    package var python: URL
    /// The `adapters/` folder (python-jsonschema is configured as its adapter does it).
    package var adapters: URL
    /// `benchmarks/engines_bench.py`.
    package var script: URL
    /// The schema the engines validate against (`murti.schema.json`).
    package var schema: URL

    /// Creates a launcher.
    package init(python: URL, adapters: URL, script: URL, schema: URL) {
        self.python = python
        self.adapters = adapters
        self.script = script
        self.schema = schema
    }

    /// The harness's output for a manifest run.
    struct Output: Decodable {
        var python: String
        var engines: [String: EngineOutput]
    }

    /// One engine's versions and per-case timings.
    struct EngineOutput: Decodable {
        var version: String
        var cases: [String: CaseOutput]
    }

    /// One case: seconds per pass over its files.
    struct CaseOutput: Decodable {
        var best: Double
        var median: Double
        var reps: Int
        var accepted: Int
        var documents: Int
    }

    /// Times every case (`name`, files) on both engines.
    func time(cases: [(name: String, files: [URL])], manifest: URL, quick: Bool) throws(BenchmarkError) -> Output {
        let object: [String: Any] = ["cases": cases.map { ["name": $0.name, "files": $0.files.map(\.path)] }]
        do {
            let data = try JSONSerialization.data(withJSONObject: object)
            try data.write(to: manifest)
        } catch {
            throw .cannotWrite(path: manifest.path, reason: error.localizedDescription)
        }
        var command = base + ["--manifest", manifest.path]
        if quick { command += ["--min-time", "0.2", "--max-time", "1.5", "--min-reps", "1"] }
        return try Subprocess.json(Output.self, command, environment: pythonPath)
    }

    /// Peak memory of one engine on one file, in a fresh interpreter.
    func memory(engine: String, warm: URL, file: URL) throws(BenchmarkError) -> MemoryProbe.Result {
        try Subprocess.json(
            MemoryProbe.Result.self, base + ["--memory", engine, "--warm", warm.path, file.path], environment: pythonPath)
    }

    /// The adapters folder on the harness's import path, so that it imports python-jsonschema's
    /// adapter as the adapter configures it.
    private var pythonPath: [String: String] {
        ["PYTHONPATH": adapters.path]
    }

    private var base: [String] {
        [python.path, script.path, "--schema", schema.path, "--adapters", adapters.path]
    }
}
