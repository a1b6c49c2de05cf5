import MurtiConformance

extension SourceBasis {
    // A Flow-UI entry's basis (docs/DECISIONS.md D82): the first citation of its `source`
    // decides, in one of the forms of docs/FLOW-UI.md "Adding a fixture".

    /// The citation prefixes of each basis, in the forms `lint` accepts first.
    package static let flowUIForms: [(prefix: String, basis: SourceBasis)] = [
        ("seed: ", .published), ("SCHEMA.md: ", .published), ("README: ", .published),
        ("ADDING_A_WIDGET.md: ", .published), ("RFC ", .published),
        ("docs/FLOW-UI.md Decision", .decision), ("docs/DECISIONS.md D", .decision),
        ("docs/CONTRACT.md §8", .decision),
    ]

    /// The basis of `source`, by its first citation (up to the first `;`); `nil` when that
    /// citation has none of ``flowUIForms``.
    package static func ofFlowUI(_ source: String) -> SourceBasis? {
        let first = source.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        let citation = first.drop { $0 == " " }
        return flowUIForms.first { citation.hasPrefix($0.prefix) }?.basis
    }
}
