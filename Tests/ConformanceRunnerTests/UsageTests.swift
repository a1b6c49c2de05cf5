import Testing

@Suite("conformance-runner: usage, help and exit 2 (docs/CONTRACT.md §5)", .tags(.slow))
struct UsageTests {
    @Test("bad usage and unreadable input exit 2 with a message naming the problem", arguments: [
        ([], "no verb given"),
        (["frobnicate"], "unknown verb frobnicate"),
        (["run", "--bogus"], "unknown flag --bogus"),
        (["run", "--jobs"], "--jobs needs a value"),
        (["run", "--jobs=0"], "--jobs 0 is not valid"),
        (["run", "--format", "xml"], "--format xml is not valid"),
        (["serve", "--schema-only=yes"], "--schema-only takes no value"),
        (["lint", "extra"], "unexpected argument(s) extra"),
        (["lint", "--", "x"], "takes no -- COMMAND"),
        (["validate"], "expected FILE..."),
        (["diff", "a.json"], "diff needs two reports: diff BEFORE.json AFTER.json"),
        (["run", "--corpus", "/nonexistent-corpus"], "/nonexistent-corpus/expectations.json"),
        (["diff", "/nonexistent/a.json", "/nonexistent/b.json"], "/nonexistent/a.json"),
    ])
    func usage(_ arguments: [String], _ message: String) async throws {
        let outcome = try RunnerProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }

    @Test("a usage error is followed by the verb's usage on stderr")
    func usageFollows() async throws {
        let outcome = try RunnerProcess.run(["lint", "--bogus"])
        #expect(outcome.stderr.contains("usage: conformance-runner lint"))
    }

    @Test("every verb has --help on stdout, exit 0",
          arguments: ["run", "serve", "validate", "lint", "agreement", "check", "propose", "import", "diff"])
    func help(_ verb: String) async throws {
        let outcome = try RunnerProcess.run([verb, "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("usage: conformance-runner \(verb)"))
        #expect(outcome.stdout.contains("Exit codes:"))
    }
}
