import Foundation

/// A `Decoder` over a ``JSONValue`` that ``StrictJSONReader`` has already read, so that `Decodable`
/// types (run reports, benchmark results) are mapped from strictly parsed JSON instead of
/// Foundation's lenient `JSONDecoder`.
///
/// Types are exact: a number is not a `Bool`, an `Int` needs an integral number within range,
/// a missing key or `null` is absent for `decodeIfPresent`. Errors are `DecodingError`s with
/// the coding path, as `JSONDecoder` throws them.
package struct JSONValueDecoder: Decoder {
    /// The value decoded.
    package let value: JSONValue
    /// The keys from the top-level value down to ``value``.
    package let codingPath: [any CodingKey]
    /// None: the strict decoding takes no options.
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A decoder of `value`, found at `codingPath`.
    package init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// The object's members by `Key`; throws `DecodingError.typeMismatch` for another value.
    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([JSONMemberName: JSONValue].self, value, codingPath) }
        return KeyedDecodingContainer(Keyed<Key>(members: members, codingPath: codingPath))
    }

    /// The array's items; throws `DecodingError.typeMismatch` for another value.
    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([JSONValue].self, value, codingPath) }
        return Unkeyed(items: items, codingPath: codingPath)
    }

    /// The value itself.
    package func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Single(value: value, codingPath: codingPath)
    }

    /// A type mismatch at `path`.
    static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(type), found \(value.typeName)"))
    }

    private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        Self.mismatch(type, value, path)
    }

    /// Decodes a primitive or a nested `Decodable` from `value`.
    package static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [any CodingKey]) throws -> T {
        switch type {
        case is Bool.Type:
            guard case .bool(let flag) = value, let result = flag as? T else { throw mismatch(type, value, path) }
            return result
        case is String.Type:
            guard case .string(let text) = value, let result = text as? T else { throw mismatch(type, value, path) }
            return result
        case is Double.Type:
            guard case .number(let number) = value, let result = number as? T else { throw mismatch(type, value, path) }
            return result
        case is Int.Type:
            guard case .number(let number) = value, number == number.rounded(), number.magnitude < 9_007_199_254_740_992,
                let result = Int(number) as? T
            else { throw mismatch(type, value, path) }
            return result
        case is Int32.Type:
            guard case .number(let number) = value, number == number.rounded(), let small = Int32(exactly: number),
                let result = small as? T
            else { throw mismatch(type, value, path) }
            return result
        case is UInt64.Type:
            guard case .number(let number) = value, number == number.rounded(), let large = UInt64(exactly: number),
                let result = large as? T
            else { throw mismatch(type, value, path) }
            return result
        case is JSONValue.Type:
            guard let result = value as? T else { throw mismatch(type, value, path) }
            return result
        default:
            return try T(from: JSONValueDecoder(value, codingPath: path))
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [JSONMemberName: JSONValue]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0.string) } }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        private func value(_ key: Key) throws -> JSONValue {
            guard let value = members[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no member \(key.stringValue)"))
            }
            return value
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            (members[key.stringValue] ?? .null) == .null
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let member = try value(key)
            if member == .null, T.self != JSONValue.self {
                throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [key], debugDescription: "null"))
            }
            return try JSONValueDecoder.decode(type, from: member, at: codingPath + [key])
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let member = members[key.stringValue], member != .null else { return nil }
            return try JSONValueDecoder.decode(type, from: member, at: codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try JSONValueDecoder(try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(try value(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { JSONValueDecoder(.object(members), codingPath: codingPath) }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            JSONValueDecoder(members[key.stringValue] ?? .null, codingPath: codingPath + [key])
        }
    }

    private struct Index: CodingKey {
        let intValue: Int?
        var stringValue: String { intValue.map(String.init) ?? "" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let items: [JSONValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        init(items: [JSONValue], codingPath: [any CodingKey]) {
            self.items = items
            self.codingPath = codingPath
        }

        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        private mutating func next<T>(_ type: T.Type) throws -> (JSONValue, [any CodingKey]) {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "no more items"))
            }
            defer { currentIndex += 1 }
            return (items[currentIndex], codingPath + [Index(currentIndex)])
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, items[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (item, path) = try next(type)
            return try JSONValueDecoder.decode(type, from: item, at: path)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            let (item, path) = try next([JSONMemberName: JSONValue].self)
            return try JSONValueDecoder(item, codingPath: path).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (item, path) = try next([JSONValue].self)
            return try JSONValueDecoder(item, codingPath: path).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let (item, path) = try next(JSONValue.self)
            return JSONValueDecoder(item, codingPath: path)
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { value == .null }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONValueDecoder.decode(type, from: value, at: codingPath)
        }
    }
}

extension JSONValue {
    /// The value mapped to `type` through its `Decodable` conformance (``JSONValueDecoder``).
    /// Throws a `DecodingError` with the coding path.
    package func decoded<T: Decodable>(as type: T.Type) throws -> T {
        try JSONValueDecoder.decode(type, from: self, at: [])
    }
}
