import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What ``CorpusHistory`` can tell without starting git: that no repository can hold a folder,
/// so `git rev-parse --is-inside-work-tree` would fail there. Lint outside a checkout (the
/// lint tests' temporary corpora, an unpacked release bundle) then asks no process; anywhere a
/// repository may be, git is asked as before (docs/DECISIONS.md 222).
enum GitDiscovery {
    /// What git would answer for a folder where no repository can be, without asking it.
    enum Answer: Equatable {
        /// A repository may hold the folder (or the check cannot tell): ask git.
        case askGit
        /// No repository holds it, and git is on `PATH`: git would say it is not a work tree.
        case notACheckout
        /// No repository holds it, and `git` is on no `PATH` folder: `/usr/bin/env git` would
        /// exit 127.
        case noGit
    }

    /// The answer for `directory` with the environment git would run in (its `PATH`, `GIT_DIR`,
    /// `GIT_WORK_TREE`). git looks for a repository in the folder and each of its parents (its
    /// real path, symbolic links resolved): a `.git` file or folder, or the folder itself a git
    /// folder (a bare repository: `HEAD`, `objects/`, `refs/`); `GIT_DIR` or `GIT_WORK_TREE`
    /// points elsewhere, so with either set git is always asked. Its other settings
    /// (`GIT_CEILING_DIRECTORIES`, `safe.directory`) only make it find less.
    static func answer(for directory: URL, environment: [String: String]) -> Answer {
        guard environment["GIT_DIR"] == nil, environment["GIT_WORK_TREE"] == nil,
            FileManager.default.isExecutableFile(atPath: "/usr/bin/env"),
            let real = realPath(directory.path)
        else { return .askGit }
        var folder = real
        while true {
            if mayHoldRepository(folder) { return .askGit }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return gitOnPath(environment["PATH"], workingDirectory: real) ? .notACheckout : .noGit
    }

    /// Whether `folder` has a `.git` entry or is a git folder itself.
    private static func mayHoldRepository(_ folder: String) -> Bool {
        let base = folder == "/" ? "" : folder
        let files = FileManager.default
        if files.fileExists(atPath: base + "/.git") { return true }
        return files.fileExists(atPath: base + "/HEAD") && files.fileExists(atPath: base + "/objects")
            && files.fileExists(atPath: base + "/refs")
    }

    /// Whether `execvp`, as `env` calls it, finds an executable `git` on `path` (glibc's default
    /// `/bin:/usr/bin` when unset; an empty entry is the working folder).
    private static func gitOnPath(_ path: String?, workingDirectory: String) -> Bool {
        (path ?? "/bin:/usr/bin").split(separator: ":", omittingEmptySubsequences: false).contains { entry in
            let folder = entry.isEmpty ? workingDirectory : String(entry)
            return FileManager.default.isExecutableFile(atPath: folder + "/git")
        }
    }

    /// `path` with every symbolic link resolved and made absolute, or `nil` when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
