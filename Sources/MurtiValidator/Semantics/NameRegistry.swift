import Foundation

/// One registry of a ``Profile`` (components, screens, requests, links, data keys), looked up by
/// a string's UTF-8 bytes as they sit in the document: no `String` is made and nothing is
/// hashed per lookup, and names compare code point by code point (docs/DECISIONS.md 6b), never by
/// canonical equivalence.
///
/// Names are kept sorted by (length, bytes) and found by binary search.
struct NameRegistry: Sendable {
    /// The names' UTF-8, sorted by length, then bytewise.
    private let names: [[UInt8]]

    /// Builds the registry of `names`.
    init(_ names: Set<String>) {
        self.names = names.map { Array($0.utf8) }.sorted { Self.order($0, $1) < 0 }
    }

    /// Whether `utf8` is one of the names.
    func contains(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var low = 0
        var high = names.count
        while low < high {
            let middle = (low + high) / 2
            let order = names[middle].withUnsafeBufferPointer { Self.order($0, utf8) }
            if order == 0 { return true }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return false
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b` (length first).
    private static func order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        guard let left = a.baseAddress, let right = b.baseAddress else { return 0 }
        return Int(memcmp(left, right, a.count))
    }

    private static func order(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { left in b.withUnsafeBufferPointer { order(left, $0) } }
    }
}

/// The registries of one profile, built once per ``Validator`` (layers 3 and 4).
struct ProfileRegistries: Sendable {
    /// Registered component types (layer 4).
    let components: NameRegistry
    /// Known screen keys (`semantic.screen`).
    let screens: NameRegistry
    /// Allow-listed requests (`semantic.request`).
    let requests: NameRegistry
    /// Allow-listed links (`semantic.link`).
    let links: NameRegistry

    /// The registries of `profile`.
    init(_ profile: Profile) {
        components = NameRegistry(profile.components)
        screens = NameRegistry(profile.screens)
        requests = NameRegistry(profile.requests)
        links = NameRegistry(profile.links)
    }
}
