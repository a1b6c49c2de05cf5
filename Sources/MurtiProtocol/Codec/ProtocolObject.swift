import Foundation
import JSONKit

/// Typed, strict access to the members of one protocol object.
///
/// Every accessor treats an absent member and `null` alike (implementations in languages with
/// optional fields often write `null`) and refuses any other JSON type with
/// `ProtocolError.wrongType`, naming the member by its dotted path (`steps[1].layer`).
struct ProtocolObject {
    /// The object's members.
    let members: [JSONMemberName: JSONValue]
    /// Dotted path of the object inside the line, `""` for the top level.
    let path: String

    /// Wraps `value` when it is an object; `field` names it in the error otherwise.
    init(_ value: JSONValue, field: String) throws(ProtocolError) {
        guard case .object(let members) = value else {
            if field.isEmpty { throw .notObject(got: value.typeName) }
            throw .wrongType(field: field, expected: "an object", got: value.typeName)
        }
        self.members = members
        self.path = field
    }

    /// The dotted path of member `key`.
    func field(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// `true` when `key` is present with a value other than `null`.
    func has(_ key: String) -> Bool {
        switch members[JSONMemberName(key)] {
        case nil, .null?: return false
        default: return true
        }
    }

    private func present(_ key: String) -> JSONValue? {
        switch members[JSONMemberName(key)] {
        case nil, .null?: return nil
        case let value?: return value
        }
    }

    /// An integer member (an integral number within `Int`'s range), or `nil` when absent.
    func integer(_ key: String) throws(ProtocolError) -> Int? {
        guard let value = present(key) else { return nil }
        guard case .number(let number) = value, number == number.rounded(),
            number.magnitude < 9_007_199_254_740_992
        else { throw .wrongType(field: field(key), expected: "an integer", got: value.typeName) }
        return Int(number)
    }

    /// A string member, or `nil` when absent.
    func string(_ key: String) throws(ProtocolError) -> String? {
        guard let value = present(key) else { return nil }
        guard case .string(let text) = value else {
            throw .wrongType(field: field(key), expected: "a string", got: value.typeName)
        }
        return text
    }

    /// A boolean member, or `nil` when absent.
    func bool(_ key: String) throws(ProtocolError) -> Bool? {
        guard let value = present(key) else { return nil }
        guard case .bool(let flag) = value else {
            throw .wrongType(field: field(key), expected: "true or false", got: value.typeName)
        }
        return flag
    }

    /// An array member, or `nil` when absent.
    func array(_ key: String) throws(ProtocolError) -> [JSONValue]? {
        guard let value = present(key) else { return nil }
        guard case .array(let items) = value else {
            throw .wrongType(field: field(key), expected: "an array", got: value.typeName)
        }
        return items
    }

    /// An array of strings, or `nil` when absent.
    func strings(_ key: String) throws(ProtocolError) -> [String]? {
        guard let items = try array(key) else { return nil }
        var result: [String] = []
        result.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            guard case .string(let text) = item else {
                throw .wrongType(field: "\(field(key))[\(position)]", expected: "a string", got: item.typeName)
            }
            result.append(text)
        }
        return result
    }

    /// A required member: `read` returns `nil` → `ProtocolError.missingField`.
    func required<T>(_ key: String, _ read: (String) throws(ProtocolError) -> T?) throws(ProtocolError) -> T {
        guard let value = try read(key) else { throw .missingField(field: field(key)) }
        return value
    }

    /// An object member, or `nil` when absent.
    func object(_ key: String) throws(ProtocolError) -> ProtocolObject? {
        guard let value = present(key) else { return nil }
        return try ProtocolObject(value, field: field(key))
    }

    /// The contracts an implementation names (docs/CONTRACT.md §8), or `nil` when absent. A
    /// name not in `known` (what this runner grades) is left out: a newer implementation may
    /// speak a contract an older runner has never heard of, and it cannot be sent fixtures of
    /// it anyway.
    func contracts(_ key: String, known: [ContractKind]) throws(ProtocolError) -> [ContractKind]? {
        guard let names = try strings(key) else { return nil }
        var result: [ContractKind] = []
        for name in names {
            let contract = ContractKind(rawValue: name)
            if known.contains(contract), !result.contains(contract) { result.append(contract) }
        }
        return result
    }

    /// A layer number: an integer 1–4 (docs/CONTRACT.md §1), or `nil` when absent.
    func layer(_ key: String) throws(ProtocolError) -> Int? {
        guard let value = present(key) else { return nil }
        return try Self.layer(value, field: field(key))
    }

    /// An array of layer numbers, or `nil` when absent.
    func layers(_ key: String) throws(ProtocolError) -> [Int]? {
        guard let items = try array(key) else { return nil }
        var result: [Int] = []
        for (position, item) in items.enumerated() {
            result.append(try Self.layer(item, field: "\(field(key))[\(position)]"))
        }
        return result
    }

    private static func layer(_ value: JSONValue, field: String) throws(ProtocolError) -> Int {
        guard case .number(let number) = value, number == number.rounded(), number.magnitude < 1e15 else {
            throw .wrongType(field: field, expected: "an integer 1–4", got: value.typeName)
        }
        guard (1...4).contains(number) else {
            throw .unknownValue(field: field, detail: "layer \(Int(number)) is not one of 1, 2, 3, 4")
        }
        return Int(number)
    }

    /// A base64 string (RFC 4648 §4) decoded to bytes, or `nil` when absent.
    func base64(_ key: String) throws(ProtocolError) -> Data? {
        guard let text = try string(key) else { return nil }
        guard let data = Data(base64Encoded: text) else {
            throw .unknownValue(field: field(key), detail: "not standard base64")
        }
        return data
    }
}
