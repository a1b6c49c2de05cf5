import OptionTable
import Testing

/// Options declared once as properties: the table, help with each default, and the parsed
/// values all come from the same declarations, groups included.
@Suite("OptionTable: a command's options as one struct, each flag declared once with its default")
struct ParsableOptionsTests {
    enum Color: String, CaseIterable, Sendable {
        case red, green
    }

    /// What two commands share, as a group.
    struct Limits: ParsableOptions {
        static let defaultTimeout = 10.0

        @Option(.integer("--jobs", "N", "processes in parallel"), shown: "the processors") var jobs = 4
        @Option(.seconds("--timeout", "SECONDS", "per-case time limit")) var timeout = Limits.defaultTimeout
    }

    struct Paint: ParsableOptions {
        @Option(.text("--corpus", "DIR", "the corpus folder"), absent: "./corpus") var corpus: String?
        @Option(.choice("--color", "the color")) var color = Color.green
        @OptionGroup var limits: Limits
        @Option(.integer("--max-restarts", "N", "restarts allowed", minimum: 0)) var restarts = 50
        @Option(.seed("--seed", "S", "the seed")) var seed: UInt64?
        @Option(.toggle("--quiet", "no progress line")) var quiet: Bool
    }

    static let spec = CommandSpec(name: "paint", flags: Paint.flags, takesCommand: true, summary: "paints", about: "Paints.")

    @Test("the table lists every flag in declaration order, a group's in its place")
    func table() {
        #expect(Paint.flags.map(\.name) == ["--corpus", "--color", "--jobs", "--timeout", "--max-restarts", "--seed", "--quiet"])
        #expect(Paint.flags.map(\.defaultText) == ["./corpus", "green", "the processors", "10", "50", nil, nil])
    }

    /// The options as one line, to compare a parse with what it should give.
    static func summary(_ paint: Paint) -> String {
        "\(paint.corpus ?? "-") \(paint.color) \(paint.limits.jobs) \(paint.limits.timeout) \(paint.restarts) "
            + "\(paint.seed.map(String.init) ?? "-") \(paint.quiet)"
    }

    @Test("a flag not given has its declared default; one given has its value, groups included", arguments: [
        ([], "- green 4 10.0 50 - false"),
        (["--corpus=c", "--color", "red"], "c red 4 10.0 50 - false"),
        (["--jobs", "2", "--timeout", "2.5"], "- green 2 2.5 50 - false"),
        (["--max-restarts", "0", "--seed", "7", "--quiet"], "- green 4 10.0 0 7 true"),
        (["--jobs", "2", "--jobs=3", "--quiet", "--", "--jobs", "9"], "- green 3 10.0 50 - true"),
    ])
    func values(_ words: [String], _ expected: String) throws {
        #expect(Self.summary(try Paint(ParsedArguments(words, spec: Self.spec))) == expected)
    }

    @Test("help shows a default as the value it is", arguments: [
        (Option(wrappedValue: 10.0, .seconds("--t", "S", "h")).spec.defaultText, "10"),
        (Option(wrappedValue: 2.5, .seconds("--t", "S", "h")).spec.defaultText, "2.5"),
        (Option(wrappedValue: 999, .integer("--n", "N", "h")).spec.defaultText, "999"),
        (Option(wrappedValue: 10_000, .integer("--n", "N", "h")).spec.defaultText, "10,000"),
        (Option(wrappedValue: 1_234_567, .integer("--n", "N", "h")).spec.defaultText, "1,234,567"),
        (Option(wrappedValue: Color.red, .choice("--c", "h")).spec.defaultText, "red"),
        (Option(wrappedValue: 4, .integer("--n", "N", "h"), shown: "the processors").spec.defaultText, "the processors"),
        (Option<String?>(.text("--p", "P", "h"), absent: "./corpus").spec.defaultText, "./corpus"),
    ])
    func defaultText(_ shown: String?, _ expected: String) {
        #expect(shown == expected)
    }

    @Test("a default goes where the help marks its place, else at the end; a switch and an absent value show none", arguments: [
        (Option(wrappedValue: 60.0, .seconds("--s", "N", "length (default: {default}, seed 1); 0 skips it")).spec,
         "length (default: 60, seed 1); 0 skips it"),
        (Option(wrappedValue: 10.0, .seconds("--t", "S", "per-case time limit")).spec, "per-case time limit (default: 10)"),
        (Option<UInt64?>(.seed("--seed", "S", "the seed")).spec, "the seed"),
        (Option<UInt64?>(.seed("--seed", "S", "the seed (default: {default}); the same seed, the same run"), absent: "random").spec,
         "the seed (default: random); the same seed, the same run"),
        (Option(.toggle("--quiet", "no progress line")).spec, "no progress line"),
    ])
    func helpWithDefault(_ spec: FlagSpec, _ expected: String) {
        #expect(spec.helpWithDefault == expected)
    }

    @Test("`$name` is the flag behind a property, for an error that names it")
    func projected() {
        let paint = Paint()
        #expect(paint.$corpus.name == "--corpus" && paint.$quiet.placeholder == nil)
    }

    @Test("a group parses on its own from the same command line")
    func group() throws {
        let limits = try Limits(ParsedArguments(["--jobs", "3", "--color", "red"], spec: Self.spec))
        #expect(limits.jobs == 3 && limits.timeout == 10)
    }

    @Test("help shows each default from its declaration, after the help line")
    func help() {
        let text = Help.text(program: "tool", spec: Self.spec, commandLine: "")
        #expect(text.contains("  --timeout SECONDS          per-case time limit (default: 10)\n"))
        #expect(text.contains("  --corpus DIR               the corpus folder (default: ./corpus)\n"))
        #expect(text.contains("  --color red|green          the color (default: green)\n"))
        #expect(text.contains("  --seed S                   the seed\n"))
        #expect(text.contains("  --quiet                    no progress line\n  -- COMMAND"))
    }

    /// A property the walk cannot see as an option.
    struct Broken: ParsableOptions {
        @Option(.toggle("--quiet", "no progress line")) var quiet: Bool
        var stray = 1
    }

    @Test("a stored property that is not an option is named, not silently left at its value")
    func strayProperty() throws {
        let spec = CommandSpec(name: "broken", flags: Broken.flags, summary: "", about: "")
        #expect(Broken.flags.map(\.name) == ["--quiet"])
        #expect(throws: OptionError.notAnOption(command: "broken", property: "stray")) {
            try Broken(ParsedArguments(["--quiet"], spec: spec))
        }
    }
}
