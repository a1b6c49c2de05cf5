import Foundation
import Testing

/// `protocol-check`: an implementation's lines over a run, checked against
/// docs/protocol.schema.json before grading hides the cause; and an implementation that speaks
/// another contract is sent no Murti fixture at all (docs/CONTRACT.md §8).
@Suite("conformance-runner protocol-check, and fixtures of a contract not spoken", .serialized, .tags(.slow), CITier.trait)
struct ProtocolCheckTests {
    /// A protocol v1 implementation answering the two fixtures of ``RunnerCorpus`` right, except
    /// that its rejections spell `rule` as `rul` when argv[1] is `misspell`; with argv[2] it
    /// records every request line it reads there, and argv[3] replaces its `contracts`.
    static let answering = #"""
        import json, sys
        misspell = len(sys.argv) > 1 and sys.argv[1] == "misspell"
        log = open(sys.argv[2], "a") if len(sys.argv) > 2 else None
        contracts = json.loads(sys.argv[3]) if len(sys.argv) > 3 else None
        for line in sys.stdin:
            if log: log.write(line); log.flush()
            m = json.loads(line)
            if m["cmd"] == "start":
                info = {"name": "table", "version": "1", "language": "Python", "layers": [1, 2, 3, 4]}
                if contracts is not None: info["contracts"] = contracts
                print(json.dumps({"protocol": 1, "implementation": info}), flush=True)
            elif m["cmd"] == "stop":
                break
            elif m["id"].startswith("valid/"):
                print(json.dumps({"seq": m["seq"], "outcome": "accept"}), flush=True)
            else:
                answer = {"seq": m["seq"], "outcome": "reject", "layer": 2, "path": "/screen/root/children/0"}
                answer["rul" if misspell else "rule"] = "required"
                print(json.dumps(answer), flush=True)
        """#

    @Test("the reference's lines over a run are all good: exit 0, the summary counts both directions")
    func reference() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let outcome = try RunnerProcess.run(["protocol-check", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "1"])
        #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("protocol-check: 6 lines: 3 requests, 3 answers, 0 noise; 0 bad, 0 requests unanswered"),
                "\(outcome.stderr)")
    }

    @Test("a misspelt member is named by its line, direction and keyword, where run only shows a wrong name")
    func misspelt() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(Self.answering, arguments: ["misspell"])
        let transcript = corpus.root.appendingPathComponent("lines.jsonl")
        let outcome = try RunnerProcess.run(
            ["protocol-check", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "1", "--transcript", transcript.path, "--"]
                + command)
        #expect(outcome.status == 1, "\(outcome.stdout)\n\(outcome.stderr)")
        let problems = outcome.stdout.split(separator: "\n")
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.contains("(answer to invalid/schema/node-missing-type.json, seq ") }, "\(outcome.stdout)")
        #expect(outcome.stdout.contains("rul"), "\(outcome.stdout)")
        #expect(outcome.stderr.contains("1 bad"), "\(outcome.stderr)")
        // The transcript is kept: one record per line, both directions.
        let records = try String(contentsOf: transcript, encoding: .utf8).split(separator: "\n")
        #expect(records.count == 6)
        #expect(records.contains { $0.contains(#""direction":"answer""#) && $0.contains(#"\"rul\""#) })
        // Grading alone sees only a wrong rule.
        let run = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--"] + command)
        #expect(run.status == 1)
        #expect(run.stdout.contains("1 wrong names") || run.stdout.contains("wrong name"), "\(run.stdout)")
    }

    /// Answers the valid fixture with a message that is a number, and crashes on the invalid
    /// one with a Node-like trace on stderr.
    static let crashing = #"""
        import json, sys
        for line in sys.stdin:
            m = json.loads(line)
            if m["cmd"] == "start":
                info = {"name": "crashing", "version": "1", "language": "Python", "layers": [1, 2, 3, 4]}
                print(json.dumps({"protocol": 1, "implementation": info}), flush=True)
            elif m["cmd"] == "stop":
                break
            elif m["id"].startswith("valid/"):
                print(json.dumps({"seq": m["seq"], "outcome": "accept", "message": 5}), flush=True)
            else:
                sys.stderr.write("/tmp/adapter.js:12\n    at decode (/tmp/adapter.js:12:7)\n"
                                 "TypeError: Cannot read properties of undefined (reading 'root')\n")
                sys.exit(1)
        """#

    @Test("a bad line names the fixture and seq of its request; a request the process crashed on is a problem of its own")
    func namedByFixture() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let command = try FakeImplementations.command(Self.crashing)
        let outcome = try RunnerProcess.run(
            ["protocol-check", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "1", "--"] + command)
        #expect(outcome.status == 1, "\(outcome.stdout)\n\(outcome.stderr)")
        let problems = outcome.stdout.split(separator: "\n").map(String.init)
        let bad = try #require(problems.first { $0.contains("(answer to valid/seed.json, seq ") }, "\(outcome.stdout)")
        #expect(bad.contains(#"at "/message": type: 5 is not of type"#), "\(bad)")
        let crash = try #require(
            problems.first { $0.contains("(request for invalid/schema/node-missing-type.json, seq ") }, "\(outcome.stdout)")
        #expect(crash.contains("no answer: the implementation ended"), "\(crash)")
        #expect(crash.contains("TypeError: Cannot read properties of undefined (reading 'root')"), "\(crash)")
        #expect(crash.contains(#"Fix: answer {"seq":"#), "\(crash)")
        #expect(problems.allSatisfy { $0.hasPrefix("line ") }, "\(outcome.stdout)")
        #expect(outcome.stderr.contains("1 bad, 1 request unanswered"), "\(outcome.stderr)")
    }

    @Test("an implementation speaking only flow-ui is sent no Murti fixture: every one unsupported, nothing certified")
    func contractNotSpoken() async throws {
        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let log = corpus.root.appendingPathComponent("requests.log")
        let command = try FakeImplementations.command(Self.answering, arguments: ["right", log.path, #"["flow-ui"]"#])
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", corpus.corpus.path, "--quiet", "--jobs", "1", "--format", "json", "--"] + command)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["unsupported"] as? Int == 2)
        #expect(totals["passed"] as? Int == 0)
        let results = try #require(report["results"] as? [[String: Any]])
        for result in results {
            #expect(result["status"] as? String == "unsupported")
            #expect((result["notCertified"] as? [[String: Any]])?.first?["contract"] as? String == "murti")
            #expect((result["reason"] as? String)?.contains("does not speak murti") == true, "\(result)")
        }
        let implementation = try #require(report["implementation"] as? [String: Any])
        #expect(implementation["contracts"] as? [String] == ["flow-ui"])
        let sent = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(sent.count == 2, "start and stop only (one process): \(sent)")
        #expect(!sent.contains { $0.contains(#""cmd": "validate""#) || $0.contains(#""cmd":"validate""#) })
        // Speaking both, the same implementation is graded on both fixtures.
        let both = try FakeImplementations.command(Self.answering, arguments: ["right", "/dev/null", #"["murti", "flow-ui"]"#])
        let graded = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--"] + both)
        #expect(graded.status == 0, "\(graded.stdout)\n\(graded.stderr)")
    }
}
