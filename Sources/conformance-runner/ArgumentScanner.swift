/// Splits one verb's arguments into flags, positionals and the `-- COMMAND` tail.
///
/// Both `--flag value` and `--flag=value` are accepted; a flag given twice keeps its last value.
struct ArgumentScanner {
    /// What a verb accepts.
    struct Grammar {
        /// Flags that take a value.
        var valued: Set<String> = []
        /// Flags that take none.
        var switches: Set<String> = []
        /// Whether `-- COMMAND [ARGS...]` may end the line.
        var takesCommand = false
    }

    /// The scanned line.
    struct Scanned: Equatable {
        /// Valued flags (name with its dashes, e.g. `--corpus`) to their last value.
        var values: [String: String] = [:]
        /// Switches that were given.
        var switches: Set<String> = []
        /// Everything that is not a flag, in order.
        var positionals: [String] = []
        /// The words after `--`, or `nil` when there was no `--`.
        var command: [String]?
        /// Whether `--help` or `-h` was given.
        var wantsHelp = false
    }

    /// Scans `arguments` (the words after the verb) for `verb` under `grammar`.
    static func scan(_ arguments: [String], verb: Verb, grammar: Grammar) throws(CLIError) -> Scanned {
        var scanned = Scanned()
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                guard grammar.takesCommand else {
                    throw .badCommand(verb: verb, reason: "takes no -- COMMAND")
                }
                let tail = Array(arguments[index...])
                guard !tail.isEmpty else {
                    throw .badCommand(verb: verb, reason: "-- must be followed by COMMAND [ARGS...]")
                }
                scanned.command = tail
                return scanned
            }
            if word == "--help" || word == "-h" {
                scanned.wantsHelp = true
                continue
            }
            guard word.hasPrefix("-"), word != "-" else {
                scanned.positionals.append(word)
                continue
            }
            let name: String
            var inline: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            } else {
                name = word
            }
            if grammar.switches.contains(name) {
                guard inline == nil else { throw .unexpectedValue(verb: verb, flag: name) }
                scanned.switches.insert(name)
            } else if grammar.valued.contains(name) {
                if inline == nil, index < arguments.count, !arguments[index].hasPrefix("--") {
                    inline = arguments[index]
                    index += 1
                }
                guard let value = inline, !value.isEmpty else { throw .missingValue(verb: verb, flag: name) }
                scanned.values[name] = value
            } else {
                throw .unknownFlag(verb: verb, flag: name)
            }
        }
        return scanned
    }
}
