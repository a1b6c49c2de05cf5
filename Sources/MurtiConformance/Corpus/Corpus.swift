import Foundation
import MurtiProtocol

/// A loaded corpus folder: `expectations.json` plus the fixture files under `valid/` and
/// `invalid/` (docs/CONTRACT.md §2).
public struct Corpus: Sendable {
    /// The corpus folder.
    public let root: URL
    /// The parsed `expectations.json`.
    public let file: ExpectationsFile
    /// Fixtures that have both an entry and a file, in corpus order (ids by Unicode scalar value).
    public let fixtures: [Fixture]
    /// Files under `valid/` and `invalid/` with no entry (ids, corpus order). `lint` reports
    /// them; `run` skips them. Names starting with `.` (`.DS_Store`) are not fixtures.
    public let orphanFiles: [String]
    /// Entries whose file does not exist (ids, corpus order). They are not in ``fixtures``.
    public let missingFiles: [String]

    /// The folders that hold fixture files.
    static let fixtureFolders = ["valid", "invalid"]

    /// Loads the corpus at `root`; `expectationsName` names `expectations.json` in errors
    /// (default: its full path), e.g. `corpus/expectations.json` relative to the working folder.
    ///
    /// Throws ``CorpusError/notADirectory(path:)``, ``CorpusError/unreadable(path:reason:)``
    /// (no `expectations.json`), or the parse errors of ``ExpectationsFile/parse(_:file:)``.
    public static func load(from root: URL, expectationsName: String? = nil) throws(CorpusError) -> Corpus {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .notADirectory(path: root.path) }
        let expectationsURL = root.appendingPathComponent("expectations.json")
        let data: Data
        do { data = try Data(contentsOf: expectationsURL) } catch {
            throw .unreadable(path: expectationsURL.path, reason: FileReason.unreadable(expectationsURL.path, error: error))
        }
        let file = try ExpectationsFile.parse(data, file: expectationsName ?? expectationsURL.path)
        let onDisk = Set(fixtureFiles(under: root))

        var fixtures: [Fixture] = []
        var missing: [String] = []
        for id in file.fixtures.keys.sorted(by: ScalarOrder.precedes) {
            guard let expectation = file.fixtures[id] else { continue }
            let url = root.appendingPathComponent(id)
            if onDisk.contains(id) || isRegularFile(url) {
                fixtures.append(Fixture(id: id, url: url, expectation: expectation, contract: file.contract))
            } else {
                missing.append(id)
            }
        }
        let orphans = onDisk.filter { file.fixtures[$0] == nil }.sorted(by: ScalarOrder.precedes)
        return Corpus(root: root, file: file, fixtures: fixtures, orphanFiles: orphans, missingFiles: missing)
    }

    /// Creates a corpus from parts (tests, tools that build a corpus in memory).
    public init(root: URL, file: ExpectationsFile, fixtures: [Fixture], orphanFiles: [String] = [], missingFiles: [String] = []) {
        self.root = root
        self.file = file
        self.fixtures = fixtures
        self.orphanFiles = orphanFiles
        self.missingFiles = missingFiles
    }

    /// The ids of regular files below `valid/` and `invalid/`, `/`-separated, dot-files and
    /// files in dot-folders left out.
    static func fixtureFiles(under root: URL) -> [String] {
        var ids: [String] = []
        for folder in fixtureFolders {
            let base = root.appendingPathComponent(folder)
            guard let subpaths = FileManager.default.subpaths(atPath: base.path) else { continue }
            for subpath in subpaths {
                let segments = subpath.split(separator: "/")
                if segments.contains(where: { $0.hasPrefix(".") }) { continue }
                if isRegularFile(base.appendingPathComponent(subpath)) { ids.append(folder + "/" + subpath) }
            }
        }
        return ids
    }

    /// `true` when `url` names an existing file that is not a directory.
    static func isRegularFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
