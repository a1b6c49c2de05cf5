import Foundation
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// Every line of a run over the whole corpus, both directions, checked against
/// docs/protocol.schema.json by the runner's own checker (``ProtocolLineChecker``, what
/// `protocol-check` runs; docs/PROTOCOL.md "The schema"; ProtocolLinesAgreementTests holds it to
/// python-jsonschema): the requests as the runner's codec writes them, and the answers
/// `conformance-runner serve` writes to them in each of its modes.
@Suite("Protocol lines match docs/protocol.schema.json", .contracts, .serialized, .tags(.slow))
struct ProtocolSchemaTests {
    /// A scratch folder with the lines fed to a process (`input`) and what it wrote (`output`).
    struct Exchange {
        let folder: URL
        var input: URL { folder.appendingPathComponent("requests.jsonl") }
        var output: URL { folder.appendingPathComponent("answers.jsonl") }

        /// Writes `lines` as the input; the caller removes the folder with ``remove()``.
        init(_ lines: Data) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("protocol-lines-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try lines.write(to: input)
        }

        /// `serve` with `flags` over the input; its stdout's exact bytes land in `output`
        /// (through sh, so nothing decodes them on the way). Returns its exit status.
        func serve(_ flags: [String] = []) throws -> Int32 {
            let script = #"i=$1 o=$2; shift 2; exec "$@" <"$i" >"$o""#
            return try ShellCommand.run(
                ["sh", "-c", script, "sh", input.path, output.path, RunnerProcess.binary, "serve"] + flags,
                in: RunnerProcess.packageRoot
            ).status
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// `start`, one `validate` per fixture of the corpus, `stop`: the lines one process gets in
    /// a run with `--jobs 1`, each with its `\n`.
    static func session(_ folder: String = "corpus") throws -> [[UInt8]] {
        let corpus = try Corpus.load(from: RunnerProcess.packageRoot.appendingPathComponent(folder))
        let requests = try corpus.requests(for: corpus.fixtures)
        return [ProtocolCodec.encode(.start(protocol: ProtocolV1.version))]
            + requests.map(ProtocolLines.encodeRequest) + [ProtocolCodec.encode(.stop)]
    }

    /// `lines` one after another, as one buffer: each line appended whole, since `Data` built
    /// from a joined sequence copies byte by byte, seconds for the corpus's base64 in a debug
    /// build (docs/DECISIONS.md D248).
    static func bytes(of lines: [[UInt8]]) -> Data {
        var data = Data(capacity: lines.reduce(0) { $0 + $1.count })
        for line in lines { data.append(contentsOf: line) }
        return data
    }

    /// What `serve` with `flags` wrote over ``session(_:)`` of `folder`, each run once for all the
    /// suites that read it (this one and ProtocolLinesAgreementTests).
    static func served(_ flags: [String], over folder: String = "corpus") throws -> Data {
        try ServedAnswers.shared.answers(folder: folder, flags: flags)
    }

    /// The answers ``served(_:over:)`` has run, by corpus folder and flags.
    final class ServedAnswers: @unchecked Sendable {
        static let shared = ServedAnswers()
        private let lock = NSLock()
        private var answers: [[String]: Data] = [:]

        func answers(folder: String, flags: [String]) throws -> Data {
            lock.lock()
            defer { lock.unlock() }
            if let done = answers[[folder] + flags] { return done }
            let exchange = try Exchange(ProtocolSchemaTests.bytes(of: try session(folder)))
            defer { exchange.remove() }
            let status = try exchange.serve(flags)
            guard status == 0 else { throw CocoaError(.executableLoad, userInfo: ["status": status]) }
            let written = try Data(contentsOf: exchange.output)
            answers[[folder] + flags] = written
            return written
        }
    }

    /// The runner's checker over the lines of `file`, read as `direction` (`request` or
    /// `answer`): status 0 when every line is good, else 1; one `line N (direction) at
    /// "/pointer": keyword: message. Fix: …` line per problem; the summary.
    static func check(_ file: URL, direction: String) throws -> RunnerProcess.Outcome {
        try check(try Data(contentsOf: file), direction: direction)
    }

    /// The runner's checker over the lines of `data` (see ``check(_:direction:)``).
    static func check(_ data: Data, direction: String) throws -> RunnerProcess.Outcome {
        let checker = try ProtocolLineChecker.embedded.get()
        var tally = LineTally()
        var problems = ""
        for (offset, raw) in lines(of: data).enumerated() {
            let result = checker.check(raw, line: offset + 1, direction: ProtocolTranscript.Direction(rawValue: direction))
            tally.add(result)
            for problem in result.problems {
                let pointer = String(decoding: JSONValue.string(problem.pointer).jsonBytes, as: UTF8.self)
                problems += "line \(problem.line) (\(problem.direction?.rawValue ?? "unknown direction")) at \(pointer): "
                    + "\(problem.keyword): \(problem.message). Fix: \(problem.hint)\n"
            }
        }
        return RunnerProcess.Outcome(status: tally.bad == 0 ? 0 : 1, stdout: problems, stderr: tally.text)
    }

    /// The lines of `data` as the project's one line reader cuts them (``BoundedLineBuffer``,
    /// which finds each `\n` with `memchr`: a generic split walks the corpus's megabytes of
    /// base64 one byte at a time in a debug build, docs/DECISIONS.md D248); a line past
    /// protocol v1's limit is recorded as an issue.
    static func lines(of data: Data) -> [[UInt8]] {
        var buffer = BoundedLineBuffer()
        data.withUnsafeBytes { buffer.append($0) }
        var lines: [[UInt8]] = []
        while let item = buffer.next() ?? buffer.finish() {
            switch item {
            case .line(let line): lines.append(line)
            case .tooLong: Issue.record("line \(lines.count + 1) is longer than protocol v1 allows")
            }
        }
        return lines
    }

    /// The checker's closing line for `count` good lines of one direction.
    static func allGood(_ count: Int, direction: String) -> String {
        direction == "request"
            ? "\(count) lines: \(count) requests, 0 answers, 0 noise; 0 bad"
            : "\(count) lines: 0 requests, \(count) answers, 0 noise; 0 bad"
    }

    @Test("the runner's requests over the whole corpus are requests")
    func requests() throws {
        let lines = try Self.session()
        let exchange = try Exchange(Self.bytes(of: lines))
        defer { exchange.remove() }
        let outcome = try Self.check(exchange.input, direction: "request")
        #expect(outcome.status == 0, "\(outcome.stdout.prefix(3000))\n\(outcome.stderr.suffix(2000))")
        #expect(outcome.stderr.contains(Self.allGood(lines.count, direction: "request")))
    }

    @Test(
        "serve's answers over the whole corpus are answers",
        arguments: [[String](), ["--all-violations"], ["--schema-only"]])
    func serveAnswers(_ flags: [String]) throws {
        let lines = try Self.session()
        // One answer to start and one to each validate; stop gets none.
        let answers = lines.count - 1
        let written = try Self.served(flags)
        #expect(written.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } == answers)
        let outcome = try Self.check(written, direction: "answer")
        #expect(outcome.status == 0, "\(outcome.stdout.prefix(3000))\n\(outcome.stderr.suffix(2000))")
        #expect(outcome.stderr.contains(Self.allGood(answers, direction: "answer")))
    }

    @Test("serve's answers to lines that are not requests are answers, with seq -1 where none can be read")
    func answersToBadRequests() throws {
        let lines = [
            "hello", "[1]", #"{"cmd":"validate","seq":5}"#, #"{"cmd":"dance","seq":3}"#,
            #"{"cmd":"validate","seq":6,"id":"x","document":"***","profile":{}}"#, #"{"cmd":"start","protocol":2}"#,
        ]
        let exchange = try Exchange(Data((lines.joined(separator: "\n") + "\n").utf8))
        defer { exchange.remove() }
        #expect(try exchange.serve() == 0)
        let answers = try String(contentsOf: exchange.output, encoding: .utf8)
        #expect(answers.hasPrefix(#"{"seq":-1,"error":"#), "\(answers)")
        let outcome = try Self.check(exchange.output, direction: "answer")
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stderr.contains(Self.allGood(lines.count, direction: "answer")))
    }

    @Test("a planted bad answer among serve's lines is named by its line, pointer and keyword")
    func plantedAnswer() throws {
        var answers = String(decoding: try Self.served([]), as: UTF8.self).split(separator: "\n").map(String.init)
        let victim = try #require(answers.firstIndex { $0.contains(#""outcome":"reject","layer":2,"#) })
        answers[victim] = answers[victim].replacingOccurrences(of: #""layer":2,"#, with: #""layer":"2","#)
        let outcome = try Self.check(Data((answers.joined(separator: "\n") + "\n").utf8), direction: "answer")
        #expect(outcome.status == 1)
        // Only that line, only that member: "2" is neither in the layer enum nor the const 2.
        let problems = outcome.stdout.split(separator: "\n")
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.hasPrefix(#"line \#(victim + 1) (answer) at "/layer": "#) }, "\(outcome.stdout)")
        #expect(problems.contains { $0.contains(#""/layer": enum:"#) })
    }
}
