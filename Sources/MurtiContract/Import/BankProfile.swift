import Foundation
import MurtiConformance
import MurtiProtocol

/// A client profile (docs/CONTRACT.md §2) as `import` reads, infers and prints it: the registries as
/// sorted name lists; `bounds` and `keys` carried as written (the validator reads them).
package struct BankProfile: Sendable, Equatable {
    /// One of the four registries layer 3 resolves names against (docs/CONTRACT.md §1).
    package enum Registry: String, Sendable, Equatable, CaseIterable {
        /// Screen keys.
        case screens
        /// Named requests.
        case requests
        /// Named links.
        case links
        /// Data keys (`user.name`).
        case dataKeys
    }

    /// `MAJOR.MINOR` the client speaks.
    package var schemaVersion: String
    /// Registered component types.
    package var components: [String]
    /// Each registry's names, sorted.
    package var registries: [Registry: [String]]
    /// The `bounds` object as written, or `nil`.
    package var bounds: JSONValue?
    /// The `keys` array as written (envelope keys, docs/CONTRACT.md §6), or `nil`.
    package var keys: JSONValue?

    /// Creates a profile.
    package init(
        schemaVersion: String, components: [String], registries: [Registry: [String]] = [:],
        bounds: JSONValue? = nil, keys: JSONValue? = nil
    ) {
        self.schemaVersion = schemaVersion
        self.components = components
        self.registries = registries.mapValues { Array(Set($0)).sorted() }
        self.bounds = bounds
        self.keys = keys
    }

    /// Reads a profile object. Throws ``ImportError/invalidProfile(file:pointer:problem:)``
    /// naming `file` and the JSON Pointer (relative to `pointer`, where the profile sits) of a
    /// member that is not what docs/CONTRACT.md §2 says; the validator checks the rest.
    package init(json value: JSONValue, file: String, pointer: String = "") throws(ImportError) {
        guard case .object(let members) = value else {
            throw .invalidProfile(file: file, pointer: pointer, problem: "not a JSON object")
        }
        func names(_ key: String) throws(ImportError) -> [String] {
            guard let member = members[key] else { return [] }
            guard case .array(let items) = member else {
                throw .invalidProfile(file: file, pointer: "\(pointer)/\(key)", problem: "not an array of strings")
            }
            var result: [String] = []
            for (index, item) in items.enumerated() {
                guard let name = item.stringValue else {
                    throw .invalidProfile(file: file, pointer: "\(pointer)/\(key)/\(index)", problem: "not a string")
                }
                result.append(name)
            }
            return result
        }
        var version = "1.0"
        if let member = members["schemaVersion"] {
            guard let text = member.stringValue else {
                throw .invalidProfile(file: file, pointer: "\(pointer)/schemaVersion", problem: "not a string")
            }
            version = text
        }
        var registries: [Registry: [String]] = [:]
        for registry in Registry.allCases { registries[registry] = try names(registry.rawValue) }
        self.init(schemaVersion: version, components: try names("components"), registries: registries,
                  bounds: members["bounds"], keys: members["keys"])
    }

    /// The names of `registry`, sorted.
    package func names(_ registry: Registry) -> [String] { registries[registry] ?? [] }

    /// `true` when `keys` holds a key for `alg` (docs/CONTRACT.md §6).
    package func hasKey(for alg: String) -> Bool {
        guard case .array(let keys)? = keys else { return false }
        return keys.contains { $0["alg"]?.stringValue == alg }
    }

    /// The profile as a JSON value (for a validator, or a protocol request).
    package var jsonValue: JSONValue {
        var members: [JSONMemberName: JSONValue] = [
            "schemaVersion": .string(schemaVersion), "components": .array(components.map { .string($0) }),
        ]
        for registry in Registry.allCases { members[JSONMemberName(registry.rawValue)] = .array(names(registry).map { .string($0) }) }
        if let bounds { members["bounds"] = bounds }
        if let keys { members["keys"] = keys }
        return .object(members)
    }

    /// The profile as JSON text in the member order of docs/CONTRACT.md §2, one member a line,
    /// indented by `indent` spaces, ready to paste under `profiles`.
    package func text(indent: Int) -> String {
        let pad = String(repeating: " ", count: indent + 2)
        var lines = ["\"schemaVersion\": \(JSONText.quote(schemaVersion))", "\"components\": \(JSONText.list(components))"]
        for registry in Registry.allCases { lines.append("\"\(registry.rawValue)\": \(JSONText.list(names(registry)))") }
        if let bounds { lines.append("\"bounds\": \(JSONText.compact(bounds))") }
        if let keys { lines.append("\"keys\": \(JSONText.compact(keys))") }
        return "{\n" + lines.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
    }
}
