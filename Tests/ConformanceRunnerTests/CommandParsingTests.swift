import MurtiConformance
import OptionTable
import ConformanceTestSupport
import Testing
@testable import conformance_runner

@Suite("Command-line parsing from the option table (docs/CONTRACT.md §5)", .contracts, .tags(.slow))
struct CommandParsingTests {
    @Test("--flag value and --flag=value mean the same", arguments: [
        (["run", "--format", "json", "--jobs", "3", "--timeout", "2.5"], ["run", "--format=json", "--jobs=3", "--timeout=2.5"]),
        (["lint", "--corpus", "c", "--format", "github"], ["lint", "--corpus=c", "--format=github"]),
        (["validate", "a.json", "--profile", "p"], ["validate", "a.json", "--profile=p"]),
    ])
    func bothSpellings(_ spaced: [String], _ joined: [String]) throws {
        let left = try ParsedArguments(Array(spaced.dropFirst()), spec: try #require(Verb(rawValue: spaced[0])).spec)
        let right = try ParsedArguments(Array(joined.dropFirst()), spec: try #require(Verb(rawValue: joined[0])).spec)
        #expect(left.values == right.values)
        #expect(left.positionals == right.positionals)
    }

    @Test("run keeps everything after -- as the command, flags included; values are typed")
    func runCommand() throws {
        let arguments = try ParsedArguments(["--quiet", "--format", "junit", "--", "java", "-jar", "x.jar", "--format", "y"], spec: Verb.run.spec)
        #expect(arguments.tail == ["java", "-jar", "x.jar", "--format", "y"])
        let options = try RunVerb.Options(arguments)
        #expect(options.quiet && options.format == .junit)
    }

    @Test("run without -- has no command (the built-in reference)")
    func runReference() throws {
        let arguments = try ParsedArguments(["--max-errors", "5", "--filter", "invalid/**"], spec: Verb.run.spec)
        #expect(arguments.tail == nil)
        let options = try RunVerb.Options(arguments)
        #expect(options.maxErrors == 5 && options.run.filter == "invalid/**")
    }

    @Test("--help wins over everything else on the line")
    func help() throws {
        #expect(try ParsedArguments(["-h", "--format", "json"], spec: Verb.run.spec).wantsHelp)
        #expect(try !ParsedArguments(["--format", "json"], spec: Verb.run.spec).wantsHelp)
    }

    @Test("usage errors name the verb and the flag", arguments: [
        (["run", "--bogus"], OptionError.unknownFlag(command: "run", flag: "--bogus")),
        (["run", "--output"], .missingValue(command: "run", flag: "--output")),
        (["run", "--output", "--quiet"], .missingValue(command: "run", flag: "--output")),
        (["serve", "--schema-only=1"], .unexpectedValue(command: "serve", flag: "--schema-only")),
        (["run", "--"], .badCommand(command: "run", reason: "-- must be followed by COMMAND [ARGS...]")),
        (["agreement", "--format", "junit"], .invalidValue(command: "agreement", flag: "--format", value: "junit", expected: "text|json|markdown")),
        (["fuzz", "--seed=-1"], .invalidValue(command: "fuzz", flag: "--seed", value: "-1", expected: "a non-negative integer")),
        (["check", "--fuzz-seconds=-3"],
         .invalidValue(command: "check", flag: "--fuzz-seconds", value: "-3", expected: "a number of seconds, 0 to skip")),
        (["lint", "--", "x"], .badCommand(command: "lint", reason: "takes no -- COMMAND")),
    ])
    func usageErrors(_ words: [String], _ expected: OptionError) throws {
        let verb = try #require(Verb(rawValue: words[0]))
        #expect(throws: expected) { try ParsedArguments(Array(words.dropFirst()), spec: verb.spec) }
    }

    @Test("every flag a verb lists is declared once: no verb lists a name twice")
    func oneDeclarationPerFlag() {
        for verb in Verb.allCases {
            let names = verb.spec.flags.map(\.name)
            #expect(Set(names).count == names.count, "\(verb.rawValue) lists a flag twice")
        }
    }

    @Test("--help lists exactly the flags the parser accepts", arguments: Verb.allCases)
    func helpMatchesParser(_ verb: Verb) throws {
        let help = Verb.usage(verb)
        for flag in verb.spec.flags {
            #expect(help.contains(flag.name), "\(verb.rawValue) --help omits \(flag.name)")
            let words = flag.placeholder == nil ? [flag.name] : [flag.name, "1"]
            // Accepted by the parser (the value may still be refused as invalid, never as unknown).
            if case .failure(.unknownFlag) = Result(catching: { () throws(OptionError) in try ParsedArguments(words, spec: verb.spec) }) {
                Issue.record("\(verb.rawValue) lists \(flag.name) but refuses it")
            }
        }
    }
}

extension CommandParsingTests {
    @Test("the top-level help names every verb whole, each followed by its summary in one column", arguments: Verb.allCases)
    func overviewNamesVerbWhole(_ verb: Verb) throws {
        let rows = Verb.usage(nil).split(separator: "\n").map(String.init)
        let row = try #require(rows.first { $0.hasPrefix("  \(verb.rawValue)  ") }, "no row names \(verb.rawValue) whole")
        #expect(row.hasSuffix(verb.spec.summary))
        let column = row.count - verb.spec.summary.count
        for other in Verb.allCases {
            let line = rows.first { $0.hasPrefix("  \(other.rawValue) ") }
            #expect(line.map { $0.count - other.spec.summary.count } == column, "\(other.rawValue)'s summary is not in the column")
        }
    }
}

extension CommandParsingTests {
    @Test("run and protocol-check take one set of run options, parsed alike", arguments: [Verb.run, .protocolCheck])
    func sharedRunOptions(_ verb: Verb) throws {
        let arguments = try ParsedArguments(
            ["--jobs", "3", "--timeout", "2.5", "--start-timeout", "4", "--filter", "valid/**"], spec: verb.spec)
        let run = try RunOptions(arguments)
        #expect(run.jobs == 3 && run.timeout == 2.5 && run.startTimeout == 4 && run.filter == "valid/**")
        let names = verb.spec.flags.map(\.name)
        #expect(RunOptions.flags.allSatisfy { names.contains($0.name) })
        let defaults = RunOptions()
        #expect(defaults.timeout == DriverConfiguration.defaultTimeout && defaults.startTimeout == DriverConfiguration.defaultStartTimeout)
        #expect(defaults.jobs == ConformanceRun.defaultJobs && defaults.filter == nil)
    }

    @Test("the --timeout default help states is the driver's", arguments: [Verb.run, .protocolCheck, .agreement, .fuzz])
    func timeoutDefault(_ verb: Verb) throws {
        let flag = try #require(verb.spec.flags.first { $0.name == "--timeout" })
        #expect(flag.defaultText == String(Int(DriverConfiguration.defaultTimeout)))
        #expect(flag.helpWithDefault.hasSuffix(" (default: \(Int(DriverConfiguration.defaultTimeout)))"))
    }
}
