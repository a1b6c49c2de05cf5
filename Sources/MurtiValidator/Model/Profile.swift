/// What a client knows when it validates (docs/CONTRACT.md §2 `profiles`): its schemaVersion, the
/// registries that layer 3 and 4 resolve against, and its bounds. A value; nothing is global.
public struct Profile: Sendable, Equatable {
    /// The client's `MAJOR.MINOR` (seed: "schemaVersion policy").
    public var schemaVersion: String
    /// Registered component types (layer 4: others render as the placeholder).
    public var components: Set<String>
    /// Known screen keys (layer 3 `semantic.screen`).
    public var screens: Set<String>
    /// Allow-listed named requests (layer 3 `semantic.request`).
    public var requests: Set<String>
    /// Allow-listed named links (layer 3 `semantic.link`).
    public var links: Set<String>
    /// Data keys that `{{data.key}}` tokens may reference (layer 3 `semantic.dataKey`).
    public var dataKeys: Set<String>
    /// Client-side limits.
    public var bounds: Bounds
    /// Envelope keys (docs/CONTRACT.md §6): the algorithms the client accepts, with their public
    /// keys, and the decryption key of `enc`. Empty: every envelope is `envelope.alg`.
    public var keys: [EnvelopeKey]

    /// Creates a profile.
    public init(
        schemaVersion: String, components: Set<String> = [], screens: Set<String> = [],
        requests: Set<String> = [], links: Set<String> = [], dataKeys: Set<String> = [],
        bounds: Bounds = .default, keys: [EnvelopeKey] = []
    ) {
        self.schemaVersion = schemaVersion
        self.components = components
        self.screens = screens
        self.requests = requests
        self.links = links
        self.dataKeys = dataKeys
        self.bounds = bounds
        self.keys = keys
    }
}
