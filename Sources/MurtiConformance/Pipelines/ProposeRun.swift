import Foundation
import MurtiProtocol

/// `propose FILE...`: the expectations.json entry the reference would give each new fixture,
/// ready to paste, never written (docs/CONTRACT.md §2: only expectations.json decides a verdict,
/// and a person checks it against the spec).
package struct ProposeRun: Sendable {
    /// The corpus whose profile the files are judged under.
    package var workspace: Workspace
    /// The reference's `serve`.
    package var reference: ReferenceCommand
    /// The files.
    package var files: [String]
    /// The profile of the corpus (`--profile`).
    package var profile = Workspace.defaultProfile

    /// Creates a proposal for `files`.
    package init(workspace: Workspace, reference: ReferenceCommand, files: [String]) {
        self.workspace = workspace
        self.reference = reference
        self.files = files
    }

    /// What the run produced.
    package struct Output: Sendable {
        /// The entries, joined as a fragment of expectations.json (empty when there are none).
        package var entries: [String]
        /// Lines for stderr, in file order: unreadable files, notes, warnings.
        package var messages: [String]
        /// `true` when a file could not be read (exit 2 for that file; the others are proposed).
        package var hadUnreadableFile: Bool
        /// Printed after the entries: where they come from and what to check, in the corpus's
        /// contract's words.
        package var reminder: String

        /// Creates the value from its members.
        package init(entries: [String], messages: [String], hadUnreadableFile: Bool, reminder: String) {
            self.entries = entries
            self.messages = messages
            self.hadUnreadableFile = hadUnreadableFile
            self.reminder = reminder
        }
    }

    /// The bytes of every file of ``files`` that can be read, with its path as id, and for each
    /// one that cannot, by its index, the message that takes its place in the output.
    package func readFiles() -> (readable: [(id: String, bytes: Data)], unreadable: [Int: String]) {
        var readable: [(id: String, bytes: Data)] = []
        var unreadable: [Int: String] = [:]
        for (index, file) in files.enumerated() {
            do throws(PipelineError) {
                guard FileManager.default.fileExists(atPath: file) else {
                    throw .unreadable(file: file, reason: "no such file", fix: "check the path (relative to the working directory)")
                }
                readable.append((file, try workspace.namedFileBytes(file)))
            } catch {
                unreadable[index] = "conformance-runner: \(error.description)"
            }
        }
        return (readable, unreadable)
    }

    /// Judges every readable file by the corpus's contract
    /// (``ConformanceContract/propose(_:)``). Throws ``PipelineError`` when the profile is
    /// unusable or the reference cannot judge.
    package func run() throws(PipelineError) -> Output {
        try workspace.contract.propose(self)
    }

    /// The note for a file outside the corpus's `valid/` and `invalid/`: when the file lies in
    /// the `valid/` or `invalid/` of another corpus (a folder with expectations.json), pass that
    /// one with `--corpus`; otherwise move the file, or name its corpus.
    package static func outsideNote(_ file: String, workspace: Workspace) -> String {
        var note = "note: \(file) is not under \(workspace.corpusDisplay)/valid or \(workspace.corpusDisplay)/invalid, "
            + "so its id below is only its path"
        if let other = containingCorpus(of: file) {
            return note + "; it lies in the corpus \(Workspace.display(other.path)): pass --corpus \(Workspace.display(other.path))"
        }
        note += "; pass --corpus DIR naming the corpus it belongs to (the folder holding expectations.json), or move it "
            + "under \(workspace.corpusDisplay)/valid or \(workspace.corpusDisplay)/invalid"
        return note
    }

    /// The nearest folder above `file` whose `valid/` or `invalid/` holds it and that holds an
    /// expectations.json, or `nil`.
    static func containingCorpus(of file: String) -> URL? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        while folder.path != "/" {
            if ["valid", "invalid"].contains(folder.lastPathComponent) {
                let corpus = folder.deletingLastPathComponent()
                if Workspace.holdsExpectations(corpus) { return corpus }
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The path of `file` relative to `corpus` when it lies under its valid/ or invalid/.
    package static func fixtureID(of file: String, corpus: URL) -> String? {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        let prefix = corpus.path.hasSuffix("/") ? corpus.path : corpus.path + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let id = String(path.dropFirst(prefix.count))
        return id.hasPrefix("valid/") || id.hasPrefix("invalid/") ? id : nil
    }
}
