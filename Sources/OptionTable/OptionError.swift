/// Why a command line does not fit its command's table; each case names the command.
package enum OptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A flag the command does not know.
    case unknownFlag(command: String, flag: String)
    /// A flag that needs a value was last on the line (or got an empty one).
    case missingValue(command: String, flag: String)
    /// A value its flag does not accept; `expected` says what it does.
    case invalidValue(command: String, flag: String, value: String, expected: String)
    /// A switch given `=value`.
    case unexpectedValue(command: String, flag: String)
    /// Positional arguments the command does not take, or too few/many of them.
    case badPositionals(command: String, got: [String], expected: String)
    /// `-- COMMAND` on a command that takes none, or `--` with nothing after it.
    case badCommand(command: String, reason: String)
    /// Flags that exclude each other were given together.
    case conflictingFlags(command: String, flags: [String])
    /// Too few or too many positionals; `need` says what the command takes
    /// (`needs two reports: diff BEFORE.json AFTER.json`).
    case argumentCount(command: String, need: String, got: [String])
    /// The command's options hold `property`, which is not declared with ``Option`` or
    /// ``OptionGroup``: a bug of the program, not of the command line.
    case notAnOption(command: String, property: String)

    /// The command the error is about.
    package var command: String {
        switch self {
        case .unknownFlag(let command, _), .missingValue(let command, _), .invalidValue(let command, _, _, _),
             .unexpectedValue(let command, _), .badPositionals(let command, _, _), .badCommand(let command, _),
             .conflictingFlags(let command, _), .argumentCount(let command, _, _), .notAnOption(let command, _):
            command
        }
    }

    /// One line naming the command, the flag and what to write.
    package var description: String {
        switch self {
        case .unknownFlag(let command, let flag):
            "\(command): unknown flag \(flag)"
        case .missingValue(let command, let flag):
            "\(command): \(flag) needs a value (\(flag) VALUE or \(flag)=VALUE)"
        case .invalidValue(let command, let flag, let value, let expected):
            "\(command): \(flag) \(value) is not valid; expected \(expected)"
        case .unexpectedValue(let command, let flag):
            "\(command): \(flag) takes no value"
        case .badPositionals(let command, let got, let expected):
            got.isEmpty
                ? "\(command): expected \(expected)"
                : "\(command): unexpected argument(s) \(got.joined(separator: " ")); expected \(expected)"
        case .badCommand(let command, let reason):
            "\(command): \(reason)"
        case .conflictingFlags(let command, let flags):
            "\(command): \(flags.joined(separator: " and ")) exclude each other; give one of them"
        case .argumentCount(let command, let need, let got):
            "\(command) \(need) (got \(got.count)\(got.isEmpty ? "" : ": " + got.joined(separator: " ")))"
        case .notAnOption(let command, let property):
            "\(command): the option \(property) is not declared with @Option or @OptionGroup (a bug of this program)"
        }
    }
}
