import Foundation
import MurtiConformance
import MurtiProtocol

/// Validates expectations.json against expectations.schema.json with a real JSON Schema engine
/// (`adapters/validate_json.py` in the pinned virtualenv, docs/CONTRACT.md §2), one problem per error,
/// each told in words (``SchemaEngineError``) and tied to its fixture when it is inside one.
///
/// Both files are read through the corpus's confined reader and handed to the engine as private
/// copies, so the engine (which would follow a link) never opens a corpus file itself
/// (docs/SECURITY.md "Corpus confinement").
struct ExpectationsSchemaCheck {
    /// The validator: program and arguments, to which `--schema SCHEMA INSTANCE` is appended.
    var validator: [String]
    /// The corpus, read confined.
    var folder: CorpusFolder
    /// Display path of expectations.json.
    var file: String
    /// Display path of the schema.
    var schemaFile: String

    /// Runs the engine; its errors (or its failure to run) as problems.
    func problems() -> [LintProblem] {
        let copies = FileManager.default.temporaryDirectory.appendingPathComponent("murti-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copies) }
        let schema = copies.appendingPathComponent("expectations.schema.json")
        let instance = copies.appendingPathComponent("expectations.json")
        do {
            let schemaBytes = try folder.read("expectations.schema.json")
            let instanceBytes = try folder.read("expectations.json")
            try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try schemaBytes.write(to: schema)
            try instanceBytes.write(to: instance)
        } catch let error as ConfinedReadError {
            return [LintProblem(kind: .notARegularFile, file: error.path, message: error.reason, fix: "make it a regular file")]
        } catch {
            return [failure("the copies for the engine could not be written: \(error.localizedDescription)")]
        }
        let command = validator + ["--schema", schema.path, instance.path]
        let output: Subprocess.Result
        do { output = try Subprocess.run(command) } catch {
            return [failure(EngineError.launchFailed(command: command, reason: Self.reason(error)).description)]
        }
        if output.status == 0 { return [] }
        guard output.status == 1 else {
            return [failure("the engine exited \(output.status): \(output.stderrTail)")]
        }
        var found: [LintProblem] = []
        for line in output.stdoutText.split(separator: "\n") where !line.isEmpty {
            guard let value = try? StrictJSON.parse(Data(line.utf8), file: "engine output") else {
                found.append(failure("unreadable engine output: \(line.prefix(200))"))
                continue
            }
            let error = SchemaEngineError(value)
            found.append(LintProblem(
                kind: .expectationsSchema, file: file, fixture: error.location.fixture,
                message: error.text,
                fix: "make the value match \(schemaFile) (its `\(error.keyword)`; docs/EXPECTATIONS.md explains each field)"))
        }
        return found.isEmpty ? [failure("the engine reported invalid without errors")] : found
    }

    private static func reason(_ error: SubprocessError) -> String {
        switch error {
        case .launchFailed(_, let reason): reason
        }
    }

    private func failure(_ reason: String) -> LintProblem {
        LintProblem(
            kind: .expectationsSchema, file: file,
            message: "could not be checked against \(schemaFile): \(reason)",
            fix: "make `python3 adapters/venv.py` work (it installs the pinned engines), then run lint again")
    }
}
