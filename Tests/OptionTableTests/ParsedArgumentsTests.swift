import OptionTable
import Testing

/// The option table on a command of its own: every flag kind, both spellings, the errors, and
/// help made from the same declarations.
@Suite("OptionTable: flags declared once, parsed and described from the same table")
struct ParsedArgumentsTests {
    enum Color: String, CaseIterable, Sendable {
        case red, green
    }

    static let corpus = Flag.text("--corpus", "DIR", "the corpus folder (default: ./corpus)")
    static let jobs = Flag.integer("--jobs", "N", "processes in parallel")
    static let restarts = Flag.integer("--max-restarts", "N", "restarts allowed", minimum: 0)
    static let timeout = Flag.seconds("--timeout", "SECONDS", "per-case time limit")
    static let pause = Flag.seconds("--pause", "N", "0 skips it", allowsZero: true)
    static let seed = Flag.seed("--seed", "S", "the seed")
    static let color = Flag<Color>.choice("--color", "the color")
    static let quiet = Flag.toggle("--quiet", "no progress line")
    static let spec = CommandSpec(
        name: "paint", operands: "FILE...",
        flags: [corpus.spec(), jobs.spec(), restarts.spec(), timeout.spec(), pause.spec(), seed.spec(), color.spec(), quiet.spec()],
        takesCommand: true, summary: "paints files", about: "Paints every file.", notes: "Exit 0 when painted.")

    @Test("--flag value and --flag=value mean the same; a flag given twice keeps its last value")
    func spellings() throws {
        let spaced = try ParsedArguments(["--corpus", "c", "--jobs", "3", "a.json", "--jobs", "4"], spec: Self.spec)
        let joined = try ParsedArguments(["--corpus=c", "a.json", "--jobs=4"], spec: Self.spec)
        #expect(spaced.values == joined.values)
        #expect(spaced.positionals == ["a.json"])
        #expect(try spaced.value(Self.jobs) == 4)
        #expect(try spaced.value(Self.corpus) == "c")
    }

    @Test("values are typed by their flag", arguments: [
        (["--timeout", "2.5", "--pause", "0", "--seed", "18446744073709551615", "--color", "green", "--max-restarts", "0"], true),
    ])
    func typed(_ words: [String], _ unused: Bool) throws {
        let parsed = try ParsedArguments(words + ["--quiet"], spec: Self.spec)
        #expect(try parsed.value(Self.timeout) == 2.5)
        #expect(try parsed.value(Self.pause) == 0)
        #expect(try parsed.value(Self.seed) == UInt64.max)
        #expect(try parsed.value(Self.color) == .green)
        #expect(try parsed.value(Self.restarts) == 0)
        #expect(parsed.isSet(Self.quiet))
        #expect(try parsed.value(Self.jobs) == nil)
    }

    @Test("everything after -- is the command, flags included; --help is noted, not an error")
    func tail() throws {
        let parsed = try ParsedArguments(["-h", "--", "java", "-jar", "x.jar", "--color", "blue"], spec: Self.spec)
        #expect(parsed.tail == ["java", "-jar", "x.jar", "--color", "blue"])
        #expect(parsed.wantsHelp)
    }

    @Test("bad lines name the command, the flag and what a valid value is", arguments: [
        (["--bogus"], OptionError.unknownFlag(command: "paint", flag: "--bogus")),
        (["--corpus"], .missingValue(command: "paint", flag: "--corpus")),
        (["--corpus", "--quiet"], .missingValue(command: "paint", flag: "--corpus")),
        (["--quiet=1"], .unexpectedValue(command: "paint", flag: "--quiet")),
        (["--jobs", "0"], .invalidValue(command: "paint", flag: "--jobs", value: "0", expected: "a positive integer")),
        (["--max-restarts=-1"], .invalidValue(command: "paint", flag: "--max-restarts", value: "-1", expected: "a whole number, 0 or more")),
        (["--timeout=0"], .invalidValue(command: "paint", flag: "--timeout", value: "0", expected: "a positive number of seconds")),
        (["--pause=-1"], .invalidValue(command: "paint", flag: "--pause", value: "-1", expected: "a number of seconds, 0 to skip")),
        (["--seed=-1"], .invalidValue(command: "paint", flag: "--seed", value: "-1", expected: "a non-negative integer")),
        (["--color", "blue"], .invalidValue(command: "paint", flag: "--color", value: "blue", expected: "red|green")),
        (["--"], .badCommand(command: "paint", reason: "-- must be followed by COMMAND [ARGS...]")),
    ])
    func errors(_ words: [String], _ expected: OptionError) {
        #expect(throws: expected) { try ParsedArguments(words, spec: Self.spec) }
    }

    @Test("a command that takes no -- COMMAND refuses one; positional counts are checked")
    func shape() throws {
        let plain = CommandSpec(name: "plain", flags: [], summary: "s", about: "a")
        #expect(throws: OptionError.badCommand(command: "plain", reason: "takes no -- COMMAND")) {
            try ParsedArguments(["--", "x"], spec: plain)
        }
        let none = try ParsedArguments([], spec: plain)
        #expect(throws: OptionError.badPositionals(command: "plain", got: [], expected: "DIR")) { try none.onePositional("DIR") }
        #expect(throws: OptionError.badPositionals(command: "plain", got: [], expected: "FILE...")) {
            try none.atLeastOnePositional("FILE...")
        }
        let two = try ParsedArguments(["a", "b"], spec: plain)
        #expect(throws: OptionError.badPositionals(command: "plain", got: ["a", "b"], expected: "no positional arguments")) {
            try two.noPositionals()
        }
    }

    @Test("help lists each declared flag with its value word and help, and the synopsis fits 100 columns")
    func help() {
        let text = Help.text(program: "tool", spec: Self.spec, commandLine: "the painter")
        #expect(text.hasPrefix("usage: tool paint FILE... [--corpus DIR] [--jobs N]"))
        for flag in Self.spec.flags {
            #expect(text.contains("  \(flag.name)"), "\(flag.name)")
            #expect(text.contains(flag.help.split(separator: " ").prefix(2).joined(separator: " ")), "\(flag.name)")
        }
        #expect(text.contains("--color red|green"))
        #expect(text.contains("  -- COMMAND [ARGS...]       the painter"))
        #expect(text.hasSuffix("Exit 0 when painted."))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
        let overview = Help.overview(program: "tool", commands: [Self.spec], extra: ["--version   prints the version"])
        #expect(overview.contains("  paint      paints files"))
        #expect(overview.contains("tool --version   prints the version"))
    }

    @Test("the overview's summary column starts two spaces after the longest name, so no name is cut")
    func overviewColumn() {
        let long = CommandSpec(name: "protocol-check", flags: [], summary: "checks lines", about: "")
        let overview = Help.overview(program: "tool", commands: [Self.spec, long])
        #expect(overview.contains("\n  protocol-check  checks lines"))
        #expect(overview.contains("\n  paint           paints files"))
    }

    @Test("long help lines wrap under the help column")
    func wrapping() {
        let long = Flag.text("--a-rather-long-flag-name", "FILE", String(repeating: "word ", count: 40))
        let text = Help.text(program: "tool", spec: CommandSpec(name: "x", flags: [long.spec()], summary: "", about: ""), commandLine: "")
        let lines = text.split(separator: "\n").filter { $0.hasPrefix(String(repeating: " ", count: 29) + "word") }
        #expect(lines.count >= 2)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }
}
