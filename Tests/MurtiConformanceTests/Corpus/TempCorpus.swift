import Foundation
import MurtiConformance
import MurtiContract
import MurtiProtocol

/// A corpus folder written into a fresh temporary directory, for tests that must not depend
/// on the real `corpus/`.
struct TempCorpus {
    let root: URL

    /// A minimal valid `expectations.json` whose `fixtures` object is `fixtures` (JSON text).
    static func expectations(fixtures: String, profiles: String = #"{"default": {"schemaVersion": "1.0"}}"#) -> String {
        """
        {
          "contract": "murti",
          "corpusVersion": "1.0.0",
          "schemaVersion": "1.0",
          "profiles": \(profiles),
          "fixtures": \(fixtures)
        }
        """
    }

    /// Writes `expectations` (verbatim) and `files` (id → bytes) under a new temporary folder.
    init(expectations: String, files: [String: Data] = [:]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("judge-corpus-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(expectations.utf8).write(to: root.appendingPathComponent("expectations.json"))
        for (id, bytes) in files { try write(id, bytes) }
    }

    /// Writes (or overwrites) one file below the corpus root.
    func write(_ id: String, _ bytes: Data) throws {
        let url = root.appendingPathComponent(id)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Swift Testing also declares an `Expectation`; in this test module the name means the
/// corpus's expectation.
typealias Expectation = MurtiContract.Entry
