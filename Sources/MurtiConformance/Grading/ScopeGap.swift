import MurtiProtocol

/// One thing outside an implementation's declared scope that a fixture needs (docs/CONTRACT.md
/// §3 v1.1, §8): a layer it does not declare, a capability it does not declare, or a contract
/// it does not speak. An `unsupported`
/// result lists every gap of its fixture, so that reports can count each fixture once, under
/// its whole set of gaps.
///
/// JSON: `{"layer": 3}`, `{"capability": "envelope"}` or `{"contract": NAME}`.
package enum ScopeGap: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// A layer (1–4) the `start` answer's `layers` leaves out.
    case layer(Int)
    /// A capability the fixture `requires` that the `start` answer does not declare.
    case capability(String)
    /// The fixture's contract, which the `start` answer's `contracts` leaves out.
    case contract(ContractKind)

    /// `layer 3` or the capability's name.
    package var description: String {
        switch self {
        case .layer(let layer): "layer \(layer)"
        case .capability(let name): name
        case .contract(let contract): "contract \(contract.rawValue)"
        }
    }

    /// Layers first, by number; then capabilities, by Unicode scalar order; then contracts, in
    /// registry order (``ContractRegistry/precedes(_:_:)``, docs/DECISIONS.md D231).
    package static func < (lhs: ScopeGap, rhs: ScopeGap) -> Bool {
        switch (lhs, rhs) {
        case (.layer(let a), .layer(let b)): a < b
        case (.capability(let a), .capability(let b)): ScalarOrder.precedes(a, b)
        case (.contract(let a), .contract(let b)): ContractRegistry.precedes(a, b)
        default: lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .layer: 0
        case .capability: 1
        case .contract: 2
        }
    }

    private enum CodingKeys: String, CodingKey {
        case layer, capability, contract
    }

    /// Decodes `{"layer": N}`, `{"capability": "name"}` or `{"contract": "name"}`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let layer = try container.decodeIfPresent(Int.self, forKey: .layer) {
            self = .layer(layer)
        } else if let contract = try container.decodeIfPresent(ContractKind.self, forKey: .contract) {
            self = .contract(contract)
        } else {
            self = .capability(try container.decode(String.self, forKey: .capability))
        }
    }

    /// Encodes `{"layer": N}`, `{"capability": "name"}` or `{"contract": "name"}`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .layer(let layer): try container.encode(layer, forKey: .layer)
        case .capability(let name): try container.encode(name, forKey: .capability)
        case .contract(let contract): try container.encode(contract, forKey: .contract)
        }
    }
}
