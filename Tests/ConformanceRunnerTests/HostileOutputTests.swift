import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MurtiConformance
import ConformanceTestSupport
import Testing

/// The hostile-implementation and hostile-corpus cases of output hygiene and bounds
/// (docs/SECURITY.md "Output hygiene", "Bounded by design"): escape sequences in the start
/// answer, answers, stderr, stdout noise and fixture ids never reach stdout or stderr in any
/// format or verb, Markdown and JUnit injection stays text, and answers of 4 MB leave a report
/// bounded by its fixture count.
@Suite("hostile output: escape sequences, injection, 4 MB answers", .contracts, .tags(.slow))
struct HostileOutputTests {
    /// What a terminal obeys: ESC (and so every ANSI and OSC sequence), the 8-bit CSI, a
    /// carriage return, a right-to-left override, BEL.
    static let obeyed: [Unicode.Scalar] = ["\u{1B}", "\u{9B}", "\r", "\u{202E}", "\u{07}"]

    /// An implementation that writes escape sequences and Markdown everywhere it can: its
    /// name, version, language, homepage, capabilities, each answer's message, rule and path,
    /// `skipped` and `error` texts, stderr and stdout noise. Its capabilities are the known
    /// ones (unknown ones make the start answer bad, docs/DECISIONS.md D55), except with
    /// `badcaps` as argv[1], where they carry the sequences too. With `big` as argv[1], every
    /// answer is an accept with a 4 MB message instead.
    static let script = #"""
        import json, sys
        ESC = "\x1b"
        TITLE = ESC + "]0;pwned\x07"
        FORGE = "\r" + ESC + "[2K" + "run: 634 passed, 0 failed; Certified" + ESC + "[31m\u202e"
        MD = "[click](https://evil.example) ![img](https://evil.example/x.png) *em* `code` | pipe <b>html</b>"
        big = len(sys.argv) > 1 and sys.argv[1] == "big"
        caps = ["envelope" + TITLE, MD] if len(sys.argv) > 1 and sys.argv[1] == "badcaps" else ["envelope"]
        n = 0
        for line in sys.stdin:
            m = json.loads(line)
            if m["cmd"] == "start":
                print("banner " + TITLE + FORGE, flush=True)
                print(json.dumps({"protocol": 1, "implementation": {"name": "evil" + TITLE + FORGE, "version": "1" + MD,
                      "language": "Py\u009b31m", "homepage": "https://x.example/" + TITLE, "layers": [1, 2],
                      "schemaOnly": False, "capabilities": caps}}), flush=True)
            elif m["cmd"] == "stop":
                break
            elif big:
                print(json.dumps({"seq": m["seq"], "outcome": "accept", "message": "x" * (4 * 1024 * 1024)}), flush=True)
            else:
                n += 1
                print("noise " + TITLE + FORGE, flush=True)
                sys.stderr.write("Error: " + TITLE + FORGE + MD + "\n")
                sys.stderr.flush()
                if n % 4 == 0:
                    answer = {"seq": m["seq"], "error": "boom" + TITLE + FORGE + MD}
                elif n % 4 == 1:
                    answer = {"seq": m["seq"], "outcome": "reject", "layer": 1, "rule": "decode.syntax" + TITLE,
                              "path": "/a" + FORGE, "message": "bad" + TITLE + FORGE + MD}
                elif n % 4 == 2:
                    answer = {"seq": m["seq"], "skipped": "later" + TITLE + FORGE + MD}
                else:
                    answer = {"seq": m["seq"], "outcome": "accept", "message": "ok" + TITLE + MD,
                              "warnings": [{"rule": "x" + ESC, "path": "/" + FORGE}]}
                print(json.dumps(answer), flush=True)
        """#

    /// Fixture ids a hostile corpus holds: a terminal-title sequence and Markdown link syntax.
    static let titleID = "valid/\u{1B}]0;id-title\u{07}.json"
    static let linkID = "invalid/schema/a](https:evil) ![b](c).json"

    /// The temporary corpus: the two clean fixtures and two with hostile ids; the one that
    /// sets the title expects an accept of a document the reference refuses, so `lint` names it.
    static func corpus() throws -> RunnerCorpus {
        try RunnerCorpus(
            entries: RunnerCorpus.cleanEntries + #"""
                , "invalid/schema/a](https:evil) ![b](c).json": {"outcome": "reject", "layer": 2, "rule": "required",
                  "path": "/screen/root/children/0", "description": "a [link](https://evil.example) in a description \u001b[2J"},
                "valid/\u001b]0;id-title\u0007.json": {"outcome": "accept", "description": "an id that sets the title"}
                """#,
            files: [
                "valid/seed.json": RunnerCorpus.validPayload, "invalid/schema/node-missing-type.json": RunnerCorpus.nodeMissingType,
                linkID: RunnerCorpus.nodeMissingType, titleID: RunnerCorpus.nodeMissingType,
            ])
    }

    /// `text` holds nothing a terminal obeys.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { obeyed.contains($0) }
    }

    @Test("no escape sequence from the implementation or a fixture id reaches stdout or stderr", arguments: ReportFormat.allCases)
    func everyFormat(format: ReportFormat) async throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(Self.script)
        let run = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--format", format.rawValue, "--show", "all", "--jobs", "1", "--"] + command)
        #expect(run.status == 1)
        #expect(Self.isInert(run.stdout), "\(run.stdout.debugDescription.prefix(2000))")
        #expect(Self.isInert(run.stderr), "\(run.stderr.debugDescription)")
        // The last line says why the run exits 1.
        #expect(run.stderr.split(separator: "\n").last?.contains("; exit 1: ") == true, "\(run.stderr)")
        switch format {
        case .text:
            #expect(run.stdout.contains(#"evil\u001B]0;pwned\u0007\r\u001B[2Krun: 634 passed"#))
            #expect(run.stdout.contains(#"valid/\u001B]0;id-title\u0007.json"#))
            #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("run: 634 passed") })
        case .markdown:
            // No link or image forms: every `]` before a `(` is escaped, no `![` is left, no tag.
            // Outside fenced code blocks (stderr is quoted in one, where nothing is parsed), no
            // link or image forms: every `]` before a `(` is escaped, no `![` is left, no tag.
            let link = try Regex(#"(^|[^\\])\]\(|!\[|<b>"#)
            var fenced = false
            var injected: [Substring] = []
            for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { fenced.toggle() } else if !fenced, line.contains(link) { injected.append(line) }
            }
            #expect(injected.isEmpty, "\(injected)")
            #expect(run.stdout.contains(#"a\](https:evil) !\[b\](c).json"#))
            #expect(run.stdout.contains(#"\[click\](https://evil.example)"#))
            #expect(run.stdout.contains("&lt;b&gt;html&lt;/b&gt;"))
        case .junit:
            let document = try XMLDocument(xmlString: run.stdout)
            let names = try document.nodes(forXPath: "//testcase/@name").compactMap { $0.stringValue }
            #expect(names.contains(#"valid/\u001B]0;id-title\u0007.json"#), "\(names)")
        case .json:
            // JSON keeps the data: the escapes decode back to what the implementation wrote.
            let report = try RunReport.decode(Data(run.stdout.utf8))
            #expect(report.implementation?.name.hasPrefix("evil\u{1B}]0;pwned\u{07}") == true)
            #expect(report.results.contains { $0.id == Self.titleID })
        case .badge:
            #expect(run.stdout.contains(#""label":"murti conformance""#))
        }
    }

    @Test("lint, diff and a report written to a file keep the terminal clean too")
    func otherVerbs() async throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        for format in ["text", "github"] {
            let lint = try RunnerProcess.run(["lint", "--corpus", corpus.corpus.path, "--format", format])
            #expect(Self.isInert(lint.stdout) && Self.isInert(lint.stderr), "\(lint.stdout.debugDescription)")
            #expect(lint.stdout.contains(#"\u001B]0;id-title\u0007"#), "\(lint.stdout)")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let hostile = scratch.appendingPathComponent("hostile.json").path
        let reference = scratch.appendingPathComponent("reference.json").path
        let command = try FakeImplementations.command(Self.script)
        let written = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--format", "json", "--output", hostile, "--"] + command)
        #expect(Self.isInert(written.stderr), "\(written.stderr.debugDescription)")
        #expect(written.stderr.contains("; report: \(hostile); exit 1: "))
        #expect(Self.isInert(try String(contentsOfFile: hostile, encoding: .utf8)))
        _ = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--format", "json", "--output", reference])
        let diff = try RunnerProcess.run(["diff", reference, hostile])
        #expect(diff.status == 1)
        #expect(Self.isInert(diff.stdout) && Self.isInert(diff.stderr), "\(diff.stdout.debugDescription)")
        #expect(diff.stdout.contains(#"implementation: murti-swift-reference"#))
    }

    @Test("capabilities carrying escape sequences make a bad start answer whose reason stays inert", arguments: [ReportFormat.text, .markdown, .junit])
    func hostileCapabilities(format: ReportFormat) async throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(Self.script, arguments: ["badcaps"])
        let run = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--format", format.rawValue, "--jobs", "1", "--max-restarts", "1", "--"] + command)
        #expect(run.status == 1)
        #expect(Self.isInert(run.stdout), "\(run.stdout.debugDescription.prefix(2000))")
        #expect(Self.isInert(run.stderr), "\(run.stderr.debugDescription)")
        #expect(run.stdout.contains("capabilities"), "\(run.stdout.prefix(2000))")
        #expect(run.stdout.contains("Not certified"), "\(run.stdout.prefix(2000))")
    }

    @Test("answers with 4 MB messages leave reports bounded by the fixture count, each cut answer marked")
    func fourMegabyteMessages() async throws {
        let count = 12
        var entries: [String] = []
        var files: [String: String] = [:]
        for index in 0..<count {
            entries.append(#""valid/big-\#(index).json": {"outcome": "accept", "description": "d"}"#)
            files["valid/big-\(index).json"] = RunnerCorpus.validPayload
        }
        let corpus = try RunnerCorpus(entries: entries.joined(separator: ",\n"), files: files)
        defer { corpus.remove() }
        let command = try FakeImplementations.command(Self.script, arguments: ["big"])
        let json = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--format", "json", "--jobs", "2", "--"] + command)
        // Unbounded, this report was 12 × 4 MB; bounded, each answer takes at most 64 KiB.
        #expect(json.stdout.utf8.count < count * (Bounds.answerBytes + 16 * 1024), "\(json.stdout.utf8.count) bytes")
        let report = try RunReport.decode(Data(json.stdout.utf8))
        #expect(report.results.count == count)
        for result in report.results {
            #expect(result.truncated == [.actual])
            let message = result.actual?["message"]?.stringValue ?? ""
            #expect(message.utf8.count <= Bounds.stringBytes && message.hasSuffix(" bytes more"))
        }
        let text = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--format", "markdown", "--"] + command)
        #expect(text.stdout.utf8.count < 64 * 1024, "\(text.stdout.utf8.count) bytes")
    }
}
