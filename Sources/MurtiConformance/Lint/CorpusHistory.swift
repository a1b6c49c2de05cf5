import Foundation
import MurtiProtocol

/// Reads ``CorpusBaseline`` from the git checkout holding a corpus folder.
enum CorpusHistory {
    /// Why no baseline could be read; said as a note, never a problem.
    enum Unavailable: Error, Sendable, Equatable, CustomStringConvertible {
        /// `git` is not installed or cannot be started.
        case noGit(reason: String)
        /// The corpus folder is not inside a git work tree.
        case notACheckout
        /// The folder's history has no earlier version to compare with (a first commit, a
        /// repository without commits, or a shallow clone that lacks the parent).
        case noEarlierVersion(reason: String)
        /// A git command failed in another way.
        case gitFailed(command: String, reason: String)

        var description: String {
            switch self {
            case .noGit(let reason): "git cannot be run (\(reason))"
            case .notACheckout: "the corpus is not in a git checkout"
            case .noEarlierVersion(let reason): reason
            case .gitFailed(let command, let reason): "`\(command)` failed: \(reason)"
            }
        }
    }

    /// The baseline of the corpus of `contract` at `corpus`, or why there is none.
    static func baseline(of corpus: URL, contract: ContractKind) -> Result<CorpusBaseline, Unavailable> {
        let git = Git(directory: corpus)
        do throws(Unavailable) {
            switch GitDiscovery.answer(for: corpus, environment: Git.environment) {
            case .notACheckout: throw .notACheckout
            case .noGit: throw .noGit(reason: Git.notOnPath)
            case .askGit: break
            }
            guard try git.succeeds(["rev-parse", "--is-inside-work-tree"]) else { throw .notACheckout }
            let revision = try baselineRevision(git)
            let changes = try git.output(["diff", "--relative", "--no-renames", "--name-status", "-z", revision, "--", "."])
            var baseline = CorpusBaseline(revision: revision, expectations: nil, added: [], removed: [], modified: [])
            let fields = changes.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
            var index = 0
            while index + 1 < fields.count {
                let (status, path) = (fields[index], fields[index + 1])
                index += 2
                guard isFixtureID(path, contract: contract) else { continue }
                switch status.first {
                case "A": baseline.added.insert(path)
                case "D": baseline.removed.insert(path)
                default: baseline.modified.insert(path)
                }
            }
            let untracked = try git.output(["ls-files", "--others", "--exclude-standard", "-z", "--", "."])
            for path in untracked.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) where isFixtureID(path, contract: contract) {
                baseline.added.insert(path)
            }
            if try git.succeeds(["cat-file", "-e", "\(revision):./expectations.json"]) {
                baseline.expectations = Data(try git.output(["show", "\(revision):./expectations.json"]))
            }
            return .success(baseline)
        } catch {
            return .failure(error)
        }
    }

    /// `HEAD` when the folder has uncommitted changes, else the parent of its last commit.
    private static func baselineRevision(_ git: Git) throws(Unavailable) -> String {
        guard try git.succeeds(["rev-parse", "--verify", "--quiet", "HEAD"]) else {
            throw .noEarlierVersion(reason: "the repository has no commit yet, so there is no committed corpus to compare with")
        }
        let status = try git.output(["status", "--porcelain", "--untracked-files=all", "-z", "--", "."])
        if !status.isEmpty { return "HEAD" }
        let last = String(decoding: try git.output(["log", "-1", "--format=%H", "--", "."]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !last.isEmpty else {
            throw .noEarlierVersion(reason: "no commit has changed the corpus yet")
        }
        let parent = "\(last.prefix(12))~1"
        guard try git.succeeds(["rev-parse", "--verify", "--quiet", "\(parent)^{commit}"]) else {
            throw .noEarlierVersion(reason: "the last commit that changed the corpus (\(last.prefix(12))) has no parent "
                + "in this clone (its first commit, or a shallow clone)")
        }
        return parent
    }

    /// A fixture file's id in a corpus of `contract` (``ConformanceContract/isFixtureID(_:)``).
    static func isFixtureID(_ path: String, contract: ContractKind) -> Bool {
        ContractRegistry.contractOrFallback(contract)?.isFixtureID(path) ?? false
    }
}

/// `git` run in one directory, its output collected.
private struct Git {
    /// Where git runs (the corpus folder: `.` and `./` are relative to it).
    var directory: URL

    /// Whether the command exits 0.
    func succeeds(_ arguments: [String]) throws(CorpusHistory.Unavailable) -> Bool {
        try run(arguments).status == 0
    }

    /// The command's stdout; a nonzero exit is ``CorpusHistory/Unavailable/gitFailed(command:reason:)``.
    func output(_ arguments: [String]) throws(CorpusHistory.Unavailable) -> [UInt8] {
        let result = try run(arguments)
        guard result.status == 0 else {
            throw .gitFailed(command: (["git"] + arguments).joined(separator: " "), reason: result.stderr)
        }
        return result.stdout
    }

    /// The environment git runs in: this process's, with two settings of its own.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"  // `status` must not take the index lock of a checkout in use
        environment["LC_ALL"] = "C"
        return environment
    }

    /// ``CorpusHistory/Unavailable/noGit(reason:)``'s reason when `env` finds no `git`.
    static let notOnPath = "not found on PATH"

    private func run(_ arguments: [String]) throws(CorpusHistory.Unavailable) -> (status: Int32, stdout: [UInt8], stderr: String) {
        let result: Subprocess.Result
        do { result = try Subprocess.run(["git"] + arguments, currentDirectory: directory, environment: Self.environment) } catch {
            switch error {
            case .launchFailed(_, let reason): throw .noGit(reason: reason)
            }
        }
        if result.status == 127 { throw .noGit(reason: Self.notOnPath) }
        return (result.status, [UInt8](result.stdout), result.stderrTail)
    }
}
