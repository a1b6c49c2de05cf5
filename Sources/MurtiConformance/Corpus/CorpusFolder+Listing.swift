import Foundation
import MurtiProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An entry of a corpus folder that is not read: a link (to a file or a folder), a device, a
/// FIFO, a socket, or a name that is not UTF-8 (docs/SECURITY.md "Corpus confinement").
package struct RefusedFile: Sendable, Equatable {
    /// Its path below the folder, `/`-separated (`valid/x.json`; a linked folder is one entry).
    package var id: String
    /// What it is.
    package var kind: FileKind

    /// Creates a refused entry.
    package init(id: String, kind: FileKind) {
        self.id = id
        self.kind = kind
    }

    /// `true` when `path` is this entry or lies below it (a file in a linked folder).
    package func covers(_ path: String) -> Bool { path == id || path.hasPrefix(id + "/") }
}

extension CorpusFolder {
    /// The entries found below a folder: the regular files, and what was refused.
    package struct Listing: Sendable, Equatable {
        /// Ids of the regular files, in code-point order.
        package var files: [String] = []
        /// Entries refused, in code-point order of their ids.
        package var refused: [RefusedFile] = []

        /// Creates a listing.
        package init(files: [String] = [], refused: [RefusedFile] = []) {
            self.files = files
            self.refused = refused
        }

        /// `true` when `id` is a refused entry or lies below one (a file in a linked folder).
        package func isRefused(_ id: String) -> Bool {
            refused.contains { $0.covers(id) }
        }
    }

    /// The fixture files of a corpus of `contract`
    /// (``ConformanceContract/fixtureListing(in:)``), walked without following links; names
    /// starting with `.` (and what is below them) are left out.
    package func fixtureListing(contract: ContractKind) -> Listing {
        ContractRegistry.contractOrFallback(contract)?.fixtureListing(in: self) ?? Listing()
    }

    /// Every regular file below the folder `id` (`""`: the root), and every entry refused on
    /// the way; a missing folder has none. `id` itself is refused when it is a link or no folder.
    package func listing(below id: String) -> Listing {
        var listing = Listing()
        if !id.isEmpty {
            guard let (kind, at) = kind(of: id) else { return listing }
            guard kind == .directory else {
                listing.refused.append(RefusedFile(id: at, kind: kind))
                return listing
            }
        }
        var pending = [id]
        while let folder = pending.popLast() {
            let names = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
            guard let directory = try? openDirectory(names[...]) else { continue }
            for name in Self.entryNames(directory) where !name.hasPrefix(".") {
                let child = folder.isEmpty ? name : folder + "/" + name
                let kind = Self.isRepresentable(name) ? (Self.kind(name, in: directory) ?? .other) : .other
                switch kind {
                case .regular: listing.files.append(child)
                case .directory: pending.append(child)
                default: listing.refused.append(RefusedFile(id: child, kind: kind))
                }
            }
            close(directory)
        }
        listing.sort()
        return listing
    }

    /// The names in the open folder `directory` (the descriptor stays open: it is duplicated).
    private static func entryNames(_ directory: Int32) -> [String] {
        let copy = dup(directory)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    Array(UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
                }
            }
            guard name != Array(".".utf8), name != Array("..".utf8) else { continue }
            // A name that is not UTF-8 keeps its replacement characters, and is refused.
            names.append(String(decoding: name, as: UTF8.self) + (String(validating: name, as: UTF8.self) == nil ? "\u{FFFD}" : ""))
        }
        return names
    }

    /// `false` for a name ``entryNames(_:)`` could not spell in UTF-8.
    private static func isRepresentable(_ name: String) -> Bool { !name.contains("\u{FFFD}") }
}

extension CorpusFolder.Listing {
    /// Adds `other`'s entries.
    package mutating func merge(_ other: Self) {
        files += other.files
        refused += other.refused
        sort()
    }

    /// Puts both lists in code-point order.
    mutating func sort() {
        files.sort(by: ScalarOrder.precedes)
        refused.sort { ScalarOrder.precedes($0.id, $1.id) }
    }
}
