import Foundation

/// A member name of a ``JSONValue/object(_:)``, compared, hashed and ordered code point by code
/// point (its Unicode scalars), as RFC 8259 §8.3 and I-JSON (RFC 7493 §2.3) compare names:
/// `caf\u00e9` (NFC) and `cafe\u0301` (NFD) are two names, although Swift's `String` equality,
/// which uses canonical equivalence, calls them equal (docs/DECISIONS.md D125).
///
/// A string literal is a name, so `members["content"]` and `.object(["seq": .number(1)])`
/// read as before; a `String` held in a variable becomes one with `JSONMemberName(text)`.
/// Write such objects with ``JSONValue/jsonBytes`` or `canonicalBytes`: Foundation's
/// `JSONEncoder` keys an object by `String` and so merges two canonically equivalent names.
public struct JSONMemberName: Sendable, Hashable, Comparable, ExpressibleByStringLiteral,
    ExpressibleByStringInterpolation, CustomStringConvertible, Codable, CodingKeyRepresentable
{
    /// The name's text, escapes decoded (two names may hold canonically equivalent texts).
    public let string: String

    /// The name whose code points are those of `string`.
    @inlinable
    public init(_ string: String) {
        self.string = string
    }

    /// The name a literal spells.
    @inlinable
    public init(stringLiteral value: String) {
        self.string = value
    }

    /// `true` when both names have the same code points (UTF-8 bytes), in the same order
    /// (``byteOrder(_:_:)``, as every dictionary hit pays it: docs/DECISIONS.md D249).
    @inlinable
    public static func == (lhs: JSONMemberName, rhs: JSONMemberName) -> Bool {
        guard lhs.string.utf8.count == rhs.string.utf8.count else { return false }
        if let order = byteOrder(lhs.string, rhs.string) { return order == 0 }
        return lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    /// The sign of the UTF-8 byte order of `left` against `right` (negative, zero, positive), a
    /// shorter text before a longer one it begins: one `memcmp` of unsigned bytes, or `nil`
    /// when either text is not contiguous UTF-8 (every native string is).
    @inlinable
    static func byteOrder(_ left: String, _ right: String) -> Int? {
        let order = left.utf8.withContiguousStorageIfAvailable { a in
            right.utf8.withContiguousStorageIfAvailable { b -> Int in
                let shared = min(a.count, b.count)
                if shared > 0, let x = a.baseAddress, let y = b.baseAddress {
                    let prefix = memcmp(x, y, shared)
                    if prefix != 0 { return Int(prefix) }
                }
                return a.count - b.count
            }
        }
        if case .some(.some(let sign)) = order { return sign }
        return nil
    }

    /// Hashes the name's UTF-8 bytes, so equal names (by ``==(_:_:)``) hash alike.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
        hasher.combine(0xFF as UInt8)
    }

    /// Code point order (UTF-8 byte order is Unicode scalar order): the order the protocol
    /// writer sorts members in. RFC 8785's UTF-16 order is `CanonicalJSONWriter`'s own.
    /// ``byteOrder(_:_:)`` when both texts are contiguous (unsigned bytes, so the same
    /// order), as every sort of an object's members pays it (docs/DECISIONS.md D249).
    @inlinable
    public static func < (lhs: JSONMemberName, rhs: JSONMemberName) -> Bool {
        if let order = byteOrder(lhs.string, rhs.string) { return order < 0 }
        return lhs.string.utf8.lexicographicallyPrecedes(rhs.string.utf8)
    }

    /// The name's text.
    public var description: String { string }

    /// Reads a name written as a JSON string.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.string = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the name as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }

    /// The coding key `Dictionary`'s `Codable` conformance writes the name as (an object
    /// member, not an array item).
    public var codingKey: any CodingKey { Key(stringValue: string) }

    /// The name a coding key spells (never `nil`).
    public init?<T: CodingKey>(codingKey: T) {
        self.string = codingKey.stringValue
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension Dictionary where Key == JSONMemberName {
    /// The value of the member whose name has the code points of `name` (never a canonically
    /// equivalent one), or `nil`: a lookup or an edit by a `String` held in a variable.
    @inlinable
    public subscript(_ name: String) -> Value? {
        get { self[JSONMemberName(name)] }
        set { self[JSONMemberName(name)] = newValue }
    }
}
