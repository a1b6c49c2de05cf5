import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance

/// `lint` refuses byte-identical fixtures and a corpus that changed without the
/// `corpusVersion` bump CONTRIBUTING.md asks for, against the last committed version
/// (docs/DECISIONS.md 43–44).
@Suite("Lint: duplicate fixtures and the corpusVersion bump", .contracts)
struct CorpusVersionTests {
    @Test("a fixture byte-identical to another under the same profile is refused, naming the first")
    func duplicate() async throws {
        var harness = LintHarness()
        harness.entries["valid/twin.json"] = #"{"outcome": "accept", "description": "d"}"#
        harness.documents["valid/twin.json"] = LintHarness.baseDocument("valid/ok.json")
        let report = try await harness.lint()
        #expect(report.problems.map(\.kind) == [.duplicateFixture], "\(report.rendered(as: .text))")
        let problem = try #require(report.problems.first)
        #expect(problem.fixture == "valid/twin.json")
        #expect(problem.message.contains("corpus/valid/ok.json"))
    }

    @Test("the same bytes under another profile are another test")
    func sameBytesOtherProfile() async throws {
        var harness = LintHarness()
        harness.profiles = #"{"default": {"schemaVersion": "1.0"}, "other": {"schemaVersion": "1.2"}}"#
        harness.entries["valid/twin.json"] = #"{"outcome": "accept", "profile": "other", "description": "d"}"#
        harness.documents["valid/twin.json"] = LintHarness.baseDocument("valid/ok.json")
        #expect(try await harness.lint().problems.isEmpty)
    }

    @Test("outside a git checkout the bump check is skipped, and lint says so")
    func notACheckout() async throws {
        let report = try await LintHarness().lint()
        #expect(report.isClean)
        #expect(report.skippedChecks.contains { $0.contains("corpusVersion bump was not checked") && $0.contains("git") },
                "\(report.skippedChecks)")
    }

    /// A change to the committed base corpus, and the version it is written with.
    struct Change: Sendable, CustomStringConvertible {
        var name: String
        var version: String
        /// Whether lint must refuse it.
        var refused: Bool
        /// The level the fix must name, when refused.
        var needs: String?
        var edit: @Sendable (inout LintHarness) -> Void
        var description: String { "\(name) at \(version)" }
    }

    static let added: @Sendable (inout LintHarness) -> Void = {
        $0.entries["valid/new.json"] = #"{"outcome": "accept", "description": "d"}"#
    }
    static let verdictChanged: @Sendable (inout LintHarness) -> Void = {
        $0.entries["invalid/missing.json"] = #"{"outcome": "reject", "layer": 2, "rule": "required", "path": "/b", "description": "d"}"#
        $0.full["invalid/missing.json"] = TableImplementation.reject(2, "required", "/b")
        $0.schemaOnly["invalid/missing.json"] = TableImplementation.reject(2, "required", "/b")
    }
    static let reworded: @Sendable (inout LintHarness) -> Void = {
        $0.entries["valid/ok.json"] = #"{"outcome": "accept", "description": "better words"}"#
    }
    static let rewritten: @Sendable (inout LintHarness) -> Void = {
        $0.documents["valid/ok.json"] = #"{"a": {"b": "c"}, "b": 2, "x": {}, "y": []}"#
    }

    static let changes: [Change] = [
        Change(name: "a new fixture", version: "1.0.0", refused: true, needs: "1.1.0", edit: added),
        Change(name: "a new fixture", version: "1.1.0", refused: false, edit: added),
        Change(name: "a new fixture", version: "1.0.1", refused: true, needs: "1.1.0", edit: added),
        Change(name: "a changed verdict", version: "1.1.0", refused: true, needs: "2.0.0", edit: verdictChanged),
        Change(name: "a changed verdict", version: "2.0.0", refused: false, edit: verdictChanged),
        Change(name: "new bytes, same verdict", version: "1.0.0", refused: true, needs: "1.1.0", edit: rewritten),
        Change(name: "new words", version: "1.0.0", refused: true, needs: "1.0.1", edit: reworded),
        Change(name: "new words", version: "1.0.1", refused: false, edit: reworded),
        Change(name: "nothing", version: "1.0.0", refused: false, edit: { _ in }),
    ]

    @Test("an uncommitted change is compared with HEAD", arguments: changes)
    func uncommitted(_ change: Change) async throws {
        try await check(change, committed: false)
    }

    @Test("a committed change (a clean checkout, as in CI) is compared with its parent", arguments: changes)
    func committed(_ change: Change) async throws {
        try await check(change, committed: true)
    }

    private func check(_ change: Change, committed: Bool) async throws {
        let base = LintHarness()
        var harness = base
        change.edit(&harness)
        let (after, version) = (harness, change.version)
        // Linted as edited; committed first as the base corpus at 1.0.0 (the one repository
        // built for the suite, copied: docs/DECISIONS.md D225).
        harness.prepare = { @Sendable corpus in
            try GitRepository.checkOutBase(into: corpus.root)
            try after.write(into: corpus, corpusVersion: version)
            if committed { try GitRepository.commit(corpus.root, "the change") }
        }
        let report = try await harness.lint()
        let bumps = report.problems.filter { $0.kind == .versionNotBumped }
        #expect(report.problems.count == bumps.count, "\(report.rendered(as: .text))")
        if change.refused {
            let problem = try #require(bumps.first, "\(report.rendered(as: .text))")
            #expect(bumps.count == 1)
            #expect(problem.file == "corpus/expectations.json")
            #expect(problem.fix.contains("set corpusVersion to \(change.needs ?? "?")"), "\(problem.fix)")
            #expect(problem.message.contains(committed ? "~1" : "HEAD"), "\(problem.message)")
        } else {
            #expect(bumps.isEmpty, "\(report.rendered(as: .text))")
            // Committing nothing leaves the base commit, which has no parent, as the last change.
            #expect(change.name == "nothing" || !report.skippedChecks.contains { $0.contains("corpusVersion") }, "\(report.skippedChecks)")
        }
    }

    @Test("a corpus whose first commit is the only one has nothing to compare with")
    func firstCommit() async throws {
        var harness = LintHarness()
        harness.prepare = { @Sendable corpus in
            try GitRepository.initialize(corpus.root)
            try GitRepository.commit(corpus.root, "the only commit")
        }
        let report = try await harness.lint()
        #expect(report.isClean)
        #expect(report.skippedChecks.contains { $0.contains("has no parent") }, "\(report.skippedChecks)")
    }

    @Test("versions compare as semver, and a bump is the smallest of its level")
    func semver() async throws {
        let old = try #require(VersionBump.SemanticVersion("1.9.3"))
        #expect(VersionBump.SemanticVersion("1.10.0")?.isBump(from: old, atLeast: .minor) == true)
        #expect(VersionBump.SemanticVersion("1.9.4")?.isBump(from: old, atLeast: .minor) == false)
        #expect(VersionBump.SemanticVersion("2.0.0")?.isBump(from: old, atLeast: .major) == true)
        #expect(VersionBump.SemanticVersion("1.9.3")?.isBump(from: old, atLeast: .patch) == false)
        #expect(VersionBump.SemanticVersion("0.9.9")?.isBump(from: old, atLeast: .patch) == false)
        #expect(old.bumped(.minor).description == "1.10.0")
        #expect(VersionBump.SemanticVersion("1.0") == nil && VersionBump.SemanticVersion("1.0.x") == nil)
    }
}

extension LintHarness {
    /// Rewrites expectations.json and the fixture files of `corpus` from this harness (files of
    /// entries it no longer has are removed), with `corpusVersion`.
    func write(into corpus: TempCorpus, corpusVersion: String) throws {
        let ordered = entries.sorted { $0.key < $1.key }
        let fixtures = "{" + ordered.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        let text = TempCorpus.expectations(fixtures: fixtures, profiles: profiles)
            .replacingOccurrences(of: #""corpusVersion": "1.0.0""#, with: #""corpusVersion": "\#(corpusVersion)""#)
        try Data(text.utf8).write(to: corpus.root.appendingPathComponent("expectations.json"))
        for folder in ["valid", "invalid"] {
            try? FileManager.default.removeItem(at: corpus.root.appendingPathComponent(folder))
        }
        for id in entries.keys { try corpus.write(id, Data((documents[id] ?? Self.baseDocument(id)).utf8)) }
    }
}

/// `git` in a temporary corpus folder, for the bump tests.
enum GitRepository {
    /// The `.git` folder of a repository whose one commit is the base corpus at 1.0.0 (the
    /// base harness's files and its two schemas, as ``LintHarness`` writes them), read into
    /// memory (path below `.git` → bytes) once for the suite, its folder removed: each bump
    /// case copies it instead of running `git init`, `add` and `commit` again (D225).
    static let baseRepository: Result<[String: Data], any Error> = Result {
        let base = LintHarness()
        let corpus = try TempCorpus(expectations: TempCorpus.expectations(fixtures: "{}"))
        defer { corpus.remove() }
        _ = try LintHarness.writeSchemas(into: corpus)
        try initialize(corpus.root)
        try base.write(into: corpus, corpusVersion: "1.0.0")
        try commit(corpus.root, "the base corpus at 1.0.0")
        let git = corpus.root.appendingPathComponent(".git")
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: git, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(git.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Makes `folder` a checkout of ``baseRepository``'s commit: its `.git` written there; the
    /// work tree is whatever the folder holds (the index's stat data is stale, so git compares
    /// contents).
    static func checkOutBase(into folder: URL) throws {
        let files = try baseRepository.get()
        try #require(files["HEAD"] != nil && files["index"] != nil, "the base repository has no HEAD or index")
        let git = folder.appendingPathComponent(".git")
        for (path, bytes) in files {
            let url = git.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
        }
    }

    static func initialize(_ folder: URL) throws {
        try run(["init", "-q"], in: folder)
    }

    static func commit(_ folder: URL, _ message: String) throws {
        try run(["add", "-A"], in: folder)
        try run(["-c", "user.name=lint test", "-c", "user.email=lint@test", "commit", "-q", "--allow-empty", "-m", message], in: folder)
    }

    private static func run(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }
}
