/// One command's arguments, scanned against its ``CommandSpec``: flag values, switches,
/// positionals and the `-- COMMAND` tail. Both `--flag value` and `--flag=value` are accepted;
/// a flag given twice keeps its last value. Every value is checked as it is scanned, and read
/// typed through its ``Flag``, usually by a verb's ``ParsableOptions``.
package struct ParsedArguments: Sendable {
    /// The command's name.
    package let command: String
    /// Valued flags (with their dashes) to their last value.
    package private(set) var values: [String: String] = [:]
    /// Switches that were given.
    package private(set) var switches: Set<String> = []
    /// Everything that is not a flag, in order.
    package private(set) var positionals: [String] = []
    /// The words after `--`, or `nil` when there was no `--`.
    package private(set) var tail: [String]?
    /// Whether `--help` or `-h` was given.
    package private(set) var wantsHelp = false

    /// Scans `words` (those after the command's name). Throws ``OptionError`` for a flag the
    /// command does not take, a missing or invalid value, a value given to a switch, or a
    /// misplaced `--`.
    package init(_ words: [String], spec: CommandSpec) throws(OptionError) {
        command = spec.name
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                guard spec.takesCommand else { throw .badCommand(command: command, reason: "takes no -- COMMAND") }
                let tail = Array(words[index...])
                guard !tail.isEmpty else { throw .badCommand(command: command, reason: "-- must be followed by COMMAND [ARGS...]") }
                self.tail = tail
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
            guard let flag = spec.flags.first(where: { $0.name == name }) else { throw .unknownFlag(command: command, flag: name) }
            guard flag.placeholder != nil else {
                guard inline == nil else { throw .unexpectedValue(command: command, flag: name) }
                switches.insert(name)
                continue
            }
            if inline == nil, index < words.count, !words[index].hasPrefix("--") {
                inline = words[index]
                index += 1
            }
            guard let value = inline, !value.isEmpty else { throw .missingValue(command: command, flag: name) }
            guard flag.accepts(value) else {
                throw .invalidValue(command: command, flag: name, value: value, expected: flag.expected)
            }
            values[name] = value
        }
    }

    /// The value of `flag`, or `nil` when it was not given; a switch's value is what its reader
    /// makes of no text (`true` for ``Flag/toggle(_:_:)``). Throws
    /// ``OptionError/invalidValue(command:flag:value:expected:)``.
    package func value<Value>(_ flag: Flag<Value>) throws(OptionError) -> Value? {
        if flag.placeholder == nil { return switches.contains(flag.name) ? flag.value("") : nil }
        guard let text = values[flag.name] else { return nil }
        guard let value = flag.value(text) else {
            throw .invalidValue(command: command, flag: flag.name, value: text, expected: flag.expected)
        }
        return value
    }

    /// Whether the switch `flag` was given.
    package func isSet(_ flag: Flag<Bool>) -> Bool { switches.contains(flag.name) }

    /// Throws unless there are no positionals.
    package func noPositionals() throws(OptionError) {
        guard positionals.isEmpty else {
            throw .badPositionals(command: command, got: positionals, expected: "no positional arguments")
        }
    }

    /// The positionals, at least one; `expected` names them in the error.
    package func atLeastOnePositional(_ expected: String) throws(OptionError) -> [String] {
        guard !positionals.isEmpty else { throw .badPositionals(command: command, got: [], expected: expected) }
        return positionals
    }

    /// The only positional; `expected` names it in the error.
    package func onePositional(_ expected: String) throws(OptionError) -> String {
        guard positionals.count == 1 else { throw .badPositionals(command: command, got: positionals, expected: expected) }
        return positionals[0]
    }
}
