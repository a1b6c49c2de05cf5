import Foundation
import MurtiConformance
import MurtiContract
import ConformanceTestSupport
import Testing

/// docs/SECURITY.md "Corpus confinement", "Certificates", "Output files", as a user meets them
/// with the built binary: a linked fixture refused by `run` and reported by `lint`, its target
/// never reaching the implementation; outputs refused before the run; a failed write to stdout,
/// `--write-expected-failures` and `diff`'s exit codes.
@Suite("conformance-runner over a hostile corpus", .contracts, .tags(.slow))
struct HostileCorpusCommandTests {
    /// The implementation that logs every request line to `log` and repeats each document.
    static func echo(log: URL) -> [String] {
        ["python3", "-S", RunnerProcess.packageRoot.appendingPathComponent("Tests/MurtiConformanceTests/Scripts/echoing_implementation.py").path,
         log.path]
    }

    /// A temporary corpus with a secret in a file beside it, and the echo's log path.
    struct Setup {
        let corpus: RunnerCorpus
        let secret = "SECRET-" + UUID().uuidString
        var log: URL { corpus.root.appendingPathComponent("echo.log") }
        var secretFile: URL { corpus.root.appendingPathComponent("secret.json") }

        init() throws {
            corpus = try RunnerCorpus(entries: LintCommandTests.sortedEntries)
            try Data(#"{"token": "\#(secret)"}"#.utf8).write(to: secretFile)
        }

        /// Everything the echo was sent; `""` when it never started.
        var sent: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    }

    @Test("a fixture linked to a secret: run refuses it naming the file (exit 2), lint reports it with the fix (exit 1), the secret never sent")
    func linkedFixture() async throws {
        let setup = try Setup()
        defer { setup.corpus.remove() }
        let fixture = setup.corpus.corpus.appendingPathComponent("valid/seed.json")
        try FileManager.default.removeItem(at: fixture)
        try FileManager.default.createSymbolicLink(atPath: fixture.path, withDestinationPath: setup.secretFile.path)
        let run = try RunnerProcess.run(["run", "--corpus", "corpus", "--quiet", "--"] + Self.echo(log: setup.log), in: setup.corpus.root)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("corpus/valid/seed.json is a symbolic link"), "\(run.stderr)")
        #expect(!setup.sent.contains(setup.secret) && setup.sent.isEmpty)
        #expect(!run.stdout.contains(setup.secret) && !run.stderr.contains(setup.secret))
        let lint = try RunnerProcess.run(["lint", "--corpus", "corpus"], in: setup.corpus.root)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("corpus/valid/seed.json: a symbolic link"), "\(lint.stdout)")
        #expect(lint.stdout.contains("fix: replace the link with a copy of what it points to"))
        #expect(!lint.stdout.contains(setup.secret) && !lint.stderr.contains(setup.secret))
    }

    @Test("--output corpus/expectations.json, or a link into the corpus, is refused before the run (exit 2) and the file is unchanged")
    func outputIntoCorpus() async throws {
        let setup = try Setup()
        defer { setup.corpus.remove() }
        let expectations = setup.corpus.corpus.appendingPathComponent("expectations.json")
        let before = try Data(contentsOf: expectations)
        let link = setup.corpus.root.appendingPathComponent("report.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: expectations.path)
        for output in ["corpus/expectations.json", "./corpus/../corpus/new.json", "report.json"] {
            let run = try RunnerProcess.run(
                ["run", "--corpus", "corpus", "--quiet", "--output", output, "--"] + Self.echo(log: setup.log), in: setup.corpus.root)
            #expect(run.status == 2, "\(output): \(run.stderr)")
            #expect(run.stderr.contains("--output \(output) is") && run.stderr.contains("refused before anything ran"), "\(run.stderr)")
        }
        #expect(try Data(contentsOf: expectations) == before)
        #expect(setup.sent.isEmpty, "the implementation was started")
        let baseline = try RunnerProcess.run(
            ["run", "--corpus", "corpus", "--quiet", "--write-expected-failures", "corpus/valid/x.txt", "--"] + Self.echo(log: setup.log),
            in: setup.corpus.root)
        #expect(baseline.status == 2 && baseline.stderr.contains("--write-expected-failures corpus/valid/x.txt is inside the corpus folder"))
    }

    @Test("an --output in a place where no file can be created is refused before the run")
    func unwritableOutput() async throws {
        let setup = try Setup()
        defer { setup.corpus.remove() }
        for output in ["/proc/report.json", "secret.json/report.json", "no/such/folder/report.json"] {
            let run = try RunnerProcess.run(
                ["run", "--corpus", "corpus", "--quiet", "--output", output, "--"] + Self.echo(log: setup.log), in: setup.corpus.root)
            #expect(run.status == 2 && run.stderr.contains("refused before anything ran"), "\(output): \(run.stderr)")
        }
        #expect(setup.sent.isEmpty)
        let transcript = try RunnerProcess.run(
            ["protocol-check", "--corpus", "corpus", "--transcript", "corpus/t.jsonl", "--"] + Self.echo(log: setup.log), in: setup.corpus.root)
        #expect(transcript.status == 2 && transcript.stderr.contains("--transcript corpus/t.jsonl is inside the corpus folder"))
        let fuzz = try RunnerProcess.run(["fuzz", "--corpus", "corpus", "--out", "corpus/findings"], in: setup.corpus.root)
        #expect(fuzz.status == 2 && fuzz.stderr.contains("--out corpus/findings is inside the corpus folder"), "\(fuzz.stderr)")
    }

    @Test("--write-expected-failures exits 0 once the file is written, so a set -e script goes on; the run alone exits 1")
    func baselineExitsZero() async throws {
        let setup = try Setup()
        defer { setup.corpus.remove() }
        let run = try RunnerProcess.run(["run", "--corpus", "corpus", "--quiet", "--"] + Self.echo(log: setup.log), in: setup.corpus.root)
        #expect(run.status == 1)
        let baseline = try RunnerProcess.run(
            ["run", "--corpus", "corpus", "--quiet", "--write-expected-failures", "baseline.txt", "--"] + Self.echo(log: setup.log),
            in: setup.corpus.root)
        #expect(baseline.status == 0, "\(baseline.stderr)")
        let text = try String(contentsOf: setup.corpus.root.appendingPathComponent("baseline.txt"), encoding: .utf8)
        #expect(text.contains("invalid/schema/node-missing-type.json"))
    }

    /// What `script` (run by /bin/sh, with `$0` the runner's binary) writes on stderr.
    static func stderr(ofShell script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, RunnerProcess.binary]
        process.currentDirectoryURL = RunnerProcess.packageRoot
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    @Test("a failed write to stdout (a full disk) exits 2 with a message; a closed pipe does not")
    func stdoutFailure() throws {
        let full = try Self.stderr(ofShell: "\"$0\" run --quiet --filter 'valid/seed/*' > /dev/full; echo \"status $?\" >&2")
        #expect(full.contains("cannot write to stdout: no space left on device"), "\(full)")
        #expect(full.contains("status 2"))
        let closed = try Self.stderr(ofShell: "\"$0\" run --quiet --filter 'valid/seed/*' | head -c 1 > /dev/null")
        #expect(!closed.contains("cannot write to stdout"), "\(closed)")
    }

    @Test("diff: an unknown major version and repeated ids exit 2 with the reason; an empty second report exits 1 and says so")
    func diff() async throws {
        let setup = try Setup()
        defer { setup.corpus.remove() }
        let report = try RunnerProcess.run(["run", "--corpus", "corpus", "--quiet", "--format", "json", "--output", "a.json"], in: setup.corpus.root)
        #expect(report.status == 0, "\(report.stderr)")
        let a = setup.corpus.root.appendingPathComponent("a.json")
        let members = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: a)) as? [String: Any])
        func write(_ name: String, _ edit: (inout [String: Any]) -> Void) async throws {
            var copy = members
            edit(&copy)
            try JSONSerialization.data(withJSONObject: copy).write(to: setup.corpus.root.appendingPathComponent(name))
        }
        try await write("v99.json") { $0["reportVersion"] = "9.9" }
        try await write("twice.json") { $0["results"] = (($0["results"] as? [Any]) ?? []) + [(($0["results"] as? [Any]) ?? []).first as Any] }
        try await write("empty.json") { $0["results"] = [Any]() }
        let v99 = try RunnerProcess.run(["diff", "a.json", "v99.json"], in: setup.corpus.root)
        #expect(v99.status == 2 && v99.stderr.contains("is a report of version \"9.9\""), "\(v99.stderr)")
        let twice = try RunnerProcess.run(["diff", "twice.json", "a.json"], in: setup.corpus.root)
        #expect(twice.status == 2 && twice.stderr.contains("more than once"), "\(twice.stderr)")
        let empty = try RunnerProcess.run(["diff", "a.json", "empty.json"], in: setup.corpus.root)
        #expect(empty.status == 1 && empty.stdout.contains("B is empty"), "\(empty.stdout)")
        let emptyFirst = try RunnerProcess.run(["diff", "empty.json", "a.json"], in: setup.corpus.root)
        #expect(emptyFirst.status == 0 && emptyFirst.stdout.contains("A is empty"))
    }

    @Test("fuzz --replay: a file in a corpus goes to the driver as its folder and id, that folder confined; a link in one is refused")
    func replayConfined() throws {
        let setup = try Setup()
        defer { setup.corpus.remove() }
        let other = try RunnerCorpus()
        defer { other.remove() }
        var fuzz = FuzzRun(workspace: try Workspace(corpus: setup.corpus.corpus.path),
                           reference: ReferenceCommand(serve: [RunnerProcess.binary, "serve"]))
        let mine = setup.corpus.corpus.appendingPathComponent("valid/seed.json").path
        let theirs = other.corpus.appendingPathComponent("invalid/schema/node-missing-type.json").path
        fuzz.replay = [mine, theirs]
        let command = try fuzz.driverCommand()
        let replayed = Array(command.suffix(2))
        #expect(replayed == [setup.corpus.corpus.path + "/valid/seed.json", other.corpus.path + "/invalid/schema/node-missing-type.json"])
        let confined = command.indices.filter { command[$0] == "--confine" }.map { command[$0 + 1] }
        #expect(confined == [other.corpus.path], "\(command)")
        // A replayed file that is a link inside either corpus is refused before the driver starts.
        let link = other.corpus.appendingPathComponent("valid/secret.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: setup.secretFile.path)
        fuzz.replay = [link.path]
        #expect { try fuzz.driverCommand() } throws: { "\($0)".contains("symbolic link") }
    }
}
