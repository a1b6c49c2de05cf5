import Foundation

/// Files under `Tests/Resources/`: a small corpus, a schema variant, a fixture bank and scripted
/// clients written for the agreement and import tests from the seed and the contract (the
/// tests never read anything outside the repository).
enum TestResources {
    /// `Tests/Resources`.
    static let root = RunnerProcess.packageRoot.appendingPathComponent("Tests/Resources")

    /// A file or folder below `Tests/Resources`.
    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// `Tests/Resources/agreement/corpus` copied into a fresh folder, with `schema` (default:
    /// the project's murti.schema.json) beside it as `murti.schema.json`; returns the folder.
    static func agreementCorpus(schema: URL? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: url("agreement/corpus"), to: folder.appendingPathComponent("corpus"))
        try FileManager.default.copyItem(
            at: schema ?? RunnerProcess.packageRoot.appendingPathComponent("murti.schema.json"),
            to: folder.appendingPathComponent("murti.schema.json"))
        return folder
    }

    /// The scripted client's command line: it answers from `expectations` in `mode`
    /// (`exact`, `ignore-unknown-keys`), declaring `layers`.
    static func client(_ expectations: URL, _ mode: String, layers: String = "1,2,3,4") -> [String] {
        [FakeImplementations.python, "-S", url("clients/expectation_client.py").path, expectations.path, mode,
         "--layers", layers]
    }

    /// The ids of the repository's Murti corpus (`corpus/expectations.json`) matching `prefix`:
    /// counts in tests come from the corpus, never from a number written down.
    static func corpusIDs(prefix: String = "") throws -> [String] {
        let data = try Data(contentsOf: RunnerProcess.packageRoot.appendingPathComponent("corpus/expectations.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let fixtures = object?["fixtures"] as? [String: Any] ?? [:]
        return fixtures.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
