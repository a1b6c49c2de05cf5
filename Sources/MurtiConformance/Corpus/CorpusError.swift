import MurtiProtocol

/// Why a corpus could not be loaded, hashed or turned into requests (docs/CONTRACT.md §2).
///
/// Every case names the file (and, inside `expectations.json`, the RFC 6901 JSON Pointer of
/// the offending value) and says how to fix it.
public enum CorpusError: Error, Sendable, Equatable, CustomStringConvertible {
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
    /// The platform's SHA-256 failed (`detail` says where).
    case digestFailed(detail: String)
    /// A `--filter` pattern that is not a glob (`problem` says where and how to write it).
    case invalidFilter(glob: String, problem: String)
    /// The corpus declares a contract (`"contract"` in `file`) that this build has no grading
    /// for (docs/ARCHITECTURE.md "Contracts").
    case contractNotGraded(file: String, contract: ContractKind)

    /// A one-line explanation naming the file, the location and the fix.
    public var description: String {
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
        case .digestFailed(let detail):
            "SHA-256 of the corpus failed: \(detail)"
        case .invalidFilter(let glob, let problem):
            "--filter \(glob) is not a valid glob: \(problem) (docs/REPORTS.md, \"--filter GLOB\")"
        case .contractNotGraded(let file, let contract):
            "\(file) declares \"contract\": \"\(contract.rawValue)\", which this build does not grade yet "
                + "(it grades: \(ContractRegistry.graded.map(\.rawValue).joined(separator: ", ")))"
        }
    }
}
