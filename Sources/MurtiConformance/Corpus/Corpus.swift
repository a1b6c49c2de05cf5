import Foundation
import MurtiProtocol

/// A loaded corpus folder: `expectations.json` plus the fixture files (docs/CONTRACT.md §2:
/// under `valid/` and `invalid/`; §8: a Flow-UI corpus's concern folders).
public struct Corpus: Sendable {
    /// The corpus folder.
    public let root: URL
    /// The parsed `expectations.json`.
    public let file: ExpectationsFile
    /// Fixtures that have both an entry and a file, in corpus order (ids by Unicode scalar value).
    public let fixtures: [Fixture]
    /// Fixture files with no entry (ids, corpus order). `lint` reports
    /// them; `run` skips them. Names starting with `.` (`.DS_Store`) are not fixtures.
    public let orphanFiles: [String]
    /// Entries whose file does not exist (ids, corpus order). They are not in ``fixtures``.
    public let missingFiles: [String]

    /// The folders that hold a Murti corpus's fixture files.
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
        let onDisk = Set(fixtureFiles(under: root, contract: file.contract))

        var fixtures: [Fixture] = []
        var missing: [String] = []
        for id in file.fixtures.keys.sorted(by: ScalarOrder.precedes) {
            guard let expectation = file.fixtures[id] else { continue }
            let url = root.appendingPathComponent(id)
            if onDisk.contains(id) || isRegularFile(url) {
                fixtures.append(Fixture(id: id, url: url, expectation: expectation))
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

    /// The ids of the fixture files of a corpus of `contract`, `/`-separated, dot-files and
    /// files in dot-folders left out: for Murti the regular files below `valid/` and
    /// `invalid/`; for Flow-UI, whose fixtures are filed by concern (docs/FLOW-UI.md "The
    /// corpus"), every regular file in a folder of the corpus (its top-level files, such as
    /// expectations.json and a README, are not fixtures).
    static func fixtureFiles(under root: URL, contract: ContractKind = .murti) -> [String] {
        switch contract {
        case .murti:
            return fixtureFolders.flatMap { folder in files(below: root.appendingPathComponent(folder)).map { folder + "/" + $0 } }
        case .flowUI:
            return files(below: root).filter { $0.contains("/") }
        }
    }

    /// The regular files below `base`, relative to it, dot-files and dot-folders left out.
    private static func files(below base: URL) -> [String] {
        guard let subpaths = FileManager.default.subpaths(atPath: base.path) else { return [] }
        return subpaths.filter { subpath in
            !subpath.split(separator: "/").contains(where: { $0.hasPrefix(".") })
                && isRegularFile(base.appendingPathComponent(subpath))
        }
    }

    /// `true` when `url` names an existing file that is not a directory.
    static func isRegularFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
