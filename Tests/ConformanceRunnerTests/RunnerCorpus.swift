import Foundation

/// A temporary `corpus/` folder (expectations.json, fixture files) for end-to-end tests that
/// must not depend on the real corpus.
struct RunnerCorpus {
    /// The folder holding `corpus/`.
    let root: URL
    /// The corpus folder.
    var corpus: URL { root.appendingPathComponent("corpus") }

    /// docs/CONTRACT.md §2's example default profile.
    static let defaultProfile = #"""
        {"schemaVersion": "1.0", "components": ["vstack", "hstack", "zstack", "card", "text", "image", "button"],
         "screens": ["dashboard", "productDetail", "balanceDetail"], "requests": ["getAccountBalance"],
         "links": ["help"], "dataKeys": ["user.name"],
         "bounds": {"maxDepth": 32, "maxNodes": 5000, "maxChainDepth": 4, "maxNesting": 512, "maxDocumentBytes": 2097152}}
        """#

    /// A payload every layer accepts under the default profile (seed: Valid fixture, trimmed).
    static let validPayload = #"{"schemaVersion": "1.0", "screen": {"key": "dashboard", "root": {"type": "vstack", "children": [{"type": "text", "props": {"value": "Hello, {{user.name}}"}}]}}}"#
    /// A node with no type (seed: Invalid fixtures, first row): `required` at the node.
    static let nodeMissingType = #"{"schemaVersion": "1.0", "screen": {"key": "dashboard", "root": {"type": "vstack", "children": [{"props": {"value": "x"}}]}}}"#

    /// The two entries that describe ``validPayload`` and ``nodeMissingType`` (docs/CONTRACT.md §2 example).
    static let cleanEntries = #"""
        "valid/seed.json": {"outcome": "accept", "description": "the seed's valid fixture, trimmed"},
        "invalid/schema/node-missing-type.json": {"outcome": "reject", "layer": 2, "rule": "required",
          "path": "/screen/root/children/0", "description": "a node with no type"}
        """#

    /// Writes expectations.json with `entries` (the members of `fixtures`, as JSON text) and `files`.
    init(entries: String = cleanEntries, files: [String: String] = [
        "valid/seed.json": validPayload, "invalid/schema/node-missing-type.json": nodeMissingType,
    ]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("runner-corpus-\(UUID().uuidString)")
        let expectations = """
            {"contract": "murti", "corpusVersion": "1.0.0", "schemaVersion": "1.0",
             "profiles": {"default": \(Self.defaultProfile)}, "fixtures": {\(entries)}}
            """
        try FileManager.default.createDirectory(at: root.appendingPathComponent("corpus"), withIntermediateDirectories: true)
        try Data(expectations.utf8).write(to: corpus.appendingPathComponent("expectations.json"))
        for (id, text) in files { try write(id, text) }
        // The catalogue of schema keywords comes from the project's own schema.
        try FileManager.default.copyItem(
            at: RunnerProcess.packageRoot.appendingPathComponent("murti.schema.json"),
            to: root.appendingPathComponent("murti.schema.json"))
    }

    /// Writes one file below the corpus.
    func write(_ id: String, _ text: String) throws {
        let url = corpus.appendingPathComponent(id)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Removes everything.
    func remove() { try? FileManager.default.removeItem(at: root) }
}
