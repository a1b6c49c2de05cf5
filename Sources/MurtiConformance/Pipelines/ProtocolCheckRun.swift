import Foundation

/// `protocol-check`: an implementation's lines over a run of the corpus, both directions,
/// checked against docs/protocol.schema.json by the project's checker
/// (`murti_adapter.protocol_check`, docs/PROTOCOL.md "Checking your lines"), so that a
/// third-party author finds a malformed answer (a misspelt member, a layer written as a string)
/// before grading does. The run is the same as `run`'s; its grades are not the point.
public struct ProtocolCheckRun: Sendable {
    /// The run whose lines are recorded (its `transcript` is set by ``run(progress:shouldStop:)``).
    public var run: ConformanceRun
    /// Where the transcript is kept; `nil`: a temporary file, removed afterwards.
    public var transcriptFile: URL?

    /// Checks the lines of `run`.
    public init(run: ConformanceRun) {
        self.run = run
    }

    /// What the check found.
    public struct Report: Sendable {
        /// Lines recorded, both directions.
        public var lines: Int
        /// The checker's report of each bad line: line number, direction, JSON Pointer, keyword,
        /// fix (empty when every line is good).
        public var problems: [String]
        /// The checker's closing summary (`N lines: … requests, … answers, … noise; K bad`).
        public var summary: String
        /// `true` when every line matches the schema.
        public var passed: Bool
        /// The run's own report (graded as `run` grades).
        public var runReport: RunReport
    }

    /// Runs the implementation, recording, then checks every line.
    /// Throws ``PipelineError`` for what stops ``ConformanceRun`` too, a transcript that
    /// cannot be written, the pinned environment missing, or a checker that cannot run.
    public func run(
        progress: (@Sendable (Int, Int) -> Void)? = nil, shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws(PipelineError) -> Report {
        let engines = try run.workspace.engines { error in
            .unreadable(file: "adapters/venv.py", reason: error.description,
                        fix: "protocol-check needs the pinned Python environment; fix the bootstrap and retry")
        }
        let file = transcriptFile
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("murti-transcript-\(UUID().uuidString).jsonl")
        defer { if transcriptFile == nil { try? FileManager.default.removeItem(at: file) } }
        var recorded = run
        do { recorded.transcript = try ProtocolTranscript(url: file) } catch {
            throw .unreadable(file: file.path, reason: "cannot write: \(error.localizedDescription)",
                              fix: "pass --transcript FILE in a writable folder")
        }
        let outcome = try recorded.run(progress: progress, shouldStop: shouldStop)
        let lines = recorded.transcript?.lines ?? 0
        recorded.transcript = nil
        let schema = engines.adapters.deletingLastPathComponent().appendingPathComponent("docs/protocol.schema.json")
        let checker = [engines.python.path, "-m", "murti_adapter.protocol_check", "--schema", schema.path,
                       "--transcript", file.path]
        let result: Subprocess.Result
        do { result = try Subprocess.run(checker, currentDirectory: engines.adapters) } catch {
            throw .unusable("protocol-check: \(error.description)")
        }
        guard result.status == 0 || result.status == 1 else {
            throw .unusable("protocol-check: the checker exited \(result.status): \(result.stderrTail)")
        }
        var summary = result.stderrTail.split(separator: "\n").last.map(String.init) ?? ""
        if summary.hasPrefix("protocol_check: ") { summary.removeFirst("protocol_check: ".count) }
        return Report(
            lines: lines, problems: result.stdoutText.split(separator: "\n").map(String.init), summary: summary,
            passed: result.status == 0, runReport: outcome.report)
    }
}
