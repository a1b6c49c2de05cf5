/// Why ``CorpusFolder`` did not read a file (docs/SECURITY.md "Corpus confinement"). Every
/// case names the file as shown to people (the corpus folder's display path, then the id).
package enum ConfinedReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at `path` (or a folder on its way is missing).
    case missing(path: String)
    /// `path` (the file, or a folder on its way to it) is of `kind`, not a regular file (or
    /// not a folder where a folder belongs): refused without being opened.
    case refused(path: String, kind: FileKind)
    /// `id` would leave the folder (`..`, `.`, an empty or absolute segment, a NUL byte).
    case outside(path: String, id: String)
    /// The file exists but the system refused to read it (`reason`: its words).
    case unreadable(path: String, reason: String)
    /// The file is longer than `limit` bytes, the most its reader takes; nothing past the
    /// limit was read (``CorpusFolder/read(_:maxBytes:)``).
    case tooLarge(path: String, limit: Int)

    /// The file the error is about, as shown.
    package var path: String {
        switch self {
        case .missing(let path), .refused(let path, _), .outside(let path, _), .unreadable(let path, _), .tooLarge(let path, _): path
        }
    }

    /// What is wrong with ``path``, without naming it: `no such file`, `it is a symbolic link,
    /// which a corpus never follows`, the system's words.
    package var reason: String {
        switch self {
        case .missing: "no such file"
        case .refused(_, let kind): "it is \(kind.phrase), and a corpus is read only as regular files inside its folder: \(kind.fix)"
        case .outside(_, let id): "\"\(id)\" does not name a file inside the folder"
        case .unreadable(_, let reason): reason
        case .tooLarge(_, let limit): "it is longer than \(limit) bytes, the most read of such a file"
        }
    }

    /// One line naming the file and the fix.
    package var description: String {
        switch self {
        case .missing(let path):
            "\(path) does not exist (add the file, or fix the name that points to it)"
        case .refused(let path, let kind):
            "\(path) is \(kind.phrase), and a corpus is read only as regular files inside its folder: \(kind.fix)"
        case .outside(let path, let id):
            "\(path): \"\(id)\" does not name a file inside the folder (use a /-separated path with no empty, "
                + "\".\" or \"..\" segment)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason) (check that the file is readable)"
        case .tooLarge(let path, let limit):
            "\(path) is longer than \(limit) bytes, the most read of such a file (make it smaller, or split it)"
        }
    }
}
