import Foundation
import MurtiProtocol

/// The pinned Python JSON Schema engines of `adapters/` (python-jsonschema with an ECMA-262
/// regex engine, jsonschema-rs), each a protocol v1 implementation with `schemaOnly: true`
/// (docs/CONTRACT.md §5 `agreement`), and the virtualenv that holds them.
package struct PythonEngines: Sendable, Equatable {
    /// The `adapters/` folder.
    package var adapters: URL
    /// The virtualenv's python interpreter: the one `adapters/venv.py` printed, or, when the
    /// environment is current, the one ``currentEnvironment(of:)`` found.
    package var python: URL

    /// Environment variable naming the `adapters/` folder explicitly.
    package static let adaptersEnvironmentKey = "MURTI_ADAPTERS_DIR"

    /// Creates the engine set from an already prepared interpreter.
    package init(adapters: URL, python: URL) {
        self.adapters = adapters
        self.python = python
    }

    /// Finds `adapters/` (``locateAdapters(from:)``) and, unless the environment is current
    /// (``currentEnvironment(of:)``), runs `python3 adapters/venv.py`, which creates or reuses
    /// `.build/adapters-venv` with the pinned engines and prints its python.
    ///
    /// Blocks until the bootstrap ends (minutes on a first run: it installs from PyPI). Its
    /// stderr is passed through so the user sees what it does and why it failed.
    /// Throws ``EngineError``.
    package static func prepare(searchingFrom starts: [URL]) throws(EngineError) -> PythonEngines {
        let adapters = try locateAdapters(from: starts)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard onPath("python3", path) else { throw .pythonNotFound(searched: path) }
        if let python = currentEnvironment(of: adapters) { return PythonEngines(adapters: adapters, python: python) }
        let command = ["python3", adapters.appendingPathComponent("venv.py").path]
        let output: Subprocess.Result
        do {
            output = try Subprocess.run(command, currentDirectory: adapters.deletingLastPathComponent(), captureStderr: false)
        } catch {
            switch error {
            case .launchFailed(let command, let reason): throw .launchFailed(command: command, reason: reason)
            }
        }
        let lines = output.stdoutText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // env(1) exits 127 when it cannot find the program (it left PATH since the check above).
        if output.status == 127, output.stdout.isEmpty { throw .pythonNotFound(searched: path) }
        guard output.status == 0, let last = lines.last(where: { !$0.isEmpty }) else {
            throw .bootstrapFailed(command: command, status: output.status, stderrTail: output.stderrTail)
        }
        return PythonEngines(adapters: adapters, python: URL(fileURLWithPath: last))
    }

    /// The virtualenv's python when `adapters/venv.py` would only print it: the environment's
    /// stamp (`.build/adapters-venv/.requirements.sha256`, beside `adapters/`) holds the
    /// SHA-256 of `adapters/requirements.txt` as it is now, and its `bin/python` exists. Read
    /// here rather than by starting `python3` (a version manager's shim can take 0.3 s per
    /// start); anything else, `nil`, and venv.py decides (docs/DECISIONS.md D250).
    static func currentEnvironment(of adapters: URL) -> URL? {
        // venv.py prints the path below its own folder's real path (`Path(__file__).resolve()`):
        // realpath(3), which, unlike `resolvingSymlinksInPath()`, keeps macOS's `/private`.
        guard let real = adapters.appendingPathComponent("venv.py").path.withCString({ realpath($0, nil) }) else { return nil }
        defer { free(real) }
        let adapters = URL(fileURLWithPath: String(cString: real)).deletingLastPathComponent()
        let venv = adapters.deletingLastPathComponent().appendingPathComponent(".build/adapters-venv")
        let python = venv.appendingPathComponent("bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path),
            let stamp = try? Data(contentsOf: venv.appendingPathComponent(".requirements.sha256")), stamp.count < 256,
            let requirements = try? Data(contentsOf: adapters.appendingPathComponent("requirements.txt"))
        else { return nil }
        var digest = SHA256Digest()
        digest.update(requirements)
        guard let wanted = digest.finalize() else { return nil }
        let recorded = String(decoding: stamp, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return recorded == wanted ? python : nil
    }

    /// Whether an executable file `name` is in one of the folders of `path` (a `PATH` value).
    static func onPath(_ name: String, _ path: String) -> Bool {
        path.split(separator: ":", omittingEmptySubsequences: false).contains { folder in
            FileManager.default.isExecutableFile(atPath: (folder.isEmpty ? "." : String(folder)) + "/" + name)
        }
    }

    /// The `adapters/` folder: `$MURTI_ADAPTERS_DIR` if set, else the first `adapters/`
    /// holding `venv.py` in any of `starts` or their parents.
    package static func locateAdapters(from starts: [URL]) throws(EngineError) -> URL {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment[adaptersEnvironmentKey], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit).standardizedFileURL
        }
        for start in starts {
            var directory = start.standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent("adapters")
                if fileManager.fileExists(atPath: candidate.appendingPathComponent("venv.py").path) {
                    return candidate
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        throw .adaptersNotFound(searched: starts.map(\.path))
    }

    /// `python-jsonschema` validating against `schema` (a protocol v1 command line).
    package func pythonJSONSchemaCommand(schema: URL) -> [String] {
        [python.path, adapters.appendingPathComponent("python_jsonschema_adapter.py").path,
         "--schema", schema.path]
    }

    /// `jsonschema-rs` validating against `schema` (a protocol v1 command line).
    package func jsonschemaRSCommand(schema: URL) -> [String] {
        [python.path, adapters.appendingPathComponent("jsonschema_rs_adapter.py").path,
         "--schema", schema.path]
    }

    /// `adapters/validate_json.py`: validates one JSON file against a JSON Schema with
    /// python-jsonschema (Draft 2020-12) and prints each error as a JSON line.
    package func validateJSONCommand(instance: URL, schema: URL) -> [String] {
        [python.path, adapters.appendingPathComponent("validate_json.py").path,
         "--schema", schema.path, instance.path]
    }
}
