import MurtiConformance
import OptionTable

/// `propose FILE...`: the entry the reference would give each new fixture, for review
/// (docs/CONTRACT.md §2).
enum ProposeVerb: VerbHandler {
    /// `propose`'s flags.
    struct Options: ParsableOptions {
        @Option(Flags.corpus) var corpus: String?
        @Option(Flags.profile) var profile: String
    }

    static func run(_ options: Options, _ arguments: ParsedArguments) throws -> ExitCode {
        var propose = ProposeRun(
            workspace: try SelfExecutable.workspace(options.corpus), reference: SelfExecutable.reference,
            files: try arguments.atLeastOnePositional("FILE..."))
        propose.profile = options.profile
        let output = try propose.run()
        for message in output.messages { Console.error(message) }
        if !output.entries.isEmpty {
            Console.out(output.entries.joined(separator: ",\n") + "\n")
            Console.error(output.reminder)
        }
        return output.hadUnreadableFile ? .usage : .success
    }
}
