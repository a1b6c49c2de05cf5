import Foundation
import MurtiProtocol

/// An upstream-style fixture bank: `.json` files under `valid/` (documents a client accepts)
/// and `invalid/` (documents some layer refuses), and no expectations file (docs/CONTRACT.md §5 `import`).
public struct FixtureBank: Sendable, Equatable {
    /// Which folder a file sits in: what the bank claims about it.
    public enum Folder: String, Sendable, Equatable {
        /// `valid/`: accepted.
        case valid
        /// `invalid/`: refused, or degraded (layer 4).
        case invalid
    }

    /// One file of the bank.
    public struct File: Sendable, Equatable {
        /// Its path relative to the bank, `/`-separated (`valid/login.json`): the proposed fixture id.
        public var id: String
        /// The folder it sits in.
        public var folder: Folder
        /// Its exact bytes.
        public var bytes: Data
    }

    /// The bank folder.
    public var root: URL
    /// Every `.json` file under `valid/` and `invalid/`, sorted by id.
    public var files: [File]

    /// Reads the bank at `root`.
    ///
    /// Throws ``ImportError/noSuchFolder(path:)``, ``ImportError/notAFolder(path:)``,
    /// ``ImportError/emptyBank(path:)`` and ``ImportError/unreadable(path:reason:)``; `shown`
    /// is how the folder is named in those messages.
    public static func load(from root: URL, shown: String) throws(ImportError) -> FixtureBank {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .noSuchFolder(path: shown)
        }
        guard isDirectory.boolValue else { throw .notAFolder(path: shown) }
        var ids: [(String, Folder)] = []
        for folder in [Folder.valid, .invalid] {
            let base = root.appendingPathComponent(folder.rawValue)
            for sub in FileManager.default.subpaths(atPath: base.path) ?? [] where sub.hasSuffix(".json") {
                ids.append((folder.rawValue + "/" + sub, folder))
            }
        }
        guard !ids.isEmpty else { throw .emptyBank(path: shown) }
        var files: [File] = []
        for (id, folder) in ids.sorted(by: { $0.0 < $1.0 }) {
            let url = root.appendingPathComponent(id)
            do {
                files.append(File(id: id, folder: folder, bytes: try Data(contentsOf: url)))
            } catch {
                throw .unreadable(path: shown + "/" + id, reason: FileReason.unreadable(url.path, error: error))
            }
        }
        return FixtureBank(root: root, files: files)
    }
}
