import Foundation
import MurtiConformance
import MurtiProtocol

/// `fuzz`: differential fuzzing of the reference validator and the JSON Schema engines over
/// protocol v1 (docs/FUZZING.md). Runs `fuzz/fuzz.py` with the pinned environment's python;
/// each new finding is shrunk and written under `out` as a fixture, an expectation proposed
/// from the reference alone, and the evidence, for review with `lint`.
package struct FuzzRun: Sendable {
    /// The corpus (its `default` profile is fuzzed under) and the paths around it.
    package var workspace: Workspace
    /// The reference's `serve`.
    package var reference: ReferenceCommand
    /// `--seconds N`: the search's length.
    package var seconds = FuzzRun.defaultSeconds
    /// `--seed S`; `nil`: a random seed, printed so the run can be replayed.
    package var seed: UInt64?
    /// `--out DIR`; `nil`: ``defaultOutFolder`` beside the corpus folder.
    package var out: String?
    /// `--max-examples N`: stop after N documents (a deterministic budget).
    package var maxExamples: Int?
    /// `--until REGEX`: stop once a finding's signature matches.
    package var until: String?
    /// `--timeout SECONDS` per document and side: as long as a case of `run` by default.
    package var timeout = DriverConfiguration.defaultTimeout
    /// `--schema FILE`; `nil`: murti.schema.json beside the corpus folder.
    package var schema: String?
    /// `--replay FILE...`: judge these files on every side instead of searching.
    package var replay: [String] = []
    /// An extra implementation (`-- COMMAND`), fuzzed beside the built-in sides.
    package var command: [String]?

    /// Seconds a search lasts unless said otherwise (`--seconds`).
    package static let defaultSeconds: Double = 60

    /// Where findings go unless said otherwise (`--out`), beside the corpus folder.
    package static let defaultOutFolder = ".build/fuzz-findings"

    /// The seed `check` fuzzes with: fixed, so the gate is reproducible (the same documents on
    /// every run); a long `fuzz` run with other seeds is what explores.
    package static let checkSeed: UInt64 = 1

    /// Creates a run over `workspace`.
    package init(workspace: Workspace, reference: ReferenceCommand) {
        self.workspace = workspace
        self.reference = reference
    }

    /// How a fuzz run ended, from the driver's exit status (docs/FUZZING.md).
    package enum Outcome: Sendable, Equatable {
        /// No new finding (status 0).
        case noNewFinding
        /// New findings, written under ``FuzzRun/out`` for review (status 1).
        case newFindings
        /// Bad usage, or a side that cannot start (status 2).
        case refused
        /// The driver ended some other way (a signal, a crash), with this status.
        case ended(status: Int32)

        /// The outcome the driver's exit status `status` stands for.
        package init(status: Int32) {
            self = switch status {
            case 0: .noNewFinding
            case 1: .newFindings
            case 2: .refused
            default: .ended(status: status)
            }
        }

        /// The driver's exit status.
        package var status: Int32 {
            switch self {
            case .noNewFinding: 0
            case .newFindings: 1
            case .refused: 2
            case .ended(let status): status
            }
        }
    }

    /// Runs the driver, its stdout in `log` and its stderr in `errors` (this process's own when
    /// `nil`: then what a side wrote reaches them unescaped, so the CLI always passes files and
    /// relays them through its terminal escaping, docs/SECURITY.md "Output hygiene"); the CLI
    /// passes a stop signal on to it as SIGINT (``ProcessReaper/interruptHelpers()``), so it
    /// writes what it found. Returns how it ended (``Outcome``: the driver's exit status 0 no
    /// new finding, 1 new findings, 2 bad usage or a side that cannot start, 130 interrupted).
    /// Throws ``PipelineError`` when the driver cannot be prepared or started.
    package func run(log: URL? = nil, errors: URL? = nil) throws(PipelineError) -> Outcome {
        let command = try driverCommand()
        do {
            return Outcome(status: try Subprocess.run(
                command, stdout: log.map(Subprocess.Destination.file) ?? .inherit,
                captureStderr: false, stderrFile: errors).status)
        } catch {
            throw .unusable("fuzz: \(error.description)")
        }
    }

    /// The driver's command line: the venv's python, `fuzz/fuzz.py`, the flags, and one
    /// `--side` per implementation (the reference in schema-only and full mode,
    /// python-jsonschema, jsonschema-rs, then `command`, if any).
    package func driverCommand() throws(PipelineError) -> [String] {
        let out = out ?? workspace.corpus.deletingLastPathComponent().appendingPathComponent(Self.defaultOutFolder).path
        try checkOut(out)
        // The driver reads expectations.json and the replayed files itself: both are checked here
        // by the corpus's rules, and it opens them without following a link (docs/SECURITY.md
        // "Corpus confinement").
        _ = try workspace.expectationsBytes()
        var confined: [URL] = []
        let replayed = try replay.map { file throws(PipelineError) in
            _ = try workspace.namedFileBytes(file)
            // A file in a corpus goes as its folder's path and its id, that folder named with
            // `--confine`, so the driver walks it from there without following a link on the way.
            let root = workspace.folder.id(of: file) != nil ? workspace.corpus : Workspace.enclosingCorpus(of: file)
            guard let root, let id = CorpusFolder(root: root).id(of: file) else { return Self.unlinked(file) }
            if root != workspace.corpus, !confined.contains(root) { confined.append(root) }
            return root.path + "/" + id
        }
        let schemaURL = try workspace.schema(schema)
        let engines = try workspace.engines { error in
            .unreadable(file: "adapters/venv.py", reason: error.description,
                        fix: "fuzz needs the pinned Python environment; fix the bootstrap and retry")
        }
        let root = engines.adapters.deletingLastPathComponent()
        let script = root.appendingPathComponent("fuzz/fuzz.py")
        guard FileManager.default.isReadableFile(atPath: script.path) else {
            throw .unreadable(file: Workspace.display(script.path), reason: "no such readable file",
                              fix: "run from a checkout that has fuzz/ beside adapters/")
        }
        var command = [engines.python.path, script.path,
                       "--corpus", workspace.corpus.path, "--schema", schemaURL.path, "--out", out,
                       "--seconds", String(seconds), "--timeout", String(timeout)]
        if let seed { command += ["--seed", String(seed)] }
        if let maxExamples { command += ["--max-examples", String(maxExamples)] }
        if let until { command += ["--until", until] }
        let sides: [FuzzSide] = [
            FuzzSide(label: "reference", role: "reference", command: reference.schemaOnly),
            FuzzSide(label: "reference-client", role: "reference", command: reference.serve),
            FuzzSide(label: "python-jsonschema", role: nil, command: engines.pythonJSONSchemaCommand(schema: schemaURL)),
            FuzzSide(label: "jsonschema-rs", role: nil, command: engines.jsonschemaRSCommand(schema: schemaURL)),
        ] + (self.command.map { [FuzzSide(label: nil, role: nil, command: $0)] } ?? [])
        for side in sides { command += ["--side", side.json] }
        for root in confined { command += ["--confine", root.path] }
        if !replayed.isEmpty { command += ["--replay"] + replayed }
        return command
    }

    /// `--out DIR` checked before the driver starts (docs/SECURITY.md "Output files"): not a
    /// file, not inside the corpus folder (real paths), and its nearest existing folder writable.
    func checkOut(_ out: String) throws(PipelineError) {
        let url = URL(fileURLWithPath: out).standardizedFileURL
        func refusal(_ what: String, _ fix: String) -> PipelineError {
            .unusable("--out \(out) is \(what): refused before anything ran (\(fix))")
        }
        try OutputFile.refuseInside(url, corpus: workspace.corpus) { inside in
            refusal(inside, "write findings outside the corpus folder; a person moves a fixture in after review")
        }
        var existing = url
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory), existing.path != "/" {
            existing = existing.deletingLastPathComponent()
        }
        guard isDirectory.boolValue else { throw refusal("not a folder (\(Workspace.display(existing.path)) is a file)", "name a folder") }
        guard FileManager.default.isWritableFile(atPath: existing.path) else {
            throw refusal("in a folder this user cannot write (\(Workspace.display(existing.path)))", "name a writable folder")
        }
    }

    /// `file` with a link at its last segment resolved (the person named a file outside the
    /// corpus through a link), since the driver opens files without following one.
    static func unlinked(_ file: String) -> String {
        var status = stat()
        guard lstat(file, &status) == 0, FileKind(mode: status.st_mode) == .symbolicLink,
            let resolved = CorpusFolder.realPath(file)
        else { return file }
        return resolved
    }
}

extension FuzzRun {
    /// The two scratch files the driver's stdout (`log`) and stderr (`errors`) go to, in the
    /// temporary folder, for a caller that reads or relays them escaped (docs/DECISIONS.md D108).
    package struct Logs: Sendable {
        /// Where the driver's stdout goes.
        package let log: URL
        /// Where the driver's stderr goes.
        package let errors: URL

        /// Two fresh names starting with `prefix` (nothing is created until the driver writes).
        package init(prefix: String) {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
            log = scratch.appendingPathExtension("log")
            errors = scratch.appendingPathExtension("err")
        }

        /// Deletes both files (absent ones are no error).
        package func remove() {
            try? FileManager.default.removeItem(at: log)
            try? FileManager.default.removeItem(at: errors)
        }
    }
}

/// One implementation as `fuzz/fuzz.py --side` takes it: a JSON object.
struct FuzzSide: Encodable {
    /// The name used in signatures; `nil`: the handshake's name.
    var label: String?
    /// `reference` marks the reference validator (expectations are proposed from it).
    var role: String?
    /// The protocol v1 command line.
    var command: [String]

    /// The object as one line of JSON.
    var json: String {
        var members: [JSONMemberName: JSONValue] = ["command": .array(command.map { .string($0) })]
        if let label { members["label"] = .string(label) }
        if let role { members["role"] = .string(role) }
        return String(decoding: JSONValue.object(members).jsonBytes, as: UTF8.self)
    }
}
