import Foundation
import MurtiProtocol

/// `protocol-check`: an implementation's lines over a run of the corpus, both directions,
/// checked against docs/protocol.schema.json by the runner's own checker
/// (``ProtocolLineChecker``, docs/PROTOCOL.md "Checking your lines"; no Python), so that a
/// third-party author finds a malformed answer (a misspelt member, a layer written as a string)
/// before grading does. The run is the same as `run`'s; its grades are not the point.
package struct ProtocolCheckRun: Sendable {
    /// The run whose lines are recorded (its `transcript` is set by ``run(progress:shouldStop:)``).
    package var run: ConformanceRun
    /// Where the transcript is kept (`--transcript`, checked before the run, written beside it
    /// and renamed into place at the end: docs/SECURITY.md "Output files"); `nil`: a temporary
    /// file, removed afterwards.
    package var transcriptFile: OutputFile?

    /// Checks the lines of `run`.
    package init(run: ConformanceRun) {
        self.run = run
    }

    /// What the check found.
    package struct Report: Sendable {
        /// Lines recorded, both directions.
        package var lines: Int
        /// Each bad line (line number, direction, the fixture and `seq` of its exchange, JSON
        /// Pointer, keyword, fix) and each request that got no answer, in line order (empty when
        /// every line is good and every request answered).
        package var problems: [ProtocolCheckProblem]
        /// The closing summary and the requests left unanswered (`N lines: …
        /// requests, … answers, … noise; K bad, U requests unanswered`).
        package var summary: String
        /// `true` when every line matches the schema and every request got an answer line.
        package var passed: Bool
        /// The run's own report (graded as `run` grades).
        package var runReport: RunReport
    }

    /// Runs the implementation, recording, then checks every line with the runner's own
    /// checker of docs/protocol.schema.json (``ProtocolLineChecker``; no Python needed).
    /// Throws ``PipelineError`` for what stops ``ConformanceRun`` too, a transcript that
    /// cannot be written or read back, or a schema the checker cannot compile.
    package func run(
        progress: (@Sendable (Int, Int) -> Void)? = nil, shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws(PipelineError) -> Report {
        let checker: ProtocolLineChecker
        switch ProtocolLineChecker.embedded {
        case .success(let compiled): checker = compiled
        case .failure(let error): throw .unusable("protocol-check: \(error.description)")
        }
        let file: URL
        if let transcriptFile {
            file = URL(fileURLWithPath: try transcriptFile.makeTemporaryPath())
        } else {
            file = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-transcript-\(UUID().uuidString).jsonl")
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
        var records: TranscriptRecords
        do { records = TranscriptRecords(try FileHandle(forReadingFrom: file)) } catch {
            throw .unreadable(file: file.path, reason: FileReason.unreadable(file.path, error: error),
                              fix: "keep the transcript's folder readable while protocol-check runs")
        }
        var tally = LineTally()
        var problems: [ProtocolCheckProblem] = []
        // One record at a time: the transcript holds every line of the run, each up to 64 MiB.
        var line = 0
        while let record = records.next() {
            line += 1
            guard case .line(let recordBytes) = record else {
                throw .unusable("protocol-check: \(file.path):\(line) is longer than any transcript record (the runner wrote it: a bug)")
            }
            guard !recordBytes.isEmpty else { continue }
            let (direction, bytes) = try Self.record(recordBytes, line: line, file: file.path)
            let result = checker.check(bytes, line: line, direction: direction)
            tally.add(result)
            problems += result.problems.map { problem in
                ProtocolCheckProblem(
                    line: line, direction: problem.direction, exchange: transcript.exchange(ofLine: line),
                    finding: .badLine(pointer: problem.pointer, keyword: problem.keyword, message: problem.message, hint: problem.hint))
            }
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
        let summary = tally.text + ", \(RunReport.plural(unanswered.count, "request")) unanswered"
        return Report(
            lines: transcript.lines, problems: problems, summary: summary,
            passed: tally.bad == 0 && unanswered.isEmpty, runReport: outcome.report)
    }

    /// One transcript record, `{"direction": …, "line": "…"}`: who wrote the line and its bytes.
    static func record(_ bytes: [UInt8], line: Int, file: String) throws(PipelineError) -> (ProtocolTranscript.Direction, [UInt8]) {
        let value = try? StrictJSONParser.parse(bytes, maxNesting: 2)
        guard let value, let text = value["line"]?.stringValue,
            let direction = value["direction"]?.stringValue.flatMap(ProtocolTranscript.Direction.init(rawValue:))
        else {
            throw .unusable("protocol-check: \(file):\(line) is not a transcript record (the runner wrote it: a bug)")
        }
        return (direction, Array(text.utf8))
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

/// The counts over every checked line (blank lines are not counted), and the summary's text.
struct LineTally {
    var lines = 0
    var requests = 0
    var answers = 0
    var bad = 0
    /// The line numbers of the noise lines.
    var noise: [Int] = []

    /// Counts one line.
    mutating func add(_ result: ProtocolLineChecker.Result) {
        guard result.kind != .blank else { return }
        lines += 1
        if result.kind == .noise { return noise.append(result.line) }
        switch result.direction {
        case .request?: requests += 1
        case .answer?: answers += 1
        case nil: break
        }
        if result.kind == .bad { bad += 1 }
    }

    /// `N lines: R requests, A answers, K noise (lines 3, 9, …); B bad`, the first five noise
    /// lines named as the run's report quotes five.
    var text: String {
        var noiseText = "\(noise.count) noise"
        if !noise.isEmpty {
            noiseText += " (lines " + noise.prefix(5).map(String.init).joined(separator: ", ") + (noise.count > 5 ? ", …)" : ")")
        }
        return "\(lines) lines: \(requests) requests, \(answers) answers, \(noiseText); \(bad) bad"
    }
}

/// The records of a transcript file, one line at a time in reads of 64 KiB, so checking a run's
/// transcript holds one record, never the file (docs/SECURITY.md "Bounded by design"). A record
/// quotes a line of at most 64 MiB as a JSON string, six bytes at most for each of its bytes.
struct TranscriptRecords {
    /// Bytes of one record at most.
    static let maxRecordBytes = 6 * ProtocolV1.maxLineBytes + 1024

    private let handle: FileHandle
    private var buffer = BoundedLineBuffer(maxLineBytes: maxRecordBytes)
    private var ended = false

    /// Reads the records of the open file `handle` (closed at the end).
    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next record (without its `\n`), ``BoundedLineBuffer/Item/tooLong`` for one over
    /// ``maxRecordBytes``, `nil` at the end (a read error ends it too).
    mutating func next() -> BoundedLineBuffer.Item? {
        while true {
            if let item = buffer.next() { return item }
            guard !ended else { return nil }
            let chunk = (try? handle.read(upToCount: BoundedLineBuffer.readSize)) ?? Data()
            if chunk.isEmpty {
                ended = true
                try? handle.close()
                return buffer.finish()
            }
            chunk.withUnsafeBytes { buffer.append($0) }
        }
    }
}
