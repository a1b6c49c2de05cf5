import MurtiProtocol

/// Why a fixture bank or a profile could not be imported (docs/CONTRACT.md §5 `import`: unusable input, exit 2).
package enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bank folder does not exist.
    case noSuchFolder(path: String)
    /// The bank path is a file.
    case notAFolder(path: String)
    /// Neither `valid/` nor `invalid/` holds a `.json` file.
    case emptyBank(path: String)
    /// A folder of pages to import into a sibling contract's corpus without a `.json` file.
    case emptyPageFolder(path: String)
    /// Entries of the bank that are links, devices, FIFOs or sockets: a bank is read by the
    /// corpus's rules (docs/SECURITY.md "Corpus confinement"); `path` is the bank as shown.
    case refused(path: String, files: [RefusedFile])
    /// A file of the bank could not be read.
    case unreadable(path: String, reason: String)
    /// A profile is not a docs/CONTRACT.md §2 profile object: the file, the JSON Pointer and the problem.
    case invalidProfile(file: String, pointer: String, problem: String)

    /// One line naming the problem and the fix.
    package var description: String {
        switch self {
        case .noSuchFolder(let path):
            "import: the folder \(path) does not exist (pass the fixture bank's folder, the one holding valid/ and invalid/)"
        case .notAFolder(let path):
            "import: \(path) is a file, not a folder (pass the folder holding valid/ and invalid/)"
        case .emptyBank(let path):
            "cannot use \(path): no .json files under valid/ or invalid/. Fix: point import at the folder that holds valid/ and invalid/"
        case .emptyPageFolder(let path):
            "cannot use \(path): no .json files in it or below. Fix: point import at the folder of the pages to import"
        case .refused(let path, let files):
            "import: " + CorpusError.refusedText(corpus: path, files)
        case .unreadable(let path, let reason):
            "cannot use \(path): \(reason). Fix: check the path and its permissions"
        case .invalidProfile(let file, let pointer, let problem):
            "cannot use \(file): \(pointer.isEmpty ? "the profile" : pointer): \(problem). "
                + "Fix: write a profile object as docs/EXPECTATIONS.md describes (schemaVersion, components, screens, "
                + "requests, links, dataKeys, bounds, keys)"
        }
    }
}
