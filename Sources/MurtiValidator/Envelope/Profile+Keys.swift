extension Profile {
    /// Reads a profile's `keys` array (docs/CONTRACT.md §6): objects with `alg` and, by `alg`, a
    /// base64 `publicKey` or `privateKey` (``EnvelopeKey``). Base64 is read strictly
    /// (RFC 4648 §4, as the envelope's own members).
    /// - Throws: ``ProfileError`` naming the JSON Pointer of the first bad value.
    static func keys(_ document: JSONDocument, _ value: JSONIndex, _ pointer: String) throws(ProfileError) -> [EnvelopeKey] {
        guard document.kind(value) == .array else {
            throw .wrongType(pointer: pointer, expected: "an array of {\"alg\", \"publicKey\" | \"privateKey\"} objects")
        }
        var keys: [EnvelopeKey] = []
        for (offset, element) in document.elements(value).enumerated() {
            let here = "\(pointer)/\(offset)"
            guard document.kind(element) == .object else { throw .wrongType(pointer: here, expected: "an object") }
            var algorithm: String?
            var encoded: (name: String, text: String)?
            for (name, member) in document.members(element) {
                let memberName = document.string(name)
                let path = here + "/" + JSONPointer.escape(memberName)
                guard memberName == "alg" || memberName == "publicKey" || memberName == "privateKey" else {
                    throw .unknownMember(pointer: path)
                }
                guard document.kind(member) == .string else { throw .wrongType(pointer: path, expected: "a string") }
                if memberName == "alg" {
                    algorithm = document.string(member)
                } else {
                    encoded = (memberName, document.string(member))
                }
            }
            guard let algorithm else { throw .invalidValue(pointer: here, reason: "no \"alg\"") }
            guard [EnvelopeKey.ed25519, EnvelopeKey.es256, EnvelopeKey.hybrid].contains(algorithm) else {
                throw .invalidValue(pointer: here + "/alg", reason: "\"\(algorithm)\" is not ed25519, es256 or hybrid-x25519-aesgcm")
            }
            let expected = EnvelopeKey.memberName(for: algorithm)
            guard let encoded, encoded.name == expected else {
                throw .invalidValue(pointer: here, reason: "an \"\(algorithm)\" key needs \"\(expected)\" (docs/ENVELOPE.md)")
            }
            let path = here + "/" + expected
            guard let bytes = StrictBase64.decode(Array(encoded.text.utf8)) else {
                throw .invalidValue(pointer: path, reason: "not canonical base64 (RFC 4648 §4)")
            }
            do {
                keys.append(try EnvelopeKey(algorithm: algorithm, bytes: bytes))
            } catch {
                throw .invalidValue(pointer: path, reason: error.description)
            }
        }
        return keys
    }
}
