/// A command line with no verb this program knows (exit 2, docs/CONTRACT.md §5).
enum CLIError: Error, CustomStringConvertible, Sendable, Equatable {
    /// No verb, or an unknown one.
    case unknownVerb(String?)

    /// `no verb given`, `unknown verb X`.
    var description: String {
        switch self {
        case .unknownVerb(let word): word.map { "unknown verb \($0)" } ?? "no verb given"
        }
    }
}
