import Foundation
import Testing
@testable import MurtiConformance

/// Lint's answer without git (docs/DECISIONS.md 222): only where no repository can be, and then
/// the one git would give.
@Suite("Lint: where no repository can be, git is not asked")
struct GitDiscoveryTests {
    /// A fresh folder under the temporary folder, with `inside` made in it; removed by the caller.
    static func folder(_ inside: [String] = []) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("git-discovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("corpus"), withIntermediateDirectories: true)
        for path in inside {
            let url = root.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try Data().write(to: url)
            }
        }
        return root
    }

    /// This process's environment, `PATH` kept, GIT_DIR and GIT_WORK_TREE unset.
    static let environment = ProcessInfo.processInfo.environment.filter { $0.key != "GIT_DIR" && $0.key != "GIT_WORK_TREE" }

    @Test("outside any repository: not a checkout, as git says, or no git when PATH has none")
    func outside() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = root.appendingPathComponent("corpus")
        // The temporary folder is in no repository on the machines the tests run on (lint's own
        // tests there rely on it); git, asked, agrees.
        let asked = try Subprocess.run(["git", "rev-parse", "--is-inside-work-tree"], currentDirectory: corpus)
        #expect(asked.status != 0)
        #expect(GitDiscovery.answer(for: corpus, environment: Self.environment) == .notACheckout)
        var noGit = Self.environment
        noGit["PATH"] = root.path
        #expect(GitDiscovery.answer(for: corpus, environment: noGit) == .noGit)
    }

    @Test("a .git in the folder or a parent, a bare repository's folder, GIT_DIR or GIT_WORK_TREE: git is asked",
          arguments: [["corpus/.git/"], [".git"], ["HEAD", "objects/", "refs/"], []])
    func askGit(_ inside: [String]) throws {
        let root = try Self.folder(inside)
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = root.appendingPathComponent("corpus")
        if inside.isEmpty {
            for name in ["GIT_DIR", "GIT_WORK_TREE"] {
                var environment = Self.environment
                environment[name] = root.path
                #expect(GitDiscovery.answer(for: corpus, environment: environment) == .askGit, "\(name)")
            }
        } else {
            #expect(GitDiscovery.answer(for: corpus, environment: Self.environment) == .askGit, "\(inside)")
        }
    }

    @Test("a folder that does not exist: git is asked (and says so itself)")
    func missing() {
        let gone = FileManager.default.temporaryDirectory.appendingPathComponent("git-discovery-\(UUID().uuidString)")
        #expect(GitDiscovery.answer(for: gone, environment: Self.environment) == .askGit)
    }
}
