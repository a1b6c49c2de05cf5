import Foundation
import MurtiProtocol

/// A loaded corpus folder: `expectations.json` plus the fixture files (docs/CONTRACT.md §2, §8:
/// where its contract lists them, ``ConformanceContract/fixtureListing(in:)``).
package struct Corpus: Sendable {
    /// The corpus folder.
    package let root: URL
    /// The parsed `expectations.json`.
    package let file: ExpectationsFile
    /// Fixtures that have both an entry and a file, in corpus order (ids by Unicode scalar value).
    package let fixtures: [Fixture]
    /// Fixture files with no entry (ids, corpus order). `lint` reports
    /// them; `run` skips them. Names starting with `.` (`.DS_Store`) are not fixtures.
    package let orphanFiles: [String]
    /// Entries whose file does not exist (ids, corpus order). They are not in ``fixtures``.
    package let missingFiles: [String]

    /// The folders that hold a Murti corpus's fixture files.
    package static let fixtureFolders = ["valid", "invalid"]

    /// Loads the corpus at `root`; `expectationsName` names `expectations.json` in errors
    /// (default: its full path), e.g. `corpus/expectations.json` relative to the working folder.
    /// Every file is found and read through ``CorpusFolder``, never through a link.
    ///
    /// Throws ``CorpusError/notADirectory(path:)``, ``CorpusError/unreadable(path:reason:)``
    /// (no `expectations.json`), ``CorpusError/notRegular(path:kind:)`` (expectations.json or an
    /// entry's file is a link, a device, a FIFO or a socket), ``CorpusError/refusedFiles(corpus:files:)``
    /// (such entries among the fixture files), or the parse errors of ``ExpectationsFile/parse(_:file:)``.
    package static func load(from root: URL, expectationsName: String? = nil) throws(CorpusError) -> Corpus {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .notADirectory(path: root.path) }
        let folder = CorpusFolder(root: root, shown: expectationsName.map { ($0 as NSString).deletingLastPathComponent })
        let data: Data
        do { data = try folder.read("expectations.json") } catch {
            throw CorpusError(error)
        }
        let file = try ExpectationsFile.parse(data, file: expectationsName ?? root.appendingPathComponent("expectations.json").path)
        let pairing = CorpusPairing(entries: file.fixtures.keys, folder: folder, contract: file.contract)
        if !pairing.refused.isEmpty { throw .refusedFiles(corpus: folder.shown, files: pairing.refused) }
        let fixtures = pairing.fixtures.compactMap { id in
            file.fixtures[id].map { Fixture(id: id, root: root, expectation: $0) }
        }
        return Corpus(root: root, file: file, fixtures: fixtures, orphanFiles: pairing.orphans, missingFiles: pairing.missing)
    }

    /// Creates a corpus from parts (tests, tools that build a corpus in memory).
    package init(root: URL, file: ExpectationsFile, fixtures: [Fixture], orphanFiles: [String] = [], missingFiles: [String] = []) {
        self.root = root
        self.file = file
        self.fixtures = fixtures
        self.orphanFiles = orphanFiles
        self.missingFiles = missingFiles
    }
}
