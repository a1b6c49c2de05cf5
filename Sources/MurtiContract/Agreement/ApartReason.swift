import MurtiConformance
import MurtiProtocol

/// Why a side is not compared on a fixture: counted apart, never a disagreement (docs/CONTRACT.md §5
/// v1.1 "Fixtures a side does not support are not disagreements"; docs/AGREEMENT.md).
package enum ApartReason: Sendable, Equatable, Hashable {
    /// The fixture's contract is one the side does not speak (docs/CONTRACT.md §8); not sent.
    case contract(ContractKind)
    /// The fixture requires capabilities the client does not declare (docs/CONTRACT.md §3); not sent.
    case capabilities([String])
    /// The expectation is at a layer the client does not declare, and it did not reject at a
    /// declared layer (docs/CONTRACT.md §3 v1.1).
    case layer(Int)
    /// A manifest sequence (docs/CONTRACT.md §6) is judged step by step: a client has no single answer
    /// to project; not sent to clients.
    case manifestSequence
    /// A conforming client's answer (the expectation) projects to another verdict than the
    /// fixture's `schema` verdict, so no client answer can show it: a wrong major stops before
    /// the shape, a fault inside an envelope's payload is invisible to the schema, which sees a
    /// base64 string. Not sent to clients.
    case hiddenVerdict(basis: ProjectionBasis, schema: Outcome)

    /// `true` for what the side does not declare (``capabilities(_:)``, ``layer(_:)``);
    /// `false` for fixtures no client answer can be compared on.
    package var isUnsupported: Bool {
        switch self {
        case .contract, .capabilities, .layer: true
        case .manifestSequence, .hiddenVerdict: false
        }
    }

    /// For reports, e.g. `requires manifest, which the implementation does not declare`.
    package var summary: String {
        switch self {
        case .contract(let contract):
            "a \(contract.rawValue) fixture, and the implementation does not speak \(contract.rawValue)"
        case .capabilities(let missing):
            "requires \(missing.joined(separator: ", ")), which the implementation does not declare"
        case .layer(let layer):
            "layer \(layer) not declared"
        case .manifestSequence:
            "a manifest sequence is judged step by step: no single answer to project"
        case .hiddenVerdict(let basis, let schema):
            "the expected answer projects to \(schema == .accept ? "reject" : "accept") (\(basis.summary)), "
                + "not to the schema verdict \(schema.rawValue)"
        }
    }
}
