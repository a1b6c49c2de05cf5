import CanonicalJSON

/// Builds the members of an answer object in the order docs/CONTRACT.md §8 lists them.
struct ObjectBuilder {
    private(set) var members: [JSONMember] = []

    /// Always written (`null` when absent).
    mutating func always(_ name: String, _ value: JSONValue?) {
        members.append(JSONMember(name, value ?? .null))
    }

    /// Written only when present (absent optional members are left out of a model).
    mutating func ifPresent(_ name: String, _ value: JSONValue?) {
        if let value { members.append(JSONMember(name, value)) }
    }

    var value: JSONValue { .object(members) }
}

extension JSONValue {
    static func from(_ text: String?) -> JSONValue? { text.map(JSONValue.string) }
    static func from(_ number: Double?) -> JSONValue? { number.map(JSONValue.number) }
    static func from(_ integer: Int?) -> JSONValue? { integer.map { .number(Double($0)) } }
    static func from(_ flag: Bool?) -> JSONValue? { flag.map(JSONValue.bool) }
}
