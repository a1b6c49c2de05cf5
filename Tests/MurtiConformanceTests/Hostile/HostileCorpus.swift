import Foundation
@testable import MurtiConformance
import MurtiProtocol

/// A temporary corpus as an attacker would write it, beside a folder outside it that holds a
/// secret, and the command line of an implementation that repeats everything it is sent
/// (`echoing_implementation.py`): a secret that reached it would be in ``log``.
struct HostileCorpus {
    /// The corpus: `valid/a.json` (accept) and `invalid/b.json` (a rejection), both with entries.
    let corpus: TempCorpus
    /// A folder outside the corpus.
    let outside: URL
    /// A file in ``outside`` holding ``secret``.
    let secretFile: URL
    /// Text that must never reach the implementation or a report.
    let secret = "SECRET-" + UUID().uuidString
    /// Where the echoing implementation appends every request line it gets.
    let log: URL

    /// The two entries every hostile corpus starts from, plus `entries` (JSON members).
    static func expectations(_ entries: String = "") -> String {
        TempCorpus.expectations(fixtures: """
            {"valid/a.json": {"outcome": "accept", "description": "a"},
             "invalid/b.json": {"outcome": "reject", "layer": 1, "rule": "decode.syntax", "path": "", "description": "b"}\
            \(entries.isEmpty ? "" : ", " + entries)}
            """)
    }

    init(entries: String = "") throws {
        corpus = try TempCorpus(
            expectations: Self.expectations(entries),
            files: ["valid/a.json": Data(#"{"a": 1}"#.utf8), "invalid/b.json": Data("{".utf8)])
        outside = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        secretFile = outside.appendingPathComponent("secret.json")
        try Data(#"{"token": "\#(secret)"}"#.utf8).write(to: secretFile)
        log = outside.appendingPathComponent("echo.log")
    }

    /// The corpus root.
    var root: URL { corpus.root }

    /// Makes `id` (below the corpus) a symbolic link to `target`.
    func link(_ id: String, to target: String) throws {
        let url = root.appendingPathComponent(id)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// Makes `id` (below the corpus) a FIFO.
    func fifo(_ id: String) throws {
        let url = root.appendingPathComponent(id)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(url.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// The echoing implementation's command line, with `arguments` after its log.
    func echo(_ arguments: [String] = []) -> [String] {
        [ScriptedImplementation.python, "-S", Self.script, log.path] + arguments
    }

    /// Everything the implementation was sent (empty when it never started).
    var sent: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Every document the implementation was sent, decoded from its request's base64.
    var sentDocuments: [String] {
        sent.split(separator: "\n").compactMap { line in
            guard let request = try? StrictJSONParser.parse(Array(line.utf8)), let text = request["document"]?.stringValue,
                let bytes = Data(base64Encoded: text)
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `true` when what was sent (raw), or any document sent, holds ``secret``.
    var leaked: Bool { sent.contains(secret) || sentDocuments.contains { $0.contains(secret) } }

    /// A run of the corpus against the echoing implementation.
    func run(_ arguments: [String] = []) throws -> ConformanceRun {
        var run = ConformanceRun(workspace: try Workspace(corpus: root.path), command: echo(arguments), jobs: 1)
        run.timeout = 10
        return run
    }

    /// The script in the tests' Scripts/ folder.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/echoing_implementation.py").path

    /// Removes both folders.
    func remove() {
        corpus.remove()
        try? FileManager.default.removeItem(at: outside)
    }
}
