/// A JSON value: protocol messages, profiles, and the judge's own files (expectations, reports).
///
/// Documents under test never go through this type: they travel as exact bytes (base64)
/// so that layer 1 is the implementation's job.
public enum JSONValue: Sendable, Hashable, Codable {
    /// `null`
    case null
    /// `true` / `false`
    case bool(Bool)
    /// A number (IEEE 754 double).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; member order is not kept (RFC 8259 §4: objects are unordered). Names are
    /// compared code point by code point (``JSONMemberName``, docs/DECISIONS.md D125): `café`
    /// in NFC and in NFD are two members.
    case object([JSONMemberName: JSONValue])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([JSONMemberName: JSONValue].self))
        }
    }

    /// Encodes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member of an object whose name has the code points of `key`, or `nil`.
    @inlinable
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[JSONMemberName(key)] }
        return nil
    }

    /// The string payload, or `nil`.
    @inlinable
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

extension JSONValue {
    /// The value as compact RFC 8259 text in UTF-8: members sorted by name, integral numbers
    /// below 2^53 without a fraction (the writer protocol lines use; it cannot fail).
    public var jsonBytes: [UInt8] {
        var writer = JSONLineWriter(capacity: 256)
        writer.value(self)
        return writer.bytes
    }
}

extension JSONValue {
    /// The JSON type's name, for error messages.
    package var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue {
    /// How many arrays and objects nest at the deepest point of the value (a scalar: 0, `[]`:
    /// 1, `[[1]]`: 2), found without recursion, so any depth can be measured.
    public var nestingDepth: Int {
        var deepest = 0
        var pending: [(value: JSONValue, depth: Int)] = [(self, 0)]
        while let (value, depth) = pending.popLast() {
            switch value {
            case .array(let items):
                deepest = max(deepest, depth + 1)
                pending += items.map { ($0, depth + 1) }
            case .object(let members):
                deepest = max(deepest, depth + 1)
                pending += members.values.map { ($0, depth + 1) }
            case .null, .bool, .number, .string:
                continue
            }
        }
        return deepest
    }
}

/// The protocol's value in RFC 8785 canonical form (`canonicalBytes`, `canonicalText`,
/// `canonicallyEquals`), written by the same `CanonicalJSONWriter` as the Flow-UI reference's
/// values: a Flow-UI answer and its expectation are compared this way (docs/CONTRACT.md §8,
/// docs/FLOW-UI.md "Canonical JSON"), never with the synthesized `==`, whose `String`
/// comparison merges canonically equivalent strings (`café` in NFC and NFD).
extension JSONValue: CanonicalJSONRepresentable {
    /// The value's outermost level (an object's members in no particular order: the writer
    /// sorts them).
    public var canonicalShape: CanonicalShape<JSONValue> {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let items): .array(items)
        case .object(let members): .object(members.map { (name: $0.key.string, value: $0.value) })
        }
    }
}
