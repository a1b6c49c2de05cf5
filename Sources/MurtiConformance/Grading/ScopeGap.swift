/// One thing outside an implementation's declared scope that a fixture needs (CONTRACT §3
/// v1.1): a layer it does not declare, or a capability it does not declare. An `unsupported`
/// result lists every gap of its fixture, so that reports can count each fixture once, under
/// its whole set of gaps.
///
/// JSON: `{"layer": 3}` or `{"capability": "envelope"}`.
public enum ScopeGap: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// A layer (1–4) the `start` answer's `layers` leaves out.
    case layer(Int)
    /// A capability the fixture `requires` that the `start` answer does not declare.
    case capability(String)

    /// `layer 3` or the capability's name.
    public var description: String {
        switch self {
        case .layer(let layer): "layer \(layer)"
        case .capability(let name): name
        }
    }

    /// Layers first, by number; then capabilities, by Unicode scalar order.
    public static func < (lhs: ScopeGap, rhs: ScopeGap) -> Bool {
        switch (lhs, rhs) {
        case (.layer(let a), .layer(let b)): a < b
        case (.layer, .capability): true
        case (.capability, .layer): false
        case (.capability(let a), .capability(let b)): ScalarOrder.precedes(a, b)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case layer, capability
    }

    /// Decodes `{"layer": N}` or `{"capability": "name"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let layer = try container.decodeIfPresent(Int.self, forKey: .layer) {
            self = .layer(layer)
        } else {
            self = .capability(try container.decode(String.self, forKey: .capability))
        }
    }

    /// Encodes `{"layer": N}` or `{"capability": "name"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .layer(let layer): try container.encode(layer, forKey: .layer)
        case .capability(let name): try container.encode(name, forKey: .capability)
        }
    }
}
