import MurtiConformance
import MurtiProtocol

/// A profile of a Murti corpus's expectations.json checked, before anything is sent, against
/// `$defs/profile` of `corpus/expectations.schema.json` (docs/EXPECTATIONS.md; docs/DECISIONS.md
/// D58): no member but the schema's, names as distinct non-empty strings, schemaVersion as
/// `MAJOR.MINOR`, the bounds as integers from 1 (`maxNesting` at most 512), keys as
/// `{alg, publicKey | privateKey}` with base64 text. A profile of another shape (one nested 200
/// deep, say) would make every request of the run exceed the protocol's nesting limit; it is
/// refused up front instead. A member left out is not refused here: it takes the protocol's
/// documented default (docs/CONTRACT.md §2), and `lint`'s schema engine asks for it. The rules
/// are held to the schema file by `MurtiProfileSchemaTests`.
package enum MurtiProfileSchema {
    /// Profile names (`propertyNames` of `/profiles`): this pattern, whole.
    static let namePattern = "^[a-z0-9][a-z0-9.-]*$"
    /// The members a profile may have (`properties`, `additionalProperties: false`).
    static let members = ["schemaVersion", "components", "screens", "requests", "links", "dataKeys", "bounds", "keys"]
    /// The members that are lists of names (`$defs/names`).
    static let nameLists = ["components", "screens", "requests", "links", "dataKeys"]
    /// The bounds, integers from 1.
    static let bounds = ["maxDepth", "maxNodes", "maxChainDepth", "maxNesting", "maxDocumentBytes"]
    /// The ceiling of `maxNesting` (the protocol's nesting limit).
    static let maxNesting = 512
    /// The key algorithms (`keys[].alg`).
    static let algorithms = ["ed25519", "es256", "hybrid-x25519-aesgcm"]
    /// The algorithm whose key is private (`then`: `privateKey`, no `publicKey`).
    static let privateKeyAlgorithm = "hybrid-x25519-aesgcm"

    /// How to write a profile, for fixes.
    static let fix = "write a profile as docs/EXPECTATIONS.md and corpus/expectations.schema.json ($defs/profile) describe: "
        + "schemaVersion, components, screens, requests, links, dataKeys, bounds, optionally keys"

    /// The first departure of the profile `value` named `name` from the schema, as the
    /// failure `reader` builds (file, JSON Pointer below `pointer`, problem, fix); nothing when
    /// it conforms.
    package static func check(_ value: JSONValue, name: String, at pointer: String, reader: ExpectationsReader) throws(CorpusError) {
        if name.wholeMatch(of: /[a-z0-9][a-z0-9.-]*/) == nil {
            throw reader.failure(pointer, "the profile name \"\(name.prefix(64))\" does not match \(namePattern)",
                                 "name profiles with lowercase letters, digits, dots and dashes")
        }
        guard case .object(let profile) = value else { throw reader.failure(pointer, "not an object", fix) }
        for member in profile.keys.sorted().map(\.string) where !members.contains(member) {
            throw reader.failure(JSONPointer.appending(member, to: pointer), "not a member of a profile", fix)
        }
        if let version = profile["schemaVersion"] {
            guard case .string(let text) = version, text.wholeMatch(of: /[0-9]+\.[0-9]+/) != nil else {
                throw reader.failure(pointer + "/schemaVersion", "not a \"MAJOR.MINOR\" string", "write e.g. \"1.0\"")
            }
        }
        for list in nameLists {
            if let names = profile[list] { try checkNames(names, at: pointer + "/" + list, reader: reader) }
        }
        if let bounds = profile["bounds"] { try checkBounds(bounds, at: pointer + "/bounds", reader: reader) }
        if let keys = profile["keys"] { try checkKeys(keys, at: pointer + "/keys", reader: reader) }
    }

    private static func checkNames(_ value: JSONValue, at pointer: String, reader: ExpectationsReader) throws(CorpusError) {
        guard case .array(let items) = value else { throw reader.failure(pointer, "not an array of names", fix) }
        var seen = Set<String>()
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item, !text.isEmpty else {
                throw reader.failure("\(pointer)/\(index)", "not a non-empty string", "list names as strings")
            }
            guard seen.insert(text).inserted else {
                throw reader.failure("\(pointer)/\(index)", "\"\(text.prefix(64))\" is listed twice", "list each name once")
            }
        }
    }

    private static func checkBounds(_ value: JSONValue, at pointer: String, reader: ExpectationsReader) throws(CorpusError) {
        guard case .object(let members) = value else { throw reader.failure(pointer, "not an object of bounds", fix) }
        for member in members.keys.sorted().map(\.string) where !bounds.contains(member) {
            throw reader.failure(JSONPointer.appending(member, to: pointer), "not a bound", "the bounds are " + bounds.joined(separator: ", "))
        }
        for bound in bounds {
            guard let value = members[bound] else { continue }
            let here = pointer + "/" + bound
            guard case .number(let number) = value else { throw reader.failure(here, "not a number", fix) }
            let ceiling = bound == "maxNesting" ? Double(maxNesting) : 9_007_199_254_740_991
            guard number == number.rounded(), number >= 1, number <= ceiling else {
                throw reader.failure(here, "\(number) is not an integer from 1 to \(Int(ceiling))", "write a positive integer")
            }
        }
    }

    private static func checkKeys(_ value: JSONValue, at pointer: String, reader: ExpectationsReader) throws(CorpusError) {
        guard case .array(let items) = value else { throw reader.failure(pointer, "not an array of keys", fix) }
        for (index, item) in items.enumerated() {
            let here = "\(pointer)/\(index)"
            guard case .object(let key) = item else { throw reader.failure(here, "not an object", fix) }
            for member in key.keys.sorted().map(\.string) where !["alg", "publicKey", "privateKey"].contains(member) {
                throw reader.failure(JSONPointer.appending(member, to: here), "not a member of a key", "a key has alg and publicKey or privateKey")
            }
            guard case .string(let alg)? = key["alg"], algorithms.contains(alg) else {
                throw reader.failure(here + "/alg", "missing, or not one of " + algorithms.joined(separator: ", "), "name the key's algorithm")
            }
            let wanted = alg == privateKeyAlgorithm ? "privateKey" : "publicKey"
            let other = alg == privateKeyAlgorithm ? "publicKey" : "privateKey"
            guard key[other] == nil else { throw reader.failure(here + "/" + other, "an \(alg) key has no \(other)", "write \(wanted)") }
            guard case .string(let text)? = key[wanted], text.wholeMatch(of: /[A-Za-z0-9+\/]*={0,2}/) != nil else {
                throw reader.failure(here + "/" + wanted, "missing, or not base64 text", "write the key's bytes in base64 (docs/ENVELOPE.md)")
            }
        }
    }
}
