import Foundation
import JSONKit

extension MurtiProfile {
    /// Reads a request's `profile` object (docs/CONTRACT.md §2): `schemaVersion` a `MAJOR.MINOR`
    /// string, the registries and `components` arrays of strings, `bounds` an object of
    /// integers, `keys` an array of `{"alg", "publicKey" | "privateKey"}` with canonical base64
    /// (RFC 4648 §4) of the algorithm's key length. Absent members take the defaults (version
    /// `1.0`, empty registries, ``ProfileBounds/default`` per bound, no keys); `maxNesting` above
    /// 512 is clamped. Whether an ES256 point lies on the curve is left to the validator.
    /// - Throws: ``MurtiProfileError`` naming the JSON Pointer of the first bad value, members
    ///   in code-point order.
    public init(_ value: JSONValue) throws(MurtiProfileError) {
        guard case .object(let members) = value else { throw .notObject }
        self.init()
        for name in members.keys.sorted() {
            let member = members[name] ?? .null
            let pointer = "/" + Self.escape(name.string)
            switch name {
            case "schemaVersion":
                guard case .string(let text) = member else { throw .wrongType(pointer: pointer, expected: "a string") }
                guard text.wholeMatch(of: /[0-9]+\.[0-9]+/) != nil else {
                    throw .invalidValue(pointer: pointer, reason: "\"\(text)\" is not MAJOR.MINOR")
                }
                schemaVersion = text
            case "components":
                components = try Self.names(member, pointer)
            case "bounds":
                bounds = try Self.bounds(member, pointer)
            case "keys":
                keys = try Self.keys(member, pointer)
            default:
                guard let registry = MurtiRegistry(rawValue: name.string) else { throw .unknownMember(pointer: pointer) }
                registries[registry] = try Self.names(member, pointer)
            }
        }
    }

    /// The profile as the JSON object a request carries, members as ``init(_:)`` reads them.
    public var jsonValue: JSONValue {
        func list(_ names: Set<String>) -> JSONValue {
            .array(names.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map { .string($0) })
        }
        var members: [JSONMemberName: JSONValue] = [
            "schemaVersion": .string(schemaVersion), "components": list(components),
            "bounds": .object([
                "maxDepth": .number(Double(bounds.maxDepth)), "maxNodes": .number(Double(bounds.maxNodes)),
                "maxChainDepth": .number(Double(bounds.maxChainDepth)), "maxNesting": .number(Double(bounds.maxNesting)),
                "maxDocumentBytes": .number(Double(bounds.maxDocumentBytes)),
            ]),
        ]
        for registry in MurtiRegistry.allCases { members[JSONMemberName(registry.rawValue)] = list(names(registry)) }
        if !keys.isEmpty {
            members["keys"] = .array(keys.map { key in
                .object(["alg": .string(key.algorithm.rawValue),
                         JSONMemberName(key.algorithm.memberName): .string(Data(key.bytes).base64EncodedString())])
            })
        }
        return .object(members)
    }

    /// RFC 6901 §3: `~` as `~0`, `/` as `~1`.
    static func escape(_ name: String) -> String {
        JSONPointer.escape(name)
    }

    private static func names(_ value: JSONValue, _ pointer: String) throws(MurtiProfileError) -> Set<String> {
        guard case .array(let items) = value else { throw .wrongType(pointer: pointer, expected: "an array of strings") }
        var result = Set<String>()
        for (offset, item) in items.enumerated() {
            guard case .string(let name) = item else { throw .wrongType(pointer: "\(pointer)/\(offset)", expected: "a string") }
            result.insert(name)
        }
        return result
    }

    private static func bounds(_ value: JSONValue, _ pointer: String) throws(MurtiProfileError) -> ProfileBounds {
        guard case .object(let members) = value else { throw .wrongType(pointer: pointer, expected: "an object") }
        var result = ProfileBounds.default
        for name in members.keys.sorted() {
            let path = pointer + "/" + escape(name.string)
            let minimum = name == "maxNesting" ? 1 : 0
            switch name {
            case "maxDepth": result.maxDepth = try integer(members[name], path, minimum: minimum)
            case "maxNodes": result.maxNodes = try integer(members[name], path, minimum: minimum)
            case "maxChainDepth": result.maxChainDepth = try integer(members[name], path, minimum: minimum)
            case "maxNesting":
                result.maxNesting = min(try integer(members[name], path, minimum: minimum), ProfileBounds.nestingCeiling)
            case "maxDocumentBytes": result.maxDocumentBytes = try integer(members[name], path, minimum: minimum)
            default: throw .unknownMember(pointer: path)
            }
        }
        return result
    }

    private static func integer(_ value: JSONValue?, _ pointer: String, minimum: Int) throws(MurtiProfileError) -> Int {
        guard case .number(let number)? = value else { throw .wrongType(pointer: pointer, expected: "an integer") }
        guard number == number.rounded(), number.magnitude < 9_007_199_254_740_992 else {
            throw .invalidValue(pointer: pointer, reason: "\(number) is not an integer in range")
        }
        guard Int(number) >= minimum else { throw .invalidValue(pointer: pointer, reason: "\(Int(number)) is below \(minimum)") }
        return Int(number)
    }

    private static func keys(_ value: JSONValue, _ pointer: String) throws(MurtiProfileError) -> [MurtiKey] {
        guard case .array(let items) = value else {
            throw .wrongType(pointer: pointer, expected: "an array of {\"alg\", \"publicKey\" | \"privateKey\"} objects")
        }
        var keys: [MurtiKey] = []
        for (offset, item) in items.enumerated() {
            let here = "\(pointer)/\(offset)"
            guard case .object(let members) = item else { throw .wrongType(pointer: here, expected: "an object") }
            for name in members.keys.sorted() {
                let path = here + "/" + escape(name.string)
                guard ["alg", "publicKey", "privateKey"].contains(name) else { throw .unknownMember(pointer: path) }
                guard case .string = members[name] else { throw .wrongType(pointer: path, expected: "a string") }
            }
            guard case .string(let alg)? = members["alg"] else { throw .invalidValue(pointer: here, reason: "no \"alg\"") }
            guard let algorithm = MurtiKey.Algorithm(rawValue: alg) else {
                throw .invalidValue(pointer: here + "/alg", reason: "\"\(alg)\" is not ed25519, es256 or hybrid-x25519-aesgcm")
            }
            let expected = algorithm.memberName
            guard members.count == 2, case .string(let text)? = members[JSONMemberName(expected)] else {
                throw .invalidValue(pointer: here, reason: "an \"\(alg)\" key needs \"\(expected)\" (docs/ENVELOPE.md)")
            }
            let path = here + "/" + expected
            guard let data = Data(base64Encoded: text), data.base64EncodedString() == text else {
                throw .invalidValue(pointer: path, reason: "not canonical base64 (RFC 4648 §4)")
            }
            guard data.count == algorithm.keyLength else {
                throw .invalidValue(pointer: path, reason: "\(data.count) bytes; an \(alg) key has \(algorithm.keyLength)")
            }
            keys.append(MurtiKey(algorithm: algorithm, bytes: [UInt8](data)))
        }
        return keys
    }
}
