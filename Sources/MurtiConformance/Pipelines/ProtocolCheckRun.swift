import Foundation
import MurtiProtocol

/// `protocol-check`: an implementation's lines over a run of the corpus, both directions,
/// checked against docs/protocol.schema.json by the project's checker
/// (`murti_adapter.protocol_check`, docs/PROTOCOL.md "Checking your lines"), so that a
/// third-party author finds a malformed answer (a misspelt member, a layer written as a string)
/// before grading does. The run is the same as `run`'s; its grades are not the point.
public struct ProtocolCheckRun: Sendable {
    /// The run whose lines are recorded (its `transcript` is set by ``run(progress:shouldStop:)``).
    public var run: ConformanceRun
    /// Where the transcript is kept (`--transcript`, checked before the run, written beside it
    /// and renamed into place at the end: docs/SECURITY.md "Output files"); `nil`: a temporary
    /// file, removed afterwards.
    public var transcriptFile: OutputFile?

    /// Checks the lines of `run`.
    public init(run: ConformanceRun) {
        self.run = run
    }

    /// What the check found.
    public struct Report: Sendable {
        /// Lines recorded, both directions.
        public var lines: Int
        /// Each bad line (line number, direction, the fixture and `seq` of its exchange, JSON
        /// Pointer, keyword, fix) and each request that got no answer, in line order (empty when
        /// every line is good and every request answered).
        public var problems: [ProtocolCheckProblem]
        /// The checker's closing summary and the requests left unanswered (`N lines: …
        /// requests, … answers, … noise; K bad, U requests unanswered`).
        public var summary: String
        /// `true` when every line matches the schema and every request got an answer line.
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
        let file: URL
        if let transcriptFile {
            file = URL(fileURLWithPath: try transcriptFile.makeTemporaryPath())
        } else {
            file = FileManager.default.temporaryDirectory.appendingPathComponent("murti-transcript-\(UUID().uuidString).jsonl")
        }
        var committed = false
        defer { if !committed { try? FileManager.default.removeItem(at: file) } }
        let transcript: ProtocolTranscript
        do { transcript = try ProtocolTranscript(url: file) } catch {
            throw .unreadable(file: transcriptFile?.path ?? file.path, reason: "cannot write: \(error.localizedDescription)",
                              fix: "pass --transcript FILE in a writable folder")
        }
        var recorded = run
        recorded.transcript = transcript
        let outcome = try recorded.run(progress: progress, shouldStop: shouldStop)
        let schema = engines.adapters.deletingLastPathComponent().appendingPathComponent("docs/protocol.schema.json")
        let checker = [engines.python.path, "-m", "murti_adapter.protocol_check", "--schema", schema.path,
                       "--transcript", "--json", file.path]
        let result: Subprocess.Result
        do { result = try Subprocess.run(checker, currentDirectory: engines.adapters) } catch {
            throw .unusable("protocol-check: \(error.description)")
        }
        guard result.status == 0 || result.status == 1 else {
            throw .unusable("protocol-check: the checker exited \(result.status): \(result.stderrTail)")
        }
        var problems = try result.stdoutText.split(separator: "\n").map { text throws(PipelineError) in
            try Self.badLine(String(text), transcript: transcript)
        }
        let unanswered = transcript.unanswered
        let results = Dictionary(outcome.report.results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        problems += unanswered.map { request in
            ProtocolCheckProblem(
                line: request.line, direction: .request, exchange: .validate(seq: request.seq, fixture: request.fixture),
                finding: Self.noAnswer(results[request.fixture], seq: request.seq))
        }
        problems.sort { $0.line < $1.line }
        if let transcriptFile {
            try transcriptFile.commit(file.path)
            committed = true
        }
        var summary = result.stderrTail.split(separator: "\n").last.map(String.init) ?? ""
        if summary.hasPrefix("protocol_check: ") { summary.removeFirst("protocol_check: ".count) }
        summary += ", \(RunReport.plural(unanswered.count, "request")) unanswered"
        return Report(
            lines: transcript.lines, problems: problems, summary: summary,
            passed: result.status == 0 && unanswered.isEmpty, runReport: outcome.report)
    }

    /// One problem the checker wrote (`--json`: `{line, direction, pointer, keyword, message,
    /// hint}`), tied to the exchange the runner recorded for that line.
    static func badLine(_ text: String, transcript: ProtocolTranscript) throws(PipelineError) -> ProtocolCheckProblem {
        let value = try? StrictJSONParser.parse(Array(text.utf8))
        guard let value, case .number(let number)? = value["line"], let line = Int(exactly: number),
            let pointer = value["pointer"]?.stringValue, let keyword = value["keyword"]?.stringValue,
            let message = value["message"]?.stringValue, let hint = value["hint"]?.stringValue
        else {
            throw .unusable("protocol-check: the checker wrote a line that is not a problem: \(text.prefix(200))")
        }
        return ProtocolCheckProblem(
            line: line, direction: value["direction"]?.stringValue.flatMap(ProtocolTranscript.Direction.init(rawValue:)),
            exchange: transcript.exchange(ofLine: line),
            finding: .badLine(pointer: pointer, keyword: keyword, message: message, hint: hint))
    }

    /// What happened to a request with no answer line, from its fixture's result: the harness
    /// error's summary and the telling stderr line (a crash's `TypeError: …`), and the fix.
    static func noAnswer(_ result: FixtureResult?, seq: Int) -> ProtocolCheckProblem.Finding {
        guard let result else { return .noAnswer(what: "the run recorded no result for it", fix: "") }
        var what = RunReport.errorSummary(result) ?? result.reason ?? "no answer line came"
        if let text = RunReport.stderrText(result), let telling = RunReport.tellingLine(text) { what += ": \(telling)" }
        let kind = result.actual?["harness"]?.stringValue.flatMap(HarnessErrorKind.init(rawValue:))
        let fix = switch kind {
        case .crash?: "answer {\"seq\":\(seq),\"error\":\"…\"} for a case the implementation cannot judge, rather than exit"
        case .timeout?: "answer within --timeout, or raise --timeout for a slow implementation"
        case .lineTooLong?: "keep an answer line within 64 MiB"
        default: ""
        }
        return .noAnswer(what: what, fix: fix)
    }
}
