#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an entry of a corpus folder is, as `lstat` sees it: a link is a link, never what it
/// points to (docs/SECURITY.md "Corpus confinement"). Only ``regular`` files are read and only
/// ``directory`` entries are entered.
public enum FileKind: String, Sendable, Equatable, CaseIterable {
    /// A regular file: the only kind whose bytes are read.
    case regular
    /// A folder: walked, never read.
    case directory
    /// A symbolic link, to anything (inside the corpus too): refused, never followed.
    case symbolicLink
    /// A FIFO (named pipe): refused, never opened for reading (it could block the runner).
    case fifo
    /// A Unix-domain socket: refused.
    case socket
    /// A character device (`/dev/zero`, a terminal): refused.
    case characterDevice
    /// A block device: refused.
    case blockDevice
    /// A name that is not UTF-8, or a kind `lstat` does not name: refused.
    case other

    /// The kind of `mode` (a `stat` structure's `st_mode`).
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .other
        }
    }

    /// `a symbolic link`, `a FIFO (named pipe)`, …: what messages call it.
    public var phrase: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "not a regular file (or its name is not UTF-8)"
        }
    }

    /// What to do about a corpus entry of this kind where a regular file belongs.
    public var fix: String {
        switch self {
        case .symbolicLink:
            "replace the link with a copy of what it points to, or delete it; a link is never followed, "
                + "even to a file inside the corpus"
        case .directory: "put the file itself there, or fix the entry's id"
        case .regular: "nothing to fix"
        default: "delete it: only regular files are read from a corpus"
        }
    }
}
