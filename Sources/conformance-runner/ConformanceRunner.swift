import Foundation

/// `conformance-runner`: parses the verb and its flags, runs it, exits with its code
/// (CONTRACT §5: 0 all passed, 1 any failure, 2 bad usage or unreadable input).
@main
struct ConformanceRunner {
    static func main() {
        exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
    }

    static func run(_ arguments: [String]) -> ExitCode {
        do {
            switch try Command(arguments: arguments) {
            case .help(let verb): print(Usage.text(for: verb)); return .success
            case .version: return try VersionVerb().run()
            case .run(let options): return try RunVerb(options: options).run()
            case .serve(let options): return ServeVerb(options: options).run()
            case .validate(let options): return try ValidateVerb(options: options).run()
            case .lint(let options): return try LintVerb(options: options).run()
            case .agreement(let options): return try AgreementVerb(options: options).run()
            case .check(let options): return try CheckVerb(options: options).run()
            case .propose(let options): return try ProposeVerb(options: options).run()
            case .importBank(let options): return try ImportVerb(options: options).run()
            case .diff(let options): return try DiffVerb(options: options).run()
            case .sign(let options): return try SignVerb(options: options).run()
            case .bench(let options): return try BenchVerb(options: options).run()
            case .fuzz(let options): return try FuzzVerb(options: options).run()
            }
        } catch {
            Console.error("conformance-runner: \(error.description)")
            if error.showsUsage { Console.error("\n" + Usage.text(for: error.verb)) }
            return .usage
        }
    }
}
