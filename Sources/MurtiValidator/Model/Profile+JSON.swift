extension Profile {
    /// Reads a docs/CONTRACT.md §2 profile object, e.g. `{"schemaVersion": "1.0", "components": [...],
    /// "screens": [...], "requests": [...], "links": [...], "dataKeys": [...], "bounds":
    /// {"maxDepth": 32, "maxNodes": 5000, "maxChainDepth": 4, "maxNesting": 512,
    /// "maxDocumentBytes": 2097152}}`.
    ///
    /// Missing members take the defaults (`schemaVersion` "1.0", empty registries,
    /// ``Bounds/default`` per bound); `maxNesting` above 512 is clamped. `keys` (docs/CONTRACT.md §6) is
    /// read by ``keys(_:_:_:)``; any other member is refused.
    ///
    /// - Parameter json: the profile's UTF-8 bytes (strict RFC 8259 / I-JSON, as layer 1).
    /// - Throws: ``ProfileError`` naming the JSON Pointer of the first bad value.
    package init(json: [UInt8]) throws(ProfileError) {
        let document: JSONDocument
        do throws(DecodeError) {
            document = try StrictJSONDecoder.decode(json, maxNesting: 64, maxDocumentBytes: 64 << 20)
        } catch {
            throw .notJSON(error)
        }
        self.init(schemaVersion: "1.0")
        for (name, value) in document.members(document.root) {
            let pointer = "/" + JSONPointer.escape(document.string(name))
            if document.string(name, equals: "schemaVersion") {
                schemaVersion = try Self.version(document, value, pointer)
            } else if document.string(name, equals: "components") {
                components = try Self.names(document, value, pointer)
            } else if document.string(name, equals: "screens") {
                screens = try Self.names(document, value, pointer)
            } else if document.string(name, equals: "requests") {
                requests = try Self.names(document, value, pointer)
            } else if document.string(name, equals: "links") {
                links = try Self.names(document, value, pointer)
            } else if document.string(name, equals: "dataKeys") {
                dataKeys = try Self.names(document, value, pointer)
            } else if document.string(name, equals: "bounds") {
                bounds = try Self.bounds(document, value, pointer)
            } else if document.string(name, equals: "keys") {
                keys = try Self.keys(document, value, pointer)
            } else {
                throw .unknownMember(pointer: pointer)
            }
        }
    }

    /// A `MAJOR.MINOR` string.
    private static func version(_ document: JSONDocument, _ value: JSONIndex, _ pointer: String)
        throws(ProfileError) -> String
    {
        guard document.kind(value) == .string else {
            throw .wrongType(pointer: pointer, expected: "a string")
        }
        let text = document.string(value)
        guard SchemaVersion(text) != nil else {
            throw .invalidValue(pointer: pointer, reason: "\"\(text)\" is not MAJOR.MINOR")
        }
        return text
    }

    /// An array of strings, as a set.
    private static func names(_ document: JSONDocument, _ value: JSONIndex, _ pointer: String)
        throws(ProfileError) -> Set<String>
    {
        guard document.kind(value) == .array else {
            throw .wrongType(pointer: pointer, expected: "an array of strings")
        }
        var result = Set<String>()
        for (offset, element) in document.elements(value).enumerated() {
            guard document.kind(element) == .string else {
                throw .wrongType(pointer: "\(pointer)/\(offset)", expected: "a string")
            }
            result.insert(document.string(element))
        }
        return result
    }

    /// The `bounds` object; each missing member keeps its default.
    private static func bounds(_ document: JSONDocument, _ value: JSONIndex, _ pointer: String)
        throws(ProfileError) -> Bounds
    {
        guard document.kind(value) == .object else {
            throw .wrongType(pointer: pointer, expected: "an object")
        }
        var result = Bounds.default
        for (name, member) in document.members(value) {
            let path = pointer + "/" + JSONPointer.escape(document.string(name))
            if document.string(name, equals: "maxDepth") {
                result.maxDepth = try integer(document, member, path, minimum: 0)
            } else if document.string(name, equals: "maxNodes") {
                result.maxNodes = try integer(document, member, path, minimum: 0)
            } else if document.string(name, equals: "maxChainDepth") {
                result.maxChainDepth = try integer(document, member, path, minimum: 0)
            } else if document.string(name, equals: "maxNesting") {
                result.maxNesting = min(try integer(document, member, path, minimum: 1), Bounds.nestingCeiling)
            } else if document.string(name, equals: "maxDocumentBytes") {
                result.maxDocumentBytes = try integer(document, member, path, minimum: 0)
            } else {
                throw .unknownMember(pointer: path)
            }
        }
        return result
    }

    /// A JSON integer written without fraction or exponent, at least `minimum`.
    private static func integer(
        _ document: JSONDocument, _ value: JSONIndex, _ pointer: String, minimum: Int
    ) throws(ProfileError) -> Int {
        guard document.kind(value) == .number else {
            throw .wrongType(pointer: pointer, expected: "an integer")
        }
        let lexeme = document.numberLexeme(value)
        guard let number = Int(lexeme) else {
            throw .invalidValue(pointer: pointer, reason: "\(lexeme) is not an integer in range")
        }
        guard number >= minimum else {
            throw .invalidValue(pointer: pointer, reason: "\(lexeme) is below \(minimum)")
        }
        return number
    }
}
