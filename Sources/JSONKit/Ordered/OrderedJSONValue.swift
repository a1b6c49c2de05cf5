import Foundation

/// A JSON value (RFC 8259) as read, objects keeping their members in the order written.
///
/// Numbers are IEEE 754 doubles, the only number model RFC 8785 canonicalisation knows
/// (`2`, `2.0` and `2e0` are the same value). Strings are Unicode scalar sequences; member names
/// are compared code point by code point wherever this module compares them (never with
/// Swift's canonical-equivalence `String ==`). An object may hold a name twice when read from a
/// document that repeats it (RFC 8259 §4 leaves that to the reader): `firstMember(named:)` and
/// the canonical form keep the first occurrence.
///
/// `==` is equality after RFC 8785 canonicalisation (docs/FLOW-UI.md, "Canonical JSON"): member
/// order does not matter, `1.0 == 1`, and strings are equal when their code points are.
public enum OrderedJSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number (the reader refuses numbers outside the double range).
    case number(Double)
    /// A string, escapes resolved.
    case string(String)
    /// An array, elements in order.
    case array([OrderedJSONValue])
    /// An object, members in the order written (repeated names kept).
    case object([JSONMember])
}

/// One member of a JSON object: its name (escapes resolved) and its value.
public struct JSONMember: Sendable {
    /// The member name.
    public let name: String
    /// The member value.
    public let value: OrderedJSONValue

    /// A member named `name` holding `value`.
    public init(_ name: String, _ value: OrderedJSONValue) {
        self.name = name
        self.value = value
    }
}

extension OrderedJSONValue: Equatable {
    /// True when both values have the same RFC 8785 canonical form.
    public static func == (lhs: OrderedJSONValue, rhs: OrderedJSONValue) -> Bool {
        lhs.canonicalBytes == rhs.canonicalBytes
    }
}

extension OrderedJSONValue {
    /// The first member of an object whose name equals `name` code point by code point, with its
    /// position among the object's members; `nil` for a missing name or a value that is not an
    /// object.
    public func firstMember(named name: String) -> (index: Int, value: OrderedJSONValue)? {
        guard case .object(let members) = self else { return nil }
        let count = name.utf8.count
        // An ASCII name is its code points exactly when a name of as many UTF-8 bytes is `==` to it:
        // a character canonically equivalent to an ASCII one (KELVIN SIGN to K) is longer. `==`
        // on short ASCII strings compares their bits, which is what the decoder's lookups need.
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? name.utf8.allSatisfy { $0 < 0x80 }
        if ascii {
            for (index, member) in members.enumerated() where member.name.utf8.count == count && member.name == name {
                return (index, member.value)
            }
            return nil
        }
        // Code points are equal exactly when their UTF-8 bytes are.
        for (index, member) in members.enumerated()
        where member.name.utf8.count == count && member.name.utf8.elementsEqual(name.utf8) {
            return (index, member.value)
        }
        return nil
    }

    /// The name of JSON's type for this value (`null`, `boolean`, `number`, `string`, `array`,
    /// `object`), for messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension OrderedJSONValue {
    /// The largest nesting the reader accepts by default: Foundation's own parsers stop at 512
    /// (the top-level value counting as 1), so a deeper document is not one a Swift client reads.
    public static let defaultMaxNesting = 512

    /// Reads one JSON text (RFC 8259) from UTF-8 bytes.
    ///
    /// Strict: no byte order mark, no comments, no trailing commas, no NaN, well-formed UTF-8,
    /// no lone surrogate escapes, numbers within the double range, containers nested at most
    /// `maxNesting` deep (the top-level value is 1). Repeated member names are kept as written.
    /// Never recursive, so any input is safe to read.
    /// - Throws: `JSONParseError`, with the byte offset where reading stopped.
    public init(parsing data: Data, maxNesting: Int = OrderedJSONValue.defaultMaxNesting) throws(JSONParseError) {
        let tape = try OrderedJSONTape(parsing: data, maxNesting: maxNesting)
        self = tape.value(0)
    }
}

/// The reference's order-keeping value written by the suite's one RFC 8785 writer
/// (`CanonicalJSONWriter`): `canonicalBytes` and `canonicalText` come with the conformance.
/// RFC 8785 presumes I-JSON; for an object that repeats a name, the first member is kept, as
/// `firstMember(named:)` reads it.
extension OrderedJSONValue: CanonicalJSONRepresentable {
    /// The value's outermost level, members in the order written.
    public var canonicalShape: CanonicalShape<OrderedJSONValue> {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let items): .array(items)
        case .object(let members): .object(members.map { (name: $0.name, value: $0.value) })
        }
    }

    /// `canonicalBytes` as `Data`.
    public var canonicalData: Data { Data(canonicalBytes) }
}
