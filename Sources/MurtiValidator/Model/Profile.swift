/// What a client knows when it validates (docs/CONTRACT.md §2 `profiles`): its schemaVersion, the
/// registries that layer 3 and 4 resolve against, and its bounds. A value; nothing is global.
package struct Profile: Sendable, Equatable {
    /// The client's `MAJOR.MINOR` (seed: "schemaVersion policy").
    package var schemaVersion: String
    /// Registered component types (layer 4: others render as the placeholder).
    package var components: Set<String>
    /// Known screen keys (layer 3 `semantic.screen`).
    package var screens: Set<String>
    /// Allow-listed named requests (layer 3 `semantic.request`).
    package var requests: Set<String>
    /// Allow-listed named links (layer 3 `semantic.link`).
    package var links: Set<String>
    /// Data keys that `{{data.key}}` tokens may reference (layer 3 `semantic.dataKey`).
    package var dataKeys: Set<String>
    /// Client-side limits.
    package var bounds: Bounds
    /// Envelope keys (docs/CONTRACT.md §6): the algorithms the client accepts, with their public
    /// keys, and the decryption key of `enc`. Empty: every envelope is `envelope.alg`.
    package var keys: [EnvelopeKey]

    /// Creates a profile.
    package init(
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
