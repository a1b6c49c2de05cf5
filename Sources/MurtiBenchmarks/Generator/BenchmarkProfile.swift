import MurtiConformance
import MurtiProtocol
import MurtiValidator

/// The client profile every benchmark validates under: the corpus's `default` profile
/// (docs/CONTRACT.md §2), with `maxNodes` raised so the 2 MiB document of the scaling series (about
/// 10,000 nodes) is walked to its end and accepted rather than refused `bounds.nodes`.
/// The generated payloads reference only what it registers, so every verdict is an accept.
package enum BenchmarkProfile {
    /// `bounds.maxNodes` of the benchmark profile (the default is 5,000).
    package static let maxNodes = 100_000

    /// The registries of the corpus's `default` profile.
    static let components = ["vstack", "hstack", "zstack", "card", "text", "image", "button"]
    static let screens = ["dashboard", "productDetail", "balanceDetail"]
    static let requests = ["getAccountBalance"]
    static let links = ["help"]
    static let dataKeys = ["user.name"]

    /// The profile as the validator takes it; `maxNodes` nil keeps the default 5,000.
    package static func profile(maxNodes: Int? = BenchmarkProfile.maxNodes) -> Profile {
        var bounds = Bounds.default
        if let maxNodes { bounds.maxNodes = maxNodes }
        return Profile(
            schemaVersion: "1.0", components: Set(components), screens: Set(screens),
            requests: Set(requests), links: Set(links), dataKeys: Set(dataKeys), bounds: bounds)
    }

    /// The profile as a protocol v1 `profile` object (docs/CONTRACT.md §2, §3).
    package static func json(maxNodes: Int? = BenchmarkProfile.maxNodes) -> JSONValue {
        let bounds = Bounds.default
        func names(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
        return .object([
            "schemaVersion": .string("1.0"),
            "components": names(components), "screens": names(screens), "requests": names(requests),
            "links": names(links), "dataKeys": names(dataKeys),
            "bounds": .object([
                "maxDepth": .number(Double(bounds.maxDepth)),
                "maxNodes": .number(Double(maxNodes ?? bounds.maxNodes)),
                "maxChainDepth": .number(Double(bounds.maxChainDepth)),
                "maxNesting": .number(Double(bounds.maxNesting)),
                "maxDocumentBytes": .number(Double(bounds.maxDocumentBytes)),
            ]),
        ])
    }
}
