/// Why ``MurtiProfile/init(_:)`` refused a profile object (docs/CONTRACT.md §2). Every case names
/// the RFC 6901 JSON Pointer of the offending value inside the profile.
public enum MurtiProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The profile is not a JSON object.
    case notObject
    /// The value at `pointer` has the wrong JSON type; `expected` names the right one.
    case wrongType(pointer: String, expected: String)
    /// The value at `pointer` has the right type but a value a profile cannot hold (`reason`).
    case invalidValue(pointer: String, reason: String)
    /// The member at `pointer` is not part of a profile (a typo would otherwise silently fall
    /// back to a default).
    case unknownMember(pointer: String)

    /// The JSON Pointer of the offending value (`""` for the profile itself).
    public var pointer: String {
        switch self {
        case .notObject: ""
        case .wrongType(let pointer, _), .invalidValue(let pointer, _), .unknownMember(let pointer): pointer
        }
    }

    /// What is wrong and where.
    public var description: String {
        switch self {
        case .notObject:
            "profile: not a JSON object"
        case .wrongType(let pointer, let expected):
            "profile: the value at \"\(pointer)\" must be \(expected)"
        case .invalidValue(let pointer, let reason):
            "profile: the value at \"\(pointer)\" is invalid: \(reason)"
        case .unknownMember(let pointer):
            "profile: unknown member at \"\(pointer)\" (docs/CONTRACT.md §2 lists schemaVersion, "
                + "components, screens, requests, links, dataKeys, bounds, keys)"
        }
    }
}
