import Foundation
import MurtiConformance
import MurtiProtocol

/// Every manifest step's decoded payload against the schema's `#/$defs/manifest`, with a real
/// JSON Schema engine (`adapters/validate_json.py --ref`), so that the manifest's part of the
/// schema is held to the corpus like the rest (docs/DECISIONS.md 73).
///
/// No JSON Schema engine ever sees a manifest otherwise: it travels base64 inside a signed
/// envelope, and nothing above refers to `#/$defs/manifest` (docs/DECISIONS.md 17). A step whose
/// expected answer is an accept or `manifest.rollback` owes a manifest that definition accepts;
/// a step refused with a schema keyword at `/payload…` owes one it refuses with that keyword, and
/// one refused with `decode.notObject` at `/payload` one it refuses with `type`.
/// Steps refused before the manifest is read (`envelope.*`, `version.major`, an unsigned
/// document) and encrypted payloads are not checked.
struct ManifestSchemaCheck {
    /// The validator command (`<venv python> adapters/validate_json.py`).
    var validator: [String]
    /// The schema under test.
    var schema: URL
    /// The schema as shown in problems.
    var schemaDisplay: String
    /// expectations.json as shown in fixes.
    var expectationsFile: String
    /// Where the manifest definition sits in the schema.
    static let definition = "#/$defs/manifest"

    /// One step to check: which fixture and step, what it owes, and the manifest's bytes.
    struct Step {
        var fixture: String
        var file: String
        var number: Int
        /// `nil`: the definition accepts it; a keyword: the definition refuses it with it.
        var keyword: RuleID?
        var manifest: [UInt8]
    }

    /// Whether `schema` has the definition at all (a team's schema may have none).
    static func applies(to schema: URL) -> Bool {
        guard let data = try? Data(contentsOf: schema), let value = try? StrictJSON.parse(data, file: schema.path),
            case .object? = value["$defs"]?["manifest"]
        else { return false }
        return true
    }

    /// The steps of `fixtures` that are checked.
    static func steps(of fixtures: [Fixture], display: (String) -> String) -> [Step] {
        var found: [Step] = []
        for fixture in fixtures {
            guard let expectation = fixture.expectation.murti, let steps = expectation.steps,
                let bytes = try? fixture.bytes() else { continue }
            let locator = JSONLocator(bytes: [UInt8](bytes))
            for (index, step) in steps.enumerated() {
                let keyword: RuleID?
                switch (step.outcome, step.rule) {
                case (.accept, _), (.reject, .manifestRollback?): keyword = nil
                case (.reject, let rule?) where rule.isSchemaKeyword && (step.path ?? "").hasPrefix("/payload"): keyword = rule
                // A manifest that decodes to no object: a JSON Schema engine refuses it with `type`.
                case (.reject, .decodeNotObject?) where step.path == "/payload": keyword = .type
                default: continue
                }
                guard let manifest = manifest(in: locator, step: index) else { continue }
                found.append(Step(fixture: fixture.id, file: display(fixture.id), number: index + 1,
                                  keyword: keyword, manifest: manifest))
            }
        }
        return found
    }

    /// The decoded payload of document `step` of a manifest sequence file, unless it is
    /// encrypted or not an envelope.
    static func manifest(in locator: JSONLocator, step: Int) -> [UInt8]? {
        guard case .found(let range) = locator.resolve(["documents", String(step)]), let text = locator.string(at: range),
            let envelope = Data(base64Encoded: text) else { return nil }
        let inner = JSONLocator(bytes: [UInt8](envelope))
        guard let root = inner.root, let members = inner.members(of: root),
            members.contains(where: { $0.name == "signature" }), !members.contains(where: { $0.name == "enc" }),
            let payload = members.first(where: { $0.name == "payload" }), let encoded = inner.string(at: payload.value),
            let decoded = Data(base64Encoded: encoded) else { return nil }
        return [UInt8](decoded)
    }

    /// Runs the engine once over every step's manifest; a problem per step it judges otherwise.
    func problems(_ steps: [Step]) -> [LintProblem] {
        guard !steps.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("murti-manifests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, step) in steps.enumerated() {
                let file = folder.appendingPathComponent("\(index).json")
                try Data(step.manifest).write(to: file)
                files.append(file.path)
            }
        } catch {
            return [failure("cannot write the manifests for the engine: \(error.localizedDescription)")]
        }
        let output: Subprocess.Result
        do { output = try Subprocess.run(validator + ["--schema", schema.path, "--ref", Self.definition] + files) } catch {
            return [failure(error.description)]
        }
        guard output.status == 0 || output.status == 1 else {
            return [failure("the engine exited \(output.status): \(output.stderrTail)")]
        }
        var keywords: [Int: [String]] = [:]
        for line in output.stdoutText.split(separator: "\n") where !line.isEmpty {
            guard let value = try? StrictJSON.parse(Data(line.utf8), file: "engine output"),
                case .number(let index)? = value["instance"], let keyword = value["keyword"]?.stringValue
            else { return [failure("unreadable engine output: \(line.prefix(200))")] }
            keywords[Int(index), default: []].append(keyword)
        }
        return steps.enumerated().compactMap { index, step in problem(step, engine: keywords[index] ?? []) }
    }

    /// The step's problem when the engine's keywords (empty: valid) do not give what it owes.
    private func problem(_ step: Step, engine: [String]) -> LintProblem? {
        let said = engine.isEmpty ? "accepts it" : "refuses it with " + engine.map { "`\($0)`" }.joined(separator: ", ")
        switch step.keyword {
        case nil where engine.isEmpty: return nil
        case let keyword? where engine.contains(keyword.rawValue): return nil
        case nil: return mismatch(step, owed: "to be read", said: said)
        case let keyword?: return mismatch(step, owed: "to break `\(keyword.rawValue)`", said: said)
        }
    }

    /// The problem of a step whose manifest is expected `owed` where the engine `said` otherwise.
    private func mismatch(_ step: Step, owed: String, said: String) -> LintProblem {
        LintProblem(
            kind: .manifestSchemaMismatch, file: step.file, fixture: step.fixture,
            message: "step \(step.number)'s manifest is expected \(owed), but \(schemaDisplay)'s \(Self.definition) \(said)",
            fix: "the schema and the step disagree: fix \(schemaDisplay) (docs/CONTRACT.md §6; seed: Manifest) "
                + "or the step's entry in \(expectationsFile)")
    }

    private func failure(_ reason: String) -> LintProblem {
        LintProblem(
            kind: .manifestSchemaMismatch, file: schemaDisplay,
            message: "manifest steps could not be checked against \(Self.definition): \(reason)",
            fix: "make `python3 adapters/venv.py` work (it installs the pinned engines), then run lint again")
    }
}
