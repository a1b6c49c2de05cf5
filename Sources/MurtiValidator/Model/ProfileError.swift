/// Why ``Profile/init(json:)`` refused a profile object (docs/CONTRACT.md §2 `profiles`).
/// Every case names the RFC 6901 JSON Pointer of the offending value inside the profile.
package enum ProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not a JSON object under layer 1's rules; `error` says why.
    case notJSON(DecodeError)
    /// The value at `pointer` has the wrong JSON type; `expected` names the right one.
    case wrongType(pointer: String, expected: String)
    /// The value at `pointer` has the right type but a value a profile cannot hold (`reason`).
    case invalidValue(pointer: String, reason: String)
    /// The member at `pointer` is not part of a docs/CONTRACT.md §2 profile (a typo would otherwise
    /// silently fall back to a default).
    case unknownMember(pointer: String)

    /// What is wrong and where.
    package var description: String {
        switch self {
        case .notJSON(let error):
            "profile: not a JSON object: \(error.description)"
        case .wrongType(let pointer, let expected):
            "profile: the value at \"\(pointer)\" must be \(expected)"
        case .invalidValue(let pointer, let reason):
            "profile: the value at \"\(pointer)\" is invalid: \(reason)"
        case .unknownMember(let pointer):
            "profile: unknown member at \"\(pointer)\" (CONTRACT §2 lists schemaVersion, "
                + "components, screens, requests, links, dataKeys, bounds, keys)"
        }
    }
}
