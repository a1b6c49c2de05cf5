import JSONKit

/// A Murti client profile (docs/CONTRACT.md §2, §6; docs/EXPECTATIONS.md "Profiles"), typed:
/// what a `validate` request's `profile` object says a client knows.
///
/// Read it from the request with ``init(_:)``; an implementation then validates with its own
/// types, never walking the raw ``JSONValue``. Members left out take the contract's defaults,
/// a member the contract does not list is refused.
public struct MurtiProfile: Sendable, Equatable {
    /// The client's `MAJOR.MINOR` (the schemaVersion policy, docs/CONTRACT.md §1).
    public var schemaVersion: String
    /// Registered component types: others render as the placeholder (layer 4).
    public var components: Set<String>
    /// The names layer 3 resolves references against, by registry.
    public var registries: [MurtiRegistry: Set<String>]
    /// The client's bounds.
    public var bounds: ProfileBounds
    /// Envelope keys (docs/CONTRACT.md §6): without a key for an envelope's `alg`, it is
    /// `envelope.alg`.
    public var keys: [MurtiKey]

    /// Creates a profile; see the properties.
    public init(
        schemaVersion: String = "1.0", components: Set<String> = [], registries: [MurtiRegistry: Set<String>] = [:],
        bounds: ProfileBounds = .default, keys: [MurtiKey] = []
    ) {
        self.schemaVersion = schemaVersion
        self.components = components
        self.registries = registries
        self.bounds = bounds
        self.keys = keys
    }

    /// The names of `registry` (empty when the profile lists none).
    public func names(_ registry: MurtiRegistry) -> Set<String> { registries[registry] ?? [] }

    /// The key for envelopes of `algorithm`, if the profile has one.
    public func key(for algorithm: MurtiKey.Algorithm) -> MurtiKey? { keys.first { $0.algorithm == algorithm } }
}

/// One of the four registries of a Murti profile that layer 3 resolves names against
/// (docs/CONTRACT.md §1).
public enum MurtiRegistry: String, Sendable, Hashable, CaseIterable {
    /// Screen keys (`semantic.screen`).
    case screens
    /// Allow-listed named requests (`semantic.request`).
    case requests
    /// Allow-listed named links (`semantic.link`).
    case links
    /// Keys `{{data.key}}` tokens may name (`semantic.dataKey`).
    case dataKeys
}

/// A Murti client's bounds (docs/CONTRACT.md §0, §1, §2), each a count.
public struct ProfileBounds: Sendable, Hashable {
    /// Deepest node tree, in nodes from the root (`bounds.depth`).
    public var maxDepth: Int
    /// Most nodes in one document (`bounds.nodes`).
    public var maxNodes: Int
    /// Deepest action chain, in actions (`bounds.chain`).
    public var maxChainDepth: Int
    /// Deepest JSON nesting, in containers, at most ``nestingCeiling`` (`decode.depth`).
    public var maxNesting: Int
    /// Largest document, in bytes (`decode.size`).
    public var maxDocumentBytes: Int

    /// The contract's defaults: depth 32, 5,000 nodes, chains of 4, nesting 512, 2 MiB.
    public static let `default` = ProfileBounds(
        maxDepth: 32, maxNodes: 5000, maxChainDepth: 4, maxNesting: 512, maxDocumentBytes: 2_097_152)

    /// The ceiling of `maxNesting` (docs/CONTRACT.md §1 `decode.depth`): larger values are clamped.
    public static let nestingCeiling = 512

    /// Creates bounds; `maxNesting` is clamped to ``nestingCeiling``.
    public init(maxDepth: Int, maxNodes: Int, maxChainDepth: Int, maxNesting: Int, maxDocumentBytes: Int) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxChainDepth = maxChainDepth
        self.maxNesting = min(maxNesting, Self.nestingCeiling)
        self.maxDocumentBytes = maxDocumentBytes
    }
}

/// One envelope key of a Murti profile (docs/CONTRACT.md §6; docs/ENVELOPE.md): a public key to
/// verify signatures with, or the private key to decrypt `enc` payloads with.
public struct MurtiKey: Sendable, Hashable {
    /// The envelope algorithms (docs/CONTRACT.md §6).
    public enum Algorithm: String, Sendable, Hashable, CaseIterable {
        /// Ed25519 signatures; a raw 32-byte public key.
        case ed25519
        /// ECDSA P-256 with SHA-256; an uncompressed SEC1 point, 65 bytes.
        case es256
        /// HPKE base mode (X25519, HKDF-SHA256, AES-256-GCM); a raw 32-byte private key.
        case hybridX25519AESGCM = "hybrid-x25519-aesgcm"

        /// The profile member that carries the key's bytes.
        public var memberName: String { self == .hybridX25519AESGCM ? "privateKey" : "publicKey" }

        /// The key's length in bytes.
        public var keyLength: Int { self == .es256 ? 65 : 32 }
    }

    /// The algorithm the key is for.
    public var algorithm: Algorithm
    /// The key's bytes, base64-decoded.
    public var bytes: [UInt8]

    /// Creates a key.
    public init(algorithm: Algorithm, bytes: [UInt8]) {
        self.algorithm = algorithm
        self.bytes = bytes
    }
}
