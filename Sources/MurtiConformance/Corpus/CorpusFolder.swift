import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one reader of corpus files (docs/SECURITY.md "Corpus confinement"; docs/DECISIONS.md
/// D54): every fixture, `expectations.json`, `expectations.schema.json` and every file of an
/// `import` bank is read through it. A file is read only when it is a regular file reached from
/// the root by folders that are neither links nor anything else: each step is opened with
/// `openat(…, O_NOFOLLOW)` below the one before and the file's descriptor is checked with
/// `fstat`, so a link (to anything, even inside the corpus), a device, a FIFO or a socket is
/// refused without being read, and a file swapped for a link between a check and the open is
/// refused too. A FIFO is never opened for reading (an `lstat` refuses it first, and
/// `O_NONBLOCK` keeps a swapped-in one from blocking). The root itself is the folder the user
/// named and may be reached through a link.
package struct CorpusFolder: Sendable {
    /// The folder.
    package let root: URL
    /// How the folder is named in messages (`corpus`, `../bank`); ids follow it after a `/`.
    package let shown: String

    /// A reader of the files below `root`; `shown` names the folder in errors (default: its
    /// path relative to the working directory, ``Workspace/display(_:)``).
    package init(root: URL, shown: String? = nil) {
        self.root = root
        self.shown = shown ?? Workspace.display(root.path)
    }

    /// `id` (a `/`-separated path below the root) as shown in messages.
    package func display(_ id: String) -> String { id.isEmpty ? shown : shown + "/" + id }

    /// The exact bytes of the regular file `id` (bytes).
    ///
    /// Throws ``ConfinedReadError/missing(path:)`` when nothing is there,
    /// ``ConfinedReadError/refused(path:kind:)`` naming the file or the folder on its way that
    /// is a link or not a regular file (not a folder), ``ConfinedReadError/outside(path:id:)``
    /// for an id that would leave the folder, ``ConfinedReadError/unreadable(path:reason:)``,
    /// and ``ConfinedReadError/tooLarge(path:limit:)`` for a file longer than `maxBytes`, told
    /// by its size before anything is read (and by what a read gives, for a file that grows).
    package func read(_ id: String, maxBytes: Int = .max) throws(ConfinedReadError) -> Data {
        let opened = try openFile(id)
        defer { close(opened) }
        return try Self.readAll(opened, path: display(id), allowing: .regular, maxBytes: maxBytes, asCorpusEntry: true)
    }

    /// Everything left to read from the open `descriptor`, once `fstat` says it is of `kind`
    /// (a regular file; a pipe the person named) and no longer than `maxBytes`; `path` names it
    /// in errors. `asCorpusEntry` refuses a file with more than one name (``FileKind/hardLink``).
    static func readAll(
        _ descriptor: Int32, path: String, allowing kind: FileKind, maxBytes: Int = .max, asCorpusEntry: Bool = false
    ) throws(ConfinedReadError) -> Data {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: systemReason(errno)) }
        let opened = asCorpusEntry ? FileKind(corpusEntry: status) : FileKind(mode: status.st_mode)
        guard opened == kind else { throw .refused(path: path, kind: opened) }
        guard Int(status.st_size) <= maxBytes else { throw .tooLarge(path: path, limit: maxBytes) }
        var data = Data()
        // A hint only: a sparse file's size says nothing of what it costs to hold.
        data.reserveCapacity(min(max(0, Int(status.st_size)), 1 << 26))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
                if data.count > maxBytes { throw .tooLarge(path: path, limit: maxBytes) }
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw .unreadable(path: path, reason: systemReason(errno))
            }
        }
    }

    /// What `id` is, found without following any link, and the id of the entry that decides:
    /// `id` itself, or the first folder on its way that is not a folder (a link to a folder is
    /// a link); `nil` when nothing is there.
    package func kind(of id: String) -> (kind: FileKind, at: String)? {
        guard let names = try? components(id) else { return nil }
        for end in names.indices {
            let parent = names[..<end]
            guard let directory = try? openDirectory(parent) else { return nil }
            defer { close(directory) }
            guard let kind = Self.kind(names[end], in: directory) else { return nil }
            if end == names.count - 1 || kind != .directory { return (kind, names[...end].joined(separator: "/")) }
        }
        return nil
    }

    /// Opens the file `id` for reading, confined (see the type's comment); ``readAll(_:path:)``
    /// checks the descriptor is a regular file's.
    private func openFile(_ id: String) throws(ConfinedReadError) -> Int32 {
        let names = try components(id)
        let directory = try openDirectory(names.dropLast())
        defer { close(directory) }
        let last = names[names.count - 1]
        let here = display(id)
        guard let kind = Self.kind(last, in: directory) else { throw .missing(path: here) }
        guard kind == .regular else { throw .refused(path: here, kind: kind) }
        let opened = openat(directory, last, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard opened >= 0 else { throw Self.openFailure(errno, at: here) }
        return opened
    }

    /// The descriptor of the folder `names` below the root, each step a folder opened with
    /// `O_NOFOLLOW` (the caller closes it).
    func openDirectory(_ names: ArraySlice<String>) throws(ConfinedReadError) -> Int32 {
        var current = try openRoot()
        var walked: [String] = []
        for name in names {
            walked.append(name)
            let here = display(walked.joined(separator: "/"))
            guard let kind = Self.kind(name, in: current) else {
                close(current)
                throw .missing(path: here)
            }
            guard kind == .directory else {
                close(current)
                throw .refused(path: here, kind: kind)
            }
            let next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(current)
            guard next >= 0 else { throw Self.openFailure(code, at: here) }
            current = next
        }
        return current
    }

    /// The error for an `openat` that failed with `code` after `lstat` found the right kind:
    /// `ELOOP`/`ENOTDIR` mean the entry was swapped for a link (or another kind) in between.
    private static func openFailure(_ code: Int32, at path: String) -> ConfinedReadError {
        if code == ELOOP || code == ENOTDIR { return .refused(path: path, kind: .symbolicLink) }
        if code == ENOENT { return .missing(path: path) }
        return .unreadable(path: path, reason: systemReason(code))
    }

    /// The root folder's descriptor (the root may be a link: the user named it).
    func openRoot() throws(ConfinedReadError) -> Int32 {
        let descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .missing(path: shown) }
            if code == ENOTDIR { throw .refused(path: shown, kind: .regular) }
            throw .unreadable(path: shown, reason: Self.systemReason(code))
        }
        return descriptor
    }

    /// The segments of `id`, refused when one would leave the folder.
    func components(_ id: String) throws(ConfinedReadError) -> [String] {
        let names = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !id.isEmpty, !names.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\0") }) else {
            throw .outside(path: display(id), id: id)
        }
        return names
    }

    /// The kind of `name` in the folder `directory`, not following a link, as a corpus sees it
    /// (``FileKind/init(corpusEntry:)``: a file with more than one name is a hard link); `nil`
    /// when absent.
    static func kind(_ name: String, in directory: Int32) -> FileKind? {
        var status = stat()
        guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileKind(corpusEntry: status)
    }

    /// The system's words for `code`.
    static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
