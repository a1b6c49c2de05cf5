import ConformanceContracts
import Foundation
import MurtiConformance
import OptionTable

/// `conformance-runner`: parses the verb and its flags, runs it, exits with its code
/// (docs/CONTRACT.md §5: 0 all passed, 1 any failure, 2 bad usage or unreadable input).
@main
struct ConformanceRunner {
    static func main() {
        let code = run(Array(CommandLine.arguments.dropFirst()))
        // Whatever an implementation or a helper left behind ends with the runner, and a stop
        // signal decides the status (128 + its number: 130, 143, 129; docs/SECURITY.md).
        ProcessReaper.endAll()
        exit(InterruptFlag.exitStatus ?? code.rawValue)
    }

    static func run(_ words: [String]) -> ExitCode {
        ContractList.install()
        do {
            guard let first = words.first else { throw CLIError.unknownVerb(nil) }
            if first == "--version" {
                guard words.count == 1 else { throw PipelineError.unusable("--version takes no other arguments") }
                return Console.exitCode(after: try VersionVerb.run())
            }
            if first == "--help" || first == "-h" || first == "help" {
                guard let topic = words.dropFirst().first else { return help(nil) }
                guard let verb = Verb(rawValue: topic) else { throw CLIError.unknownVerb(topic) }
                return help(verb)
            }
            guard let verb = Verb(rawValue: first) else { throw CLIError.unknownVerb(first) }
            let arguments = try ParsedArguments(Array(words.dropFirst()), spec: verb.spec)
            if arguments.wantsHelp { return help(verb) }
            if let mode = verb.stopMode {
                InterruptFlag.install(mode, label: verb.rawValue)
                ProcessReaper.becomeSubreaper()
            }
            return Console.exitCode(after: try verb.handler.handle(arguments))
        } catch let error as OptionError {
            Console.error("conformance-runner: \(error.description)\n\n" + Verb.usage(Verb(rawValue: error.command)))
        } catch let error as CLIError {
            Console.error("conformance-runner: \(error.description)\n\n" + Verb.usage(nil))
        } catch let error as PipelineError {
            Console.error("conformance-runner: \(error.description)")
        } catch {
            Console.error("conformance-runner: \(error)")
        }
        return .usage
    }

    /// Prints `verb`'s usage (the runner's without one) on stdout; a failed write there exits 2
    /// (docs/SECURITY.md "Output files").
    static func help(_ verb: Verb?) -> ExitCode {
        Console.out(Verb.usage(verb) + "\n")
        return Console.exitCode(after: .success)
    }
}
