import Foundation
import MurtiConformance

/// `fuzz`: differential fuzzing of the reference validator and the JSON Schema engines over
/// protocol v1 (docs/FUZZING.md). Runs `fuzz/fuzz.py` with the pinned environment's python;
/// each new finding is shrunk and written under `--out` as a fixture, an expectation proposed
/// from the reference alone, and the evidence, for review with `lint`. Exit 0: no new finding; 1: new
/// findings; 2: bad usage or a side that cannot start.
struct FuzzVerb {
    /// The parsed flags.
    var options: FuzzOptions

    /// Runs the verb with the driver's output on this process's stdout.
    func run() throws(CLIError) -> ExitCode {
        let workspace = try Workspace(corpus: options.corpus)
        let command = try driverCommand(workspace: workspace)
        let status = FuzzDriver.run(command, captureTo: nil)
        return FuzzDriver.exitCode(status)
    }

    /// The driver's command line: the venv's python, `fuzz/fuzz.py`, the flags, and one
    /// `--side` per implementation (the reference in schema-only and full mode,
    /// python-jsonschema, jsonschema-rs, then the `-- COMMAND`, if any).
    func driverCommand(workspace: Workspace) throws(CLIError) -> [String] {
        let schema = try workspace.schema(options.schema)
        let engines: PythonEngines
        do { engines = try PythonEngines.prepare(searchingFrom: workspace.searchRoots) } catch {
            throw .unreadable(file: "adapters/venv.py", reason: error.description,
                              fix: "fuzz needs the pinned Python environment; fix the bootstrap and retry")
        }
        let root = engines.adapters.deletingLastPathComponent()
        let script = root.appendingPathComponent("fuzz/fuzz.py")
        guard FileManager.default.isReadableFile(atPath: script.path) else {
            throw .unreadable(file: Workspace.display(script.path), reason: "no such readable file",
                              fix: "run from a checkout that has fuzz/ beside adapters/")
        }
        let out = options.out ?? workspace.corpus.deletingLastPathComponent()
            .appendingPathComponent(".build/fuzz-findings").path
        var command = [engines.python.path, script.path,
                       "--corpus", workspace.corpus.path, "--schema", schema.path, "--out", out,
                       "--seconds", String(options.seconds ?? 60), "--timeout", String(options.timeout ?? 10)]
        if let seed = options.seed { command += ["--seed", String(seed)] }
        if let maxExamples = options.maxExamples { command += ["--max-examples", String(maxExamples)] }
        if let until = options.until { command += ["--until", until] }
        let sides: [FuzzSide] = [
            FuzzSide(label: "reference", role: "reference", command: SelfExecutable.serveCommand(["--schema-only"])),
            FuzzSide(label: "reference-client", role: "reference", command: SelfExecutable.serveCommand()),
            FuzzSide(label: "python-jsonschema", role: nil, command: engines.pythonJSONSchemaCommand(schema: schema)),
            FuzzSide(label: "jsonschema-rs", role: nil, command: engines.jsonschemaRSCommand(schema: schema)),
        ] + (options.command.map { [FuzzSide(label: nil, role: nil, command: $0)] } ?? [])
        for side in sides { command += ["--side", side.json] }
        if !options.replay.isEmpty { command += ["--replay"] + options.replay }
        return command
    }
}
