import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CorpusFolder {
    /// The id of `path` in this folder when the file lies inside it, as written (made absolute)
    /// or once its folder's links are resolved (its last segment never is); `nil` otherwise.
    package func id(of path: String) -> String? {
        let written = URL(fileURLWithPath: path).standardizedFileURL
        if let id = Self.relative(written.path, to: root.standardizedFileURL.path) { return id }
        guard let realRoot = Self.realPath(root.path),
            let realParent = Self.realPath(written.deletingLastPathComponent().path)
        else { return nil }
        return Self.relative(realParent + "/" + written.lastPathComponent, to: realRoot)
    }

    /// The bytes of a file a person named (`propose FILE`, `fuzz --replay FILE`,
    /// `--profile-file FILE`): inside this folder (``id(of:)``) it is read by the corpus's rules
    /// (``read(_:)``: no link, no special file); elsewhere it is the person's own file, read
    /// after its links (``readUserFile(_:)``).
    ///
    /// Throws ``ConfinedReadError`` naming the file as written.
    package func readNamed(_ path: String) throws(ConfinedReadError) -> Data {
        guard let id = id(of: path) else { return try Self.readUserFile(path) }
        do { return try read(id) } catch {
            // Name the file as the person wrote it, with what was refused on its way.
            switch error {
            case .refused(let at, let kind) where at == display(id): throw .refused(path: path, kind: kind)
            case .missing: throw .missing(path: path)
            default: throw error
            }
        }
    }

    /// The bytes of the file a person named at `path`, links followed: a regular file, or a
    /// pipe (a shell's `<(…)`). A device or a socket is refused without being opened (`stat`
    /// first); a regular file is opened with `O_NONBLOCK`, so one swapped for a FIFO cannot
    /// block the runner, and the opened descriptor is checked again.
    ///
    /// Throws ``ConfinedReadError`` naming `path`.
    package static func readUserFile(_ path: String) throws(ConfinedReadError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            throw code == ENOENT || code == ENOTDIR ? .missing(path: path) : .unreadable(path: path, reason: systemReason(code))
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular || kind == .fifo else { throw .refused(path: path, kind: kind) }
        let descriptor = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC | (kind == .regular ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: systemReason(errno)) }
        defer { close(descriptor) }
        return try readAll(descriptor, path: path, allowing: kind)
    }

    /// `path` without the prefix `root + "/"`, or `nil` when it does not start so.
    private static func relative(_ path: String, to root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// `realpath(3)` of `path`, or `nil` when it cannot be resolved.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
