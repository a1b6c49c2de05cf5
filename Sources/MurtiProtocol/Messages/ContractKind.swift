/// The payload contracts the suite judges (docs/CONTRACT.md §8): the name a corpus declares in
/// its expectations.json (`"contract"`), a Flow-UI request carries (`"contract":"flow-ui"`) and
/// an implementation lists in its start answer's `implementation.contracts`.
public enum ContractKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Murti: four layers, a verdict per document (docs/CONTRACT.md §0–§7).
    case murti
    /// Flow-UI: lossy decoding, answered with the decoded page and its diagnostics
    /// (docs/CONTRACT.md §8).
    case flowUI = "flow-ui"

    /// What an implementation speaks when its start answer lists no `contracts`.
    public static let implied: [ContractKind] = [.murti]

    /// The contract of a report that names none (a run report without `contract`, written
    /// before Flow-UI and for every Murti run since: docs/REPORTS.md). A fixed part of the
    /// report format, like ``implied``, so it never depends on which contracts a program
    /// installed or in what order (docs/DECISIONS.md D203).
    public static let unstated: ContractKind = .murti

    /// Declaration order: Murti first.
    public static func < (lhs: ContractKind, rhs: ContractKind) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
