/// The schemaVersion major gate and minor policy (seed: schemaVersion policy; docs/CONTRACT.md §1;
/// docs/DECISIONS.md 7 and 10). Runs before any other layer-2 check.
enum VersionGate {
    /// What the gate decided for one document.
    enum Decision: Sendable, Equatable {
        /// Validate strictly (same major, lower or equal minor; or a `schemaVersion` the gate
        /// cannot read, which the schema keywords then report).
        case strict
        /// Same major, higher minor: unknown members become warnings.
        case higherMinor
        /// A different major: `version.major`, nothing else is validated.
        case wrongMajor(Violation)
    }

    /// Reads the top-level `schemaVersion` of `document` and compares it with `client`
    /// (`nil` when the profile's own version is malformed: every readable major is refused).
    static func decide(_ document: JSONDocument, client: SchemaVersion?) -> Decision {
        guard let member = document.member(document.root, named: "schemaVersion"),
            document.kind(member) == .string,
            let version = document.withUnescapedUTF8(member, { SchemaVersion(utf8: $0) })
        else { return .strict }
        guard let client else {
            return .wrongMajor(mismatch("the profile's schemaVersion is not MAJOR.MINOR, so no major is supported"))
        }
        switch SchemaVersion.compare(version.major, client.major) {
        case .equal:
            return SchemaVersion.compare(version.minor, client.minor) == .greater ? .higherMinor : .strict
        case .less, .greater:
            return .wrongMajor(mismatch("the document's major \(version.major) is not the client's "
                + "major \(client.major); a different major is never rendered (seed: schemaVersion policy)"))
        }
    }

    /// A `version.major` violation at `/schemaVersion`.
    private static func mismatch(_ message: String) -> Violation {
        Violation(layer: 2, rule: "version.major", path: "/schemaVersion", message: message)
    }
}
