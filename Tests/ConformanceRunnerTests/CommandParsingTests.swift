import Testing
@testable import conformance_runner

@Suite("Command parsing (CONTRACT §5)")
struct CommandParsingTests {
    @Test("--flag value and --flag=value mean the same", arguments: [
        (["run", "--format", "json", "--jobs", "3", "--timeout", "2.5"], ["run", "--format=json", "--jobs=3", "--timeout=2.5"]),
        (["lint", "--corpus", "c", "--format", "github"], ["lint", "--corpus=c", "--format=github"]),
        (["validate", "a.json", "--profile", "p"], ["validate", "a.json", "--profile=p"]),
    ])
    func bothSpellings(_ spaced: [String], _ joined: [String]) throws {
        #expect(try Command(arguments: spaced) == Command(arguments: joined))
    }

    @Test("run keeps everything after -- as the command, flags included")
    func runCommand() throws {
        guard case .run(let options) = try Command(arguments: ["run", "--quiet", "--", "java", "-jar", "x.jar", "--format", "y"])
        else { Issue.record("not a run"); return }
        #expect(options.command == ["java", "-jar", "x.jar", "--format", "y"])
        #expect(options.quiet)
        #expect(options.format == "text")
    }

    @Test("run without -- has no command (the built-in reference)")
    func runReference() throws {
        guard case .run(let options) = try Command(arguments: ["run", "--max-errors", "5", "--filter", "invalid/**"])
        else { Issue.record("not a run"); return }
        #expect(options.command == nil)
        #expect(options.maxErrors == 5)
        #expect(options.filter == "invalid/**")
    }

    @Test("help in every spelling", arguments: [
        (["--help"], Command.help(nil)), (["help"], .help(nil)), (["help", "lint"], .help(.lint)),
        (["import", "--help"], .help(.importBank)), (["run", "-h", "--bogus-after-help"], nil),
    ])
    func help(_ arguments: [String], _ expected: Command?) {
        #expect((try? Command(arguments: arguments)) == expected)
    }

    @Test("usage errors name the verb and the flag", arguments: [
        (["run", "--bogus"], CLIError.unknownFlag(verb: .run, flag: "--bogus")),
        (["run", "--output"], .missingValue(verb: .run, flag: "--output")),
        (["run", "--output", "--quiet"], .missingValue(verb: .run, flag: "--output")),
        (["serve", "--schema-only=1"], .unexpectedValue(verb: .serve, flag: "--schema-only")),
        (["run", "--"], .badCommand(verb: .run, reason: "-- must be followed by COMMAND [ARGS...]")),
        (["agreement", "--format", "junit"], .invalidValue(verb: .agreement, flag: "--format", value: "junit", expected: "text|json|markdown")),
        (["diff", "a.json"], .argumentCount(verb: .diff, need: "needs two reports: diff BEFORE.json AFTER.json", got: ["a.json"])),
        ([], .unknownVerb(nil)),
    ])
    func usageErrors(_ arguments: [String], _ expected: CLIError) {
        #expect(throws: expected) { try Command(arguments: arguments) }
    }
}
