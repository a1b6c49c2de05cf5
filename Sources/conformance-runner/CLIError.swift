import MurtiConformance

/// Why a verb could not run (exit 2, docs/CONTRACT.md §5): bad usage, or a pipeline that could
/// not use its input.
enum CLIError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A flag the verb does not know.
    case unknownFlag(verb: Verb, flag: String)
    /// A flag that needs a value was last on the line (or got an empty one).
    case missingValue(verb: Verb, flag: String)
    /// A value that is not one of the accepted ones.
    case invalidValue(verb: Verb, flag: String, value: String, expected: String)
    /// A boolean flag given `=value`.
    case unexpectedValue(verb: Verb, flag: String)
    /// Positional arguments the verb does not take, or too few/many of them.
    case badPositionals(verb: Verb, got: [String], expected: String)
    /// `-- COMMAND` on a verb that takes none, or `--` with nothing after it.
    case badCommand(verb: Verb, reason: String)
    /// Flags that exclude each other were given together.
    case conflictingFlags(verb: Verb, flags: [String])
    /// No verb, or an unknown one.
    case unknownVerb(String?)
    /// The verb got too few or too many positional arguments; `need` says what it takes
    /// (`needs two reports: diff BEFORE.json AFTER.json`).
    case argumentCount(verb: Verb, need: String, got: [String])
    /// A pipeline could not use its input (it names the file, the place and the fix).
    case pipeline(PipelineError)

    /// The verb whose usage should follow the message, if any.
    var verb: Verb? {
        switch self {
        case .unknownFlag(let verb, _), .missingValue(let verb, _), .invalidValue(let verb, _, _, _),
             .unexpectedValue(let verb, _), .badPositionals(let verb, _, _), .badCommand(let verb, _),
             .argumentCount(let verb, _, _), .conflictingFlags(let verb, _):
            verb
        case .unknownVerb, .pipeline:
            nil
        }
    }

    /// Whether the usage text should follow the message.
    var showsUsage: Bool {
        switch self {
        case .pipeline: return false
        default: return true
        }
    }

    var description: String {
        switch self {
        case .unknownFlag(let verb, let flag):
            "\(verb.rawValue): unknown flag \(flag)"
        case .missingValue(let verb, let flag):
            "\(verb.rawValue): \(flag) needs a value (\(flag) VALUE or \(flag)=VALUE)"
        case .invalidValue(let verb, let flag, let value, let expected):
            "\(verb.rawValue): \(flag) \(value) is not valid; expected \(expected)"
        case .unexpectedValue(let verb, let flag):
            "\(verb.rawValue): \(flag) takes no value"
        case .badPositionals(let verb, let got, let expected):
            got.isEmpty
                ? "\(verb.rawValue): expected \(expected)"
                : "\(verb.rawValue): unexpected argument(s) \(got.joined(separator: " ")); expected \(expected)"
        case .badCommand(let verb, let reason):
            "\(verb.rawValue): \(reason)"
        case .conflictingFlags(let verb, let flags):
            "\(verb.rawValue): \(flags.joined(separator: " and ")) exclude each other; give one of them"
        case .unknownVerb(let word):
            word.map { "unknown verb \($0)" } ?? "no verb given"
        case .pipeline(let error):
            error.description
        case .argumentCount(let verb, let need, let got):
            "\(verb.rawValue) \(need) (got \(got.count)\(got.isEmpty ? "" : ": " + got.joined(separator: " ")))"
        }
    }
}
