import MurtiConformance
import MurtiProtocol

/// Where to look for the cause of a group of disagreements (docs/CONTRACT.md §5 v1.1: "the schema
/// location, or the client").
package enum LookAt: Sendable, Equatable {
    /// A client deviates: its own code, not the schema.
    case client(side: String)
    /// JSON Schema engines given `path` deviate: the schema file, at `schemaLocation` when the
    /// engines report one.
    case schemaFile(path: String, schemaLocation: String?)
    /// A schema-only side with rules of its own deviates (a team's engine or schema-only mode).
    case sideSchema(side: String, schemaLocation: String?)
    /// A side with built-in rules deviates (the reference's mirror of `murti.schema.json`).
    case builtInRules(side: String, description: String)
    /// Every compared side deviates the same way: the fixture's expectation is the suspect.
    case expectation
    /// Sides gave no verdict: their error messages.
    case diagnostics(sides: [String])

    /// For people.
    package var summary: String {
        switch self {
        case .client(let side):
            "the client \(side): its own checks, not the schema"
        case .schemaFile(let path, let location):
            "the schema file \(path)" + (location.map { ", at \($0)" } ?? "")
        case .sideSchema(let side, let location):
            "\(side)'s own schema or rules" + (location.map { " at \($0)" } ?? "")
        case .builtInRules(let side, let description):
            "\(side)'s built-in rules (\(description))"
        case .expectation:
            "the fixtures' expectations: every compared side deviates from them the same way"
        case .diagnostics(let sides):
            "the error messages and stderr of \(sides.joined(separator: ", ")) (under each example below; "
                + "the JSON report has every fixture's)"
        }
    }
}
