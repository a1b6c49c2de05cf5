/// The decoder ``ParsableOptions/init(_:)`` builds an options struct with: its synthesized
/// `init(from:)` asks for each ``Option`` and ``OptionGroup`` by its coding key, and gets the
/// option resolved from the command line, found by its property path. Any other value (a
/// stored property that is not an option) is refused.
struct OptionsDecoder: Decoder {
    /// The resolved options by property path (`run.jobs`).
    let values: [String: any Sendable]
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The path of the property being decoded.
    var path: String { codingPath.map(\.stringValue).joined(separator: ".") }

    /// The resolved option of type `type` that `decoder` is at. Throws `DecodingError` when
    /// `decoder` is not an options decoder or holds no such option there.
    static func resolved<Resolved>(_ type: Resolved.Type, in decoder: any Decoder) throws -> Resolved {
        guard let decoder = decoder as? OptionsDecoder, let value = decoder.values[decoder.path] as? Resolved else {
            throw refusal(decoder.codingPath)
        }
        return value
    }

    /// The property a decoding error names (its coding path), for ``OptionError/notAnOption(command:property:)``.
    static func property(in error: any Error) -> String {
        guard case DecodingError.typeMismatch(_, let context) = error else { return String(describing: error) }
        return context.codingPath.map(\.stringValue).joined(separator: ".")
    }

    /// The error for a value at `codingPath` that is not an option.
    static func refusal(_ codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.typeMismatch(
            Any.self, .init(codingPath: codingPath, debugDescription: "not declared with @Option or @OptionGroup"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Members(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Self.refusal(codingPath) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Self.refusal(codingPath) }

    /// The members of one options struct: each decoded by a decoder one key further down.
    struct Members<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: OptionsDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try T(from: OptionsDecoder(values: decoder.values, codingPath: codingPath + [key]))
        }

        func decodeNil(forKey key: Key) throws -> Bool { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw OptionsDecoder.refusal(codingPath + [key]) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw OptionsDecoder.refusal(codingPath + [key]) }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw OptionsDecoder.refusal(codingPath + [key])
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw OptionsDecoder.refusal(codingPath + [key])
        }

        func superDecoder() throws -> any Decoder { throw OptionsDecoder.refusal(codingPath) }

        func superDecoder(forKey key: Key) throws -> any Decoder { throw OptionsDecoder.refusal(codingPath + [key]) }
    }
}
