/// Layer 2 of a decoded manifest: `#/$defs/manifest` of `murti.schema.json` (seed: Manifest),
/// `{"sequence": N, "screens": {"screenKey": "version"}}`.
///
/// Findings follow docs/DECISIONS.md 8: document order of instance location, and at one location the
/// order the schema writes its keywords (`type`, `required`, `additionalProperties`, then the
/// members). A screen key is checked against `identifier` (`pattern`, then `maxLength` 128)
/// at the member's own JSON Pointer, then its value (`type` string). Paths are inside the
/// manifest; the caller adds `/payload`.
enum ManifestReader {
    /// What reading a manifest found.
    enum Outcome: Sendable {
        /// The manifest is well-shaped; its `sequence`.
        case sequence(ManifestSequenceNumber)
        /// The first layer-2 violation.
        case refused(Violation)
    }

    /// The manifest's sequence, or the first layer-2 violation.
    static func read(_ document: JSONDocument) -> Outcome {
        let root = document.root
        guard document.kind(root) == .object else { return .refused(violation("type", "", "the manifest is not an object")) }
        let sequence = document.member(root, named: "sequence")
        let screens = document.member(root, named: "screens")
        if sequence == nil || screens == nil {
            let missing = [sequence == nil ? "sequence" : nil, screens == nil ? "screens" : nil].compactMap { $0 }
            return .refused(violation("required", "", "the manifest has no \(missing.joined(separator: ", ")) (seed: Manifest)"))
        }
        for (name, _) in document.members(root)
        where !document.string(name, equals: "sequence") && !document.string(name, equals: "screens") {
            return .refused(violation("additionalProperties", "",
                "the manifest has a member \"\(document.string(name))\"; it has only sequence and screens"))
        }
        var number: ManifestSequenceNumber?
        for (name, value) in document.members(root) {
            if document.string(name, equals: "sequence") {
                guard document.kind(value) == .number, let parsed = ManifestSequenceNumber(lexeme: document.numberLexeme(value))
                else { return .refused(violation("type", "/sequence", "sequence is not an integer")) }
                number = parsed
            } else if let problem = screensProblem(document, value) {
                return .refused(problem)
            }
        }
        guard let number else { return .refused(violation("required", "", "the manifest has no sequence")) }
        return .sequence(number)
    }

    /// The first violation inside `screens`, or `nil`.
    private static func screensProblem(_ document: JSONDocument, _ screens: JSONIndex) -> Violation? {
        guard document.kind(screens) == .object else { return violation("type", "/screens", "screens is not an object") }
        for (name, value) in document.members(screens) {
            let key = document.string(name)
            let path = "/screens/" + JSONPointer.escape(key)
            guard NamePattern.identifier.matches(key) else {
                return violation("pattern", path, "the screen key \"\(key)\" is not an identifier (^[A-Za-z][A-Za-z0-9_]*$)")
            }
            guard key.unicodeScalars.count <= SchemaVocabulary.maxIdentifierLength else {
                return violation("maxLength", path, "the screen key has more than 128 code points")
            }
            guard document.kind(value) == .string else {
                return violation("type", path, "the version of \"\(key)\" is not a string")
            }
        }
        return nil
    }

    /// A layer-2 violation.
    private static func violation(_ rule: String, _ path: String, _ message: String) -> Violation {
        Violation(layer: 2, rule: rule, path: path, message: message + " (murti.schema.json #/$defs/manifest)")
    }
}
