#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an entry of a corpus folder is, as `lstat` sees it: a link is a link, never what it
/// points to (docs/SECURITY.md "Corpus confinement"). Only ``regular`` files are read and only
/// ``directory`` entries are entered; in a corpus, a regular file with more than one name is a
/// ``hardLink`` (docs/DECISIONS.md D105).
package enum FileKind: String, Sendable, Equatable, CaseIterable {
    /// A regular file: the only kind whose bytes are read.
    case regular
    /// A regular file with more than one name (`st_nlink` > 1): its other name may lie outside
    /// the corpus (a CI secret hard-linked into it), so a corpus never reads one (D105).
    case hardLink
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
    package init(mode: mode_t) {
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

    /// The kind of the entry `status` describes as a corpus sees it: ``init(mode:)``, except a
    /// regular file with more than one name, a ``hardLink`` (docs/DECISIONS.md D105).
    init(corpusEntry status: stat) {
        self.init(mode: status.st_mode)
        if self == .regular, status.st_nlink > 1 { self = .hardLink }
    }

    /// `a symbolic link`, `a FIFO (named pipe)`, …: what messages call it.
    package var phrase: String {
        switch self {
        case .regular: "a regular file"
        case .hardLink: "a hard link (a file with more than one name)"
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
    package var fix: String {
        switch self {
        case .symbolicLink:
            "replace the link with a copy of what it points to, or delete it; a link is never followed, "
                + "even to a file inside the corpus"
        case .directory: "put the file itself there, or fix the entry's id"
        case .hardLink:
            "replace it with a copy of its own (cp FILE FILE.copy && mv FILE.copy FILE); a file with another "
                + "name may be a file outside the corpus, so it is never read (copy a corpus with cp -R, not cp -al)"
        case .regular: "nothing to fix"
        default: "delete it: only regular files are read from a corpus"
        }
    }
}
