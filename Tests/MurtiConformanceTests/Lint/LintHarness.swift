import Foundation
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

/// A tiny corpus, a tiny schema and two table implementations standing in for the reference
/// (`serve --all-violations` and `serve --schema-only`), linted in one call.
struct LintHarness {
    /// Two fixtures every case starts from: a plain accept and a `required` rejection.
    static let baseEntries: [String: String] = [
        "valid/ok.json": #"{"outcome": "accept", "description": "d"}"#,
        "invalid/missing.json": #"{"outcome": "reject", "layer": 2, "rule": "required", "path": "/a", "description": "d"}"#,
    ]
    /// What the reference says of the base fixtures (full mode).
    static let baseFull: [JSONMemberName: JSONValue] = [
        "valid/ok.json": TableImplementation.accept(),
        "invalid/missing.json": TableImplementation.reject(2, "required", "/a"),
    ]
    /// What the reference's schema-only mode says of the base fixtures.
    static let baseSchema: [JSONMemberName: JSONValue] = [
        "valid/ok.json": TableImplementation.accept(),
        "invalid/missing.json": TableImplementation.reject(2, "required", "/a"),
    ]
    /// A schema whose failing keywords are type, required, additionalProperties, maxLength.
    static let schema = #"""
        {"type": "object", "required": ["a"], "additionalProperties": false,
         "properties": {"a": {"type": "string", "maxLength": 3}}}
        """#

    /// What fixture `id` holds unless `documents` says otherwise: every path the base cases
    /// state (`/a`, `/b`, `/x`, `/y`) resolves in it, and its own id keeps it apart from the
    /// others (byte-identical fixtures are a problem of their own).
    static func baseDocument(_ id: String) -> String {
        #"{"a": {"b": "c"}, "b": 1, "x": {}, "y": [], "fixture": "\#(id)"}"#
    }

    var entries = baseEntries
    /// Fixture file contents by id (default: ``baseDocument``).
    var documents: [String: String] = [:]
    /// Writes the entries in reverse id order (an unsorted expectations.json).
    var unsorted = false
    /// Files to write besides one per entry (ids).
    var extraFiles: [String] = []
    /// Entry ids whose file is not written.
    var missingFiles: Set<String> = []
    var full = baseFull
    var schemaOnly = baseSchema
    var profiles = #"{"default": {"schemaVersion": "1.0"}}"#
    /// A command standing in for adapters/validate_json.py, or `nil`.
    var expectationsValidator: [String]?
    /// Runs after the corpus is written and before it is linted (e.g. to commit it to git).
    var prepare: (@Sendable (TempCorpus) throws -> Void)?

    /// Builds everything in temporary folders, lints (`shouldStop` as ``Linter/lint(shouldStop:)``
    /// takes it), cleans up; on a thread of its own, since the reference runs wait on processes
    /// (``OwnThread``).
    func lint(shouldStop: @escaping @Sendable () -> Bool = { false }) async throws -> LintReport {
        let harness = self
        return try await OwnThread.run { try harness.lintHere(shouldStop: shouldStop) }
    }

    /// Writes the corpus's `expectations.schema.json` (`{}`) and ``schema`` as
    /// `murti.schema.json` into `corpus`; returns the latter's URL.
    static func writeSchemas(into corpus: TempCorpus) throws -> URL {
        try Data("{}".utf8).write(to: corpus.root.appendingPathComponent("expectations.schema.json"))
        let schemaURL = corpus.root.appendingPathComponent("murti.schema.json")
        try Data(schema.utf8).write(to: schemaURL)
        return schemaURL
    }

    private func lintHere(shouldStop: @escaping @Sendable () -> Bool) throws -> LintReport {
        let ordered = entries.sorted { unsorted ? $0.key > $1.key : $0.key < $1.key }
        let fixtures = "{" + ordered.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        var files: [String: Data] = [:]
        for id in entries.keys where !missingFiles.contains(id) { files[id] = Data((documents[id] ?? Self.baseDocument(id)).utf8) }
        for id in extraFiles { files[id] = Data((documents[id] ?? Self.baseDocument(id)).utf8) }
        let corpus = try TempCorpus(expectations: TempCorpus.expectations(fixtures: fixtures, profiles: profiles), files: files)
        defer { corpus.remove() }
        let schemaURL = try Self.writeSchemas(into: corpus)
        try prepare?(corpus)
        let reference = try TableImplementation(answers: full, default: TableImplementation.accept())
        let schemaMode = try TableImplementation(answers: schemaOnly, info: ["schemaOnly": .bool(true)])
        defer {
            reference.remove()
            schemaMode.remove()
        }
        let linter = Linter(configuration: Linter.Configuration(
            corpus: corpus.root, corpusDisplay: "corpus", schema: schemaURL,
            referenceCommand: reference.command, schemaOnlyCommand: schemaMode.command,
            expectationsValidator: expectationsValidator, jobs: 1, timeout: 20))
        return try linter.lint(shouldStop: shouldStop)
    }
}
