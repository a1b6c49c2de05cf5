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
