/// What a fixture's expectation rests on (docs/DECISIONS.md D82): a statement the contract's
/// authors published, which an implementation team cannot dispute, or a decision this project
/// took where the sources are silent, which it can. The contract says which forms of citation
/// are which (``ContractExpectation/basis``).
package enum SourceBasis: String, Sendable, Codable, CaseIterable {
    /// A published statement (a seed, the upstream's own documents, an RFC).
    case published
    /// A decision of this project (its contract pages, docs/DECISIONS.md, docs/CONTRACT.md).
    case decision

    /// For people: `published promise`, `project decision`.
    package var label: String {
        switch self {
        case .published: "published promise"
        case .decision: "project decision"
        }
    }

    /// Before a citation in a failure's reason: `published`, `project decision`.
    package var citationLabel: String {
        switch self {
        case .published: "published"
        case .decision: "project decision"
        }
    }
}
