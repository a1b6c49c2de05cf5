/// One verb's arguments, scanned against its ``VerbSpec``: flag values, switches, positionals
/// and the `-- COMMAND` tail. Both `--flag value` and `--flag=value` are accepted; a flag given
/// twice keeps its last value. Values are read through their ``Flag``.
struct Arguments {
    /// The verb.
    let verb: Verb
    /// Valued flags (with their dashes) to their last value.
    private(set) var values: [String: String] = [:]
    /// Switches that were given.
    private(set) var switches: Set<String> = []
    /// Everything that is not a flag, in order.
    private(set) var positionals: [String] = []
    /// The words after `--`, or `nil` when there was no `--`.
    private(set) var command: [String]?
    /// Whether `--help` or `-h` was given.
    private(set) var wantsHelp = false

    /// Scans `words` (those after the verb). Throws ``CLIError`` for a flag the verb does not
    /// take, a missing value, a value given to a switch, or a misplaced `--`.
    init(_ words: [String], verb: Verb) throws(CLIError) {
        self.verb = verb
        let spec = verb.spec
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                guard spec.takesCommand else { throw .badCommand(verb: verb, reason: "takes no -- COMMAND") }
                let tail = Array(words[index...])
                guard !tail.isEmpty else { throw .badCommand(verb: verb, reason: "-- must be followed by COMMAND [ARGS...]") }
                command = tail
                return
            }
            if word == "--help" || word == "-h" {
                wantsHelp = true
                continue
            }
            guard word.hasPrefix("-"), word != "-" else {
                positionals.append(word)
                continue
            }
            var name = word
            var inline: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            guard let flag = spec.flags.first(where: { $0.name == name }) else { throw .unknownFlag(verb: verb, flag: name) }
            guard flag.placeholder != nil else {
                guard inline == nil else { throw .unexpectedValue(verb: verb, flag: name) }
                switches.insert(name)
                continue
            }
            if inline == nil, index < words.count, !words[index].hasPrefix("--") {
                inline = words[index]
                index += 1
            }
            guard let value = inline, !value.isEmpty else { throw .missingValue(verb: verb, flag: name) }
            guard flag.accepts(value) else {
                throw .invalidValue(verb: verb, flag: name, value: value, expected: flag.expected)
            }
            values[name] = value
        }
    }

    /// The value of `flag`, or `nil` when not given. Throws ``CLIError/invalidValue(verb:flag:value:expected:)``.
    func value<Value>(_ flag: Flag<Value>) throws(CLIError) -> Value? {
        guard let text = values[flag.name] else { return nil }
        guard let value = flag.read(text) else {
            throw .invalidValue(verb: verb, flag: flag.name, value: text, expected: flag.expected)
        }
        return value
    }

    /// Whether the switch `flag` was given.
    func isSet(_ flag: Flag<Bool>) -> Bool { switches.contains(flag.name) }

    /// Throws unless there are no positionals.
    func noPositionals() throws(CLIError) {
        guard positionals.isEmpty else {
            throw .badPositionals(verb: verb, got: positionals, expected: "no positional arguments")
        }
    }

    /// The positionals, at least one; `expected` names them in the error.
    func atLeastOnePositional(_ expected: String) throws(CLIError) -> [String] {
        guard !positionals.isEmpty else { throw .badPositionals(verb: verb, got: [], expected: expected) }
        return positionals
    }

    /// The only positional; `expected` names it in the error.
    func onePositional(_ expected: String) throws(CLIError) -> String {
        guard positionals.count == 1 else { throw .badPositionals(verb: verb, got: positionals, expected: expected) }
        return positionals[0]
    }
}
