import Foundation
@testable import FlowUIContract
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// docs/SECURITY.md "Corpus confinement": a corpus is read only as regular files inside its
/// folder. Links (to anything, even inside the corpus), devices, FIFOs and sockets are refused
/// with an error naming the file; `lint` reports each with its fix; nothing outside is opened.
@Suite("Hostile corpus: confinement", .contracts)
struct CorpusConfinementTests {
    /// What refusing `id` must look like in a load error: the id named, as a link or a FIFO.
    static func refuses(_ error: any Error, _ id: String, _ kind: FileKind) -> Bool {
        guard case .refusedFiles(_, let files)? = error as? CorpusError else { return false }
        return files.contains(RefusedFile(id: id, kind: kind)) && (error as? CorpusError)?.description.contains(id) == true
    }

    @Test("a fixture linked to a secret outside the corpus: run refuses the corpus, naming the file, and the secret never reaches the implementation")
    func linkToSecret() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        try hostile.link("valid/a.json", to: hostile.secretFile.path)
        #expect { try Corpus.load(from: hostile.root) } throws: { Self.refuses($0, "valid/a.json", .symbolicLink) }
        #expect { try hostile.run().run() } throws: { error in
            (error as? PipelineError)?.description.contains("valid/a.json is a symbolic link") == true
        }
        #expect(!hostile.leaked, "the secret reached the implementation: \(hostile.sent)")
        #expect(hostile.sent.isEmpty, "the implementation was started for a refused corpus")
    }

    @Test("a fixture linked to /proc/self/environ: refused, and no byte of the runner's environment is sent")
    func linkToEnviron() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        try hostile.link("invalid/b.json", to: "/proc/self/environ")
        #expect { try Corpus.load(from: hostile.root) } throws: { Self.refuses($0, "invalid/b.json", .symbolicLink) }
        #expect(throws: PipelineError.self) { try hostile.run().run() }
        #expect(!hostile.sentDocuments.contains { $0.contains("PATH=") })
        // The confined reader itself refuses it, whatever listed it.
        #expect(throws: ConfinedReadError.refused(path: CorpusFolder(root: hostile.root).display("invalid/b.json"), kind: .symbolicLink)) {
            try CorpusFolder(root: hostile.root).read("invalid/b.json")
        }
    }

    @Test("a link to a file inside the corpus is refused too (links are never followed)")
    func linkInside() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        try hostile.link("valid/a.json", to: "../invalid/b.json")
        #expect { try Corpus.load(from: hostile.root) } throws: { Self.refuses($0, "valid/a.json", .symbolicLink) }
    }

    @Test("a linked folder: refused as one entry, nothing below it is read, and lint says so once")
    func linkedFolder() throws {
        let hostile = try HostileCorpus(entries: #""valid/linked/secret.json": {"outcome": "accept", "description": "s"}"#)
        defer { hostile.remove() }
        try hostile.link("valid/linked", to: hostile.outside.path)
        #expect { try Corpus.load(from: hostile.root) } throws: { Self.refuses($0, "valid/linked", .symbolicLink) }
        #expect(throws: ConfinedReadError.refused(path: CorpusFolder(root: hostile.root).display("valid/linked"), kind: .symbolicLink)) {
            try CorpusFolder(root: hostile.root).read("valid/linked/secret.json")
        }
        let lint = try LintCorpus.load(from: hostile.root, display: { "corpus/" + $0 })
        let refused = lint.problems.filter { $0.kind == .notARegularFile }
        #expect(refused.map(\.file) == ["corpus/valid/linked"])
        #expect(refused.first?.fix.contains("replace the link") == true)
        // One mistake, one problem: the entry below the link is not also "an entry with no file".
        #expect(!lint.problems.contains { $0.kind == .entryWithoutFile })
        #expect(!lint.corpus.fixtures.contains { $0.id.hasPrefix("valid/linked") })
    }

    @Test("a FIFO fixture: refused at once (never opened for reading, so nothing blocks), with or without an entry",
          .timeLimit(.minutes(1)), arguments: [true, false])
    func fifo(withEntry: Bool) throws {
        let hostile = try HostileCorpus(entries: withEntry ? #""invalid/pipe.json": {"outcome": "accept", "description": "p"}"# : "")
        defer { hostile.remove() }
        try hostile.fifo("invalid/pipe.json")
        #expect { try Corpus.load(from: hostile.root) } throws: { Self.refuses($0, "invalid/pipe.json", .fifo) }
        #expect(throws: ConfinedReadError.refused(path: CorpusFolder(root: hostile.root).display("invalid/pipe.json"), kind: .fifo)) {
            try CorpusFolder(root: hostile.root).read("invalid/pipe.json")
        }
        let lint = try LintCorpus.load(from: hostile.root, display: { "corpus/" + $0 })
        #expect(lint.problems.filter { $0.kind == .notARegularFile }.map(\.fixture) == ["invalid/pipe.json"])
        #expect(lint.problems.first { $0.kind == .notARegularFile }?.fix.contains("delete it") == true)
    }

    @Test("a fixture swapped for a link after the corpus was loaded is refused when it is read")
    func swappedAfterLoad() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let corpus = try Corpus.load(from: hostile.root)
        try hostile.link("valid/a.json", to: hostile.secretFile.path)
        #expect(throws: CorpusError.notRegular(path: CorpusFolder(root: hostile.root).display("valid/a.json"), kind: .symbolicLink)) {
            try corpus.requests(for: corpus.fixtures)
        }
        // A folder swapped for a link to a folder holding the same names is refused as well.
        let second = try HostileCorpus()
        defer { second.remove() }
        let loaded = try Corpus.load(from: second.root)
        try FileManager.default.removeItem(at: second.root.appendingPathComponent("valid"))
        try FileManager.default.createDirectory(at: second.outside.appendingPathComponent("valid"), withIntermediateDirectories: true)
        try Data(second.secret.utf8).write(to: second.outside.appendingPathComponent("valid/a.json"))
        try second.link("valid", to: second.outside.appendingPathComponent("valid").path)
        #expect(throws: CorpusError.notRegular(path: CorpusFolder(root: second.root).display("valid"), kind: .symbolicLink)) {
            try loaded.digest()
        }
    }

    @Test("expectations.json itself as a link is refused by run and by lint, naming it")
    func linkedExpectations() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        try FileManager.default.moveItem(
            at: hostile.root.appendingPathComponent("expectations.json"), to: hostile.outside.appendingPathComponent("expectations.json"))
        try hostile.link("expectations.json", to: hostile.outside.appendingPathComponent("expectations.json").path)
        #expect { try Corpus.load(from: hostile.root) } throws: { error in
            (error as? CorpusError).map { if case .notRegular(let path, .symbolicLink) = $0 { path.hasSuffix("expectations.json") } else { false } } ?? false
        }
        #expect { try LintCorpus.load(from: hostile.root, display: { "corpus/" + $0 }) } throws: { error in
            (error as? LintError)?.description.contains("expectations.json is a symbolic link") == true
        }
    }

    @Test("ids that leave the folder are refused by the reader, whatever the entry says", arguments: ["../x.json", "valid/../../x.json", "/etc/passwd", "valid//a.json", "."])
    func leavingIDs(_ id: String) throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        #expect(throws: ConfinedReadError.self) { try CorpusFolder(root: hostile.root).read(id) }
    }

    @Test("a named file in the corpus is read by the corpus's rules; the person's own link outside it is followed")
    func namedFiles() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        try hostile.link("valid/new.json", to: hostile.secretFile.path)
        let workspace = try Workspace(corpus: hostile.root.path)
        #expect { try workspace.namedFileBytes(hostile.root.appendingPathComponent("valid/new.json").path) } throws: { error in
            (error as? PipelineError)?.description.contains("is a symbolic link") == true
        }
        // The same file named from another corpus's --corpus: still that corpus's rules.
        let other = try HostileCorpus()
        defer { other.remove() }
        #expect(throws: PipelineError.self) {
            try Workspace(corpus: other.root.path).namedFileBytes(hostile.root.appendingPathComponent("valid/new.json").path)
        }
        let mine = hostile.outside.appendingPathComponent("mine.json")
        try FileManager.default.createSymbolicLink(atPath: mine.path, withDestinationPath: hostile.secretFile.path)
        #expect(try workspace.namedFileBytes(mine.path) == Data(contentsOf: hostile.secretFile))
    }

    @Test("a hard-linked fixture (a file with another name, outside the corpus) is refused by run and lint, and never sent")
    func hardLink() throws {
        let hostile = try HostileCorpus(entries: #""valid/c.json": {"outcome": "accept", "description": "c"}"#)
        defer { hostile.remove() }
        guard link(hostile.secretFile.path, hostile.root.appendingPathComponent("valid/c.json").path) == 0 else {
            Issue.record("the file system refused a hard link (errno \(errno))")
            return
        }
        #expect { try Corpus.load(from: hostile.root) } throws: { Self.refuses($0, "valid/c.json", .hardLink) }
        #expect { try hostile.run().run() } throws: { error in
            (error as? PipelineError)?.description.contains("valid/c.json is a hard link") == true
        }
        #expect(!hostile.leaked, "the secret reached the implementation: \(hostile.sent)")
        #expect(hostile.sent.isEmpty)
        #expect(throws: ConfinedReadError.refused(path: CorpusFolder(root: hostile.root).display("valid/c.json"), kind: .hardLink)) {
            try CorpusFolder(root: hostile.root).read("valid/c.json")
        }
        let lint = try LintCorpus.load(from: hostile.root, display: { "corpus/" + $0 })
        let refused = lint.problems.filter { $0.kind == .notARegularFile }
        #expect(refused.map(\.fixture) == ["valid/c.json"])
        #expect(refused.first?.fix.contains("copy of its own") == true)
        // The file outside, the person's own, keeps its second name and is read as theirs.
        #expect(try CorpusFolder.readUserFile(hostile.secretFile.path) == Data(contentsOf: hostile.secretFile))
    }

    @Test("an import bank with a link is refused, naming it, before any file is judged")
    func bankWithLink() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let bank = hostile.outside.appendingPathComponent("bank")
        try FileManager.default.createDirectory(at: bank.appendingPathComponent("valid"), withIntermediateDirectories: true)
        try Data(#"{"a": 1}"#.utf8).write(to: bank.appendingPathComponent("valid/ok.json"))
        try FileManager.default.createSymbolicLink(atPath: bank.appendingPathComponent("valid/env.json").path, withDestinationPath: "/proc/self/environ")
        #expect(throws: ImportError.refused(path: "bank", files: [RefusedFile(id: "valid/env.json", kind: .symbolicLink)])) {
            try FixtureBank.load(from: bank, shown: "bank")
        }
        #expect(throws: ImportError.self) { try FlowUIPageImport.pages(in: bank, shown: "bank") }
    }

    @Test("a Flow-UI corpus: a link in a concern folder, or a top-level link that could stand for one, is refused")
    func flowUI() throws {
        let corpus = try TempCorpus(
            expectations: #"{"contract": "flow-ui", "corpusVersion": "1.0.0", "profiles": {"default": {}}, "fixtures": {}}"#,
            files: ["seed/page.json": Data("{}".utf8)])
        defer { corpus.remove() }
        try FileManager.default.createSymbolicLink(atPath: corpus.root.appendingPathComponent("seed/env.json").path, withDestinationPath: "/proc/self/environ")
        try FileManager.default.createSymbolicLink(atPath: corpus.root.appendingPathComponent("etc").path, withDestinationPath: "/etc")
        let listing = CorpusFolder(root: corpus.root).fixtureListing(contract: .flowUI)
        #expect(listing.refused == [RefusedFile(id: "etc", kind: .symbolicLink), RefusedFile(id: "seed/env.json", kind: .symbolicLink)])
        #expect(listing.files == ["seed/page.json"])
        let lint = try FlowUILintCorpus.load(from: corpus.root, display: { "corpus-flow-ui/" + $0 })
        #expect(lint.problems.filter { $0.kind == .notARegularFile }.map(\.file) == ["corpus-flow-ui/etc", "corpus-flow-ui/seed/env.json"])
    }
}
