/// The implementation's answer to `start` (docs/CONTRACT.md §3, §8): what it is and the scope
/// it claims, which is exactly what its certificate covers.
public struct ImplementationInfo: Sendable, Equatable, Codable {
    /// Product name, e.g. `murti-swift-reference`.
    public var name: String
    /// Product version.
    public var version: String
    /// Implementation language, e.g. `Swift`, `Kotlin`.
    public var language: String
    /// Where to read about it.
    public var homepage: String?
    /// The Murti layers (1–4) it performs: a fixture expected at another layer is never
    /// passed (docs/CONTRACT.md §3 v1.1). Empty only for a JSON Schema engine or an
    /// implementation that speaks no Murti.
    public var layers: [Int]
    /// `true` for a JSON Schema engine, graded on each fixture's `schema` verdict.
    public var schemaOnly: Bool
    /// Declared capabilities such as `envelope`, `manifest`: each one of
    /// ``knownCapabilities``, listed once (the runner refuses any other `start` answer).
    public var capabilities: [String]

    /// The capabilities protocol v1 defines (docs/CONTRACT.md §3, §6; docs/protocol.schema.json
    /// `implementation.capabilities`): `envelope` (signed envelopes) and `manifest` (manifest
    /// sequences).
    public static let knownCapabilities = ["envelope", "manifest"]
    /// The contracts it speaks (docs/CONTRACT.md §8); fixtures of any other contract are never
    /// sent and end `unsupported`. ``ContractKind/implied`` (`["murti"]`) when the start answer
    /// lists none, and then left out of the start answer and of reports.
    public var contracts: [ContractKind]

    /// Creates implementation metadata. `layers` has no default: a certificate covers what is
    /// declared, so an implementation says which layers it performs.
    public init(
        name: String, version: String, language: String, homepage: String? = nil,
        layers: [Int], schemaOnly: Bool = false, capabilities: [String] = [],
        contracts: [ContractKind] = ContractKind.implied
    ) {
        self.name = name
        self.version = version
        self.language = language
        self.homepage = homepage
        self.layers = layers
        self.schemaOnly = schemaOnly
        self.capabilities = capabilities
        self.contracts = contracts
    }

    /// `true` when fixtures of `contract` may be sent to it.
    public func speaks(_ contract: ContractKind) -> Bool { contracts.contains(contract) }

    enum CodingKeys: String, CodingKey {
        case name, version, language, homepage, layers, schemaOnly, capabilities, contracts
    }

    /// Decodes the object as reports write it; `contracts` absent means ``ContractKind/implied``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        version = try container.decode(String.self, forKey: .version)
        language = try container.decode(String.self, forKey: .language)
        homepage = try container.decodeIfPresent(String.self, forKey: .homepage)
        layers = try container.decode([Int].self, forKey: .layers)
        schemaOnly = try container.decode(Bool.self, forKey: .schemaOnly)
        capabilities = try container.decode([String].self, forKey: .capabilities)
        contracts = try container.decodeIfPresent([ContractKind].self, forKey: .contracts) ?? ContractKind.implied
    }

    /// Encodes the object for reports; `contracts` only when it is not ``ContractKind/implied``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(version, forKey: .version)
        try container.encode(language, forKey: .language)
        try container.encodeIfPresent(homepage, forKey: .homepage)
        try container.encode(layers, forKey: .layers)
        try container.encode(schemaOnly, forKey: .schemaOnly)
        try container.encode(capabilities, forKey: .capabilities)
        if contracts != ContractKind.implied { try container.encode(contracts, forKey: .contracts) }
    }
}
