import Foundation
import MurtiConformance
import MurtiProtocol

/// An upstream-style fixture bank: `.json` files under `valid/` (documents a client accepts)
/// and `invalid/` (documents some layer refuses), and no expectations file (docs/CONTRACT.md §5 `import`).
package struct FixtureBank: Sendable, Equatable {
    /// Which folder a file sits in: what the bank claims about it.
    package enum Folder: String, Sendable, Equatable {
        /// `valid/`: accepted.
        case valid
        /// `invalid/`: refused, or degraded (layer 4).
        case invalid
    }

    /// One file of the bank.
    package struct File: Sendable, Equatable {
        /// Its path relative to the bank, `/`-separated (`valid/login.json`): the proposed fixture id.
        package var id: String
        /// The folder it sits in.
        package var folder: Folder
        /// Its exact bytes.
        package var bytes: Data
    }

    /// The bank folder.
    package var root: URL
    /// Every `.json` file under `valid/` and `invalid/`, sorted by id.
    package var files: [File]

    /// Reads the bank at `root` through ``CorpusFolder``, by the corpus's rules: a link (to
    /// a file or a folder), a device, a FIFO or a socket below `valid/` or `invalid/` stops the
    /// import naming it (docs/SECURITY.md "Corpus confinement").
    ///
    /// Throws ``ImportError/noSuchFolder(path:)``, ``ImportError/notAFolder(path:)``,
    /// ``ImportError/refused(path:files:)``, ``ImportError/emptyBank(path:)`` and
    /// ``ImportError/unreadable(path:reason:)``; `shown` is how the folder is named in those messages.
    package static func load(from root: URL, shown: String) throws(ImportError) -> FixtureBank {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .noSuchFolder(path: shown)
        }
        guard isDirectory.boolValue else { throw .notAFolder(path: shown) }
        // Read by the corpus's rules: no link is followed, no special file opened.
        let reader = CorpusFolder(root: root, shown: shown)
        let listing = reader.fixtureListing(contract: .murti)
        if !listing.refused.isEmpty { throw .refused(path: shown, files: listing.refused) }
        let ids = listing.files.filter { $0.hasSuffix(".json") }
        guard !ids.isEmpty else { throw .emptyBank(path: shown) }
        var files: [File] = []
        for id in ids.sorted() {
            do {
                files.append(File(id: id, folder: id.hasPrefix("valid/") ? .valid : .invalid, bytes: try reader.read(id)))
            } catch {
                throw .unreadable(path: error.path, reason: error.reason)
            }
        }
        return FixtureBank(root: root, files: files)
    }
}
