import MurtiProtocol

/// Why a corpus could not be loaded, hashed or turned into requests (docs/CONTRACT.md §2).
///
/// Every case names the file (and, inside `expectations.json`, the RFC 6901 JSON Pointer of
/// the offending value) and says how to fix it.
package enum CorpusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The corpus directory does not exist or is not a directory.
    case notADirectory(path: String)
    /// A file could not be read (`path` is the file, `reason` the system's explanation).
    case unreadable(path: String, reason: String)
    /// A file of the judge's (`expectations.json`) is not strict RFC 8259 JSON: `offset` is the
    /// byte where reading stopped (0-based), `line` and `column` its 1-based position (columns
    /// in Unicode scalars), `problem` what is there, `fix` what to write instead.
    case invalidJSON(file: String, offset: Int, line: Int, column: Int, problem: String, fix: String)
    /// A value in `expectations.json` has the wrong type or value.
    ///
    /// `pointer` is the RFC 6901 JSON Pointer of the value (`""` for the whole document),
    /// `problem` what is wrong, `fix` what to write instead.
    case invalidValue(file: String, pointer: String, problem: String, fix: String)
    /// A fixture names a profile that `expectations.json` does not define.
    case unknownProfile(fixture: String, profile: String, known: [String])
    /// A fixture's entry exists but its file does not (or is not a regular file).
    case missingFile(fixture: String, path: String)
    /// A corpus file, or a folder on its way, is not a regular file (folder): a link, a device,
    /// a FIFO or a socket, refused without being read (docs/SECURITY.md "Corpus confinement").
    case notRegular(path: String, kind: FileKind)
    /// Entries of the corpus folder `corpus` (as shown) that are not regular files or folders,
    /// found while listing its fixtures: the run refuses the corpus rather than skip them.
    case refusedFiles(corpus: String, files: [RefusedFile])
    /// A fixture that protocol v1 cannot carry (`problem`: its file passes
    /// ``Fixture/maxBytes``, or its `validate` request would be a line over
    /// `ProtocolV1.maxLineBytes`): no implementation could read the request, so the corpus is
    /// refused up front rather than the case errored (docs/CONTRACT.md §3; docs/DECISIONS.md D107).
    case tooLarge(path: String, problem: String)
    /// The platform's SHA-256 failed (`detail` says where).
    case digestFailed(detail: String)
    /// A `--filter` pattern that is not a glob (`problem` says where and how to write it).
    case invalidFilter(glob: String, problem: String)
    /// The corpus declares a contract (`"contract"` in `file`) that this build has no grading
    /// for (docs/ARCHITECTURE.md "Contracts").
    case contractNotGraded(file: String, contract: ContractKind)
    /// No contract is installed to read the file (``ContractRegistryError/nothingInstalled``).
    case noContractInstalled(file: String)

    /// A one-line explanation naming the file, the location and the fix.
    package var description: String {
        switch self {
        case .notADirectory(let path):
            "corpus directory \(path) does not exist or is not a directory"
                + " (pass --corpus DIR pointing at the folder holding expectations.json)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason) (check that the file exists and is readable)"
        case .invalidJSON(let file, let offset, let line, let column, let problem, let fix):
            "\(file):\(line):\(column) (byte \(offset)) is not strict RFC 8259 JSON: \(problem) (\(fix))"
        case .invalidValue(let file, let pointer, let problem, let fix):
            "\(file) at \(pointer.isEmpty ? "the top level" : pointer): \(problem) (\(fix))"
        case .unknownProfile(let fixture, let profile, let known):
            "fixture \(fixture) names profile \"\(profile)\", which expectations.json does not define"
                + " (known: \(known.isEmpty ? "none" : known.joined(separator: ", "));"
                + " add it under /profiles or fix the fixture's \"profile\")"
        case .missingFile(let fixture, let path):
            "fixture \(fixture) has an entry in expectations.json but no file at \(path)"
                + " (add the file or remove the entry)"
        case .notRegular(let path, let kind):
            ConfinedReadError.refused(path: path, kind: kind).description
        case .refusedFiles(let corpus, let files):
            Self.refusedText(corpus: corpus, files)
        case .tooLarge(let path, let problem):
            "\(path) is too large for protocol v1: \(problem); a request is one line of at most \(ProtocolV1.maxLineBytes) "
                + "bytes (docs/CONTRACT.md §3), its document in base64, so a fixture is at most about 48 MiB "
                + "(make it smaller, or split it into fixtures that each break one rule)"
        case .digestFailed(let detail):
            "SHA-256 of the corpus failed: \(detail)"
        case .invalidFilter(let glob, let problem):
            "--filter \(glob) is not a valid glob: \(problem) (docs/REPORTS.md, \"--filter GLOB\")"
        case .contractNotGraded(let file, let contract):
            "\(file) declares \"contract\": \"\(contract.rawValue)\", which this build does not grade yet "
                + "(it grades: \(ContractRegistry.graded.map(\.rawValue).joined(separator: ", ")))"
        case .noContractInstalled(let file):
            "cannot read \(file): \(ContractRegistryError.nothingInstalled)"
        }
    }

    /// The error `error` of the confined reader stands for, for the fixture `fixture` (when the
    /// file read is one).
    init(_ error: ConfinedReadError, fixture: String? = nil) {
        switch error {
        case .missing(let path):
            self = fixture.map { .missingFile(fixture: $0, path: path) } ?? .unreadable(path: path, reason: "no such file")
        case .refused(let path, let kind): self = .notRegular(path: path, kind: kind)
        case .outside(let path, _): self = .unreadable(path: path, reason: error.description)
        case .unreadable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .tooLarge(let path, let limit): self = .tooLarge(path: path, problem: "the file is longer than \(limit) bytes")
        }
    }

    /// `corpus/valid/a.json is a symbolic link, …; and 2 more entries that are not regular
    /// files (corpus/x, corpus/y): …`: the first entry with its fix, then up to five more by name.
    static func refusedText(corpus: String, _ files: [RefusedFile]) -> String {
        guard let first = files.first else { return "\(corpus): nothing refused" }
        var text = ConfinedReadError.refused(path: corpus + "/" + first.id, kind: first.kind).description
        let others = files.dropFirst()
        if !others.isEmpty {
            let named = others.prefix(5).map { "\(corpus)/\($0.id) (\($0.kind.phrase))" }.joined(separator: ", ")
            text += "; and \(others.count) more entr\(others.count == 1 ? "y" : "ies") that \(others.count == 1 ? "is" : "are") "
                + "not regular files: \(named)\(others.count > 5 ? ", …" : "") (`conformance-runner lint` lists them all)"
        }
        return text
    }
}
