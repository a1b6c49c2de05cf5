/// What a Flow-UI fixture's expectation rests on (docs/DECISIONS.md D82): a statement the
/// upstream project or the seed published, which a decoder team cannot dispute, or a decision
/// this project took where the sources are silent, which it can. The first citation of the
/// entry's `source` decides, in one of the forms of docs/FLOW-UI.md "Adding a fixture".
package enum FlowUISourceBasis: String, Sendable, Codable, CaseIterable {
    /// The seed, the upstream `SCHEMA.md`, `README` or `ADDING_A_WIDGET.md`, or an RFC.
    case published
    /// docs/FLOW-UI.md's Decisions, docs/DECISIONS.md, or docs/CONTRACT.md §8's own rules.
    case decision

    /// The citation prefixes of each basis, in the forms `lint` accepts first.
    package static let forms: [(prefix: String, basis: FlowUISourceBasis)] = [
        ("seed: ", .published), ("SCHEMA.md: ", .published), ("README: ", .published),
        ("ADDING_A_WIDGET.md: ", .published), ("RFC ", .published),
        ("docs/FLOW-UI.md Decision", .decision), ("docs/DECISIONS.md D", .decision),
        ("docs/CONTRACT.md §8", .decision),
    ]

    /// The basis of `source`, by its first citation (up to the first `;`); `nil` when that
    /// citation has none of ``forms``.
    package static func of(_ source: String) -> FlowUISourceBasis? {
        let first = source.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        let citation = first.drop { $0 == " " }
        return forms.first { citation.hasPrefix($0.prefix) }?.basis
    }

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
