import MurtiConformance
import MurtiProtocol

/// Which part of a side's answer decided its schema verdict (docs/CONTRACT.md §5 v1.1 "schema projection").
package enum ProjectionBasis: Sendable, Equatable, Hashable {
    /// A JSON Schema engine (`schemaOnly`): its verdict as given.
    case engine
    /// A client's rejection at layer 1, or at layer 2 by a schema keyword: the schema rejects too.
    case schemaRejection
    /// A client's accept with a warning whose rule is a schema keyword: the schemaVersion policy
    /// downgraded a failure the schema still reports.
    case downgradedWarning
    /// A client's rejection by a rule only a client checks (`version.major`, `bounds.*`,
    /// `envelope.*`, layers 3–4), which the schema does not state: the schema accepts.
    case clientRule(RuleID)
    /// A client's accept with no schema-keyword warning (placeholders allowed).
    case acceptance

    /// Short words for reports: `engine`, `schema rejection`, `downgraded warning`,
    /// `client-only rule version.major`, `accept`.
    package var summary: String {
        switch self {
        case .engine: "engine"
        case .schemaRejection: "schema rejection"
        case .downgradedWarning: "downgraded warning"
        case .clientRule(let rule): "client-only rule \(rule)"
        case .acceptance: "accept"
        }
    }
}
